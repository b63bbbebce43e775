import type { Page, Request } from "@playwright/test";
import { PAGEFIND_PATH } from "../src/lib/search";
import { expect, test, visit } from "./support/fixtures";
import { recordLoad } from "./support/page-checks";
import { library } from "../harness/routes";
import { answered, countText, main, NONSENSE, resultLinks, searchTexts as texts, WORD } from "./support/search";

/** The site search on a phone (375 px): nothing found, the header's form in the small-screen menu, and no JavaScript. */

const searched = `/search/?q=${encodeURIComponent(WORD)}`;

test("a search that finds nothing says so, and offers the guides' topics", async ({ page, site }) => {
  const load = await recordLoad(page, site.origin);
  await visit(page, `/search/?q=${NONSENSE}`);
  expect(await answered(page, NONSENSE)).toBe(countText(0, NONSENSE));
  await expect(resultLinks(page)).toHaveCount(0);
  await expect(main(page).getByText(texts.topicsText)).toBeVisible();
  await expect(main(page).getByRole("link", { name: texts.topicsLinkLabel })).toHaveAttribute("href", "/resources/");
  for (const topic of library.topics) {
    await expect(main(page).getByRole("link", { name: topic.label })).toHaveAttribute("href", `/resources/topics/${topic.id}/`);
  }
  await load.settled();
  expect(load.consoleErrors).toEqual([]);
  expect(load.foreign).toEqual([]);
  expect(await load.cspViolations()).toEqual([]);
});

test("the header's search sends the words to /search/?q=… from the small-screen menu, where the results follow", async ({ page, site }) => {
  await visit(page, "/about/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("banner").getByRole("searchbox", { name: "Search the site" }).fill(WORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(site.origin + searched);
  expect(await answered(page, WORD)).toContain(WORD);
});

// Without JavaScript, the header's form lands on /search/?q=…, and that load serves both checks.
test.describe("without JavaScript", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  const requests: Request[] = [];
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(375, { javaScriptEnabled: false });
    page.on("request", (request) => requests.push(request));
    await visit(page, "/about/", { scripts: false });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("banner").getByRole("searchbox", { name: "Search the site" }).fill(WORD);
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(site.origin + searched, { waitUntil: "load" });
  });
  test.afterAll(() => page.context().close());

  test("the header's search works without JavaScript too", async () => {
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(searched);
    await expect(main(page)).toContainText(texts.noScriptText, { useInnerText: true });
  });

  test("/search/ says that search needs JavaScript and links to the guides' topics", async () => {
    // Playwright's text and role queries skip what is inside <noscript>, which this browser shows.
    const notice = main(page).locator("noscript > div");
    await expect(notice).toBeVisible();
    await expect(notice.locator("p")).toHaveText(texts.noScriptText);
    const links = await notice
      .locator("a")
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim(), anchor.getAttribute("href")]));
    expect(links).toEqual([
      ...library.topics.map((topic) => [topic.label, `/resources/topics/${topic.id}/`]),
      [texts.topicsLinkLabel, "/resources/"],
    ]);
    // Every request of this page was made by the load event: none was for the search's files.
    expect(requests.map((request) => new URL(request.url()).pathname).filter((pathname) => pathname.startsWith(PAGEFIND_PATH))).toEqual([]);
  });
});
