import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { guides, programs } from "../__tests__/support/data";
import { builtPage, indexSite } from "../__tests__/support/search-index";
import { fillTemplate } from "../src/lib/templates";
import { PAGEFIND_PATH, PAGEFIND_SCRIPT } from "../src/lib/search";
import { openSite, trackRequests, visit, type Site } from "./support/browser";
import { pageTexts } from "./support/content";
import { library } from "./support/routes";
import { openRoute, type RouteVisit } from "./support/route-visit";

/**
 * The site search as a visitor uses it: /search/ finds a program by a word of its text, marks the word, announces
 * the count, says when nothing matches, works from the keyboard and from the header's form, and without
 * JavaScript says it needs it. That no other page (nor /search/ before a query) loads the search's files is
 * checked by pages.e2e.ts on every route; html-validate, the Nu checker and axe check /search/ with the others.
 */

const texts = pageTexts<{
  fieldLabel: string;
  buttonLabel: string;
  resultsCount: string;
  oneResult: string;
  noResults: string;
  topicsText: string;
  topicsLinkLabel: string;
  noScriptText: string;
}>("search");

const KB = 1024;
/**
 * What a search may fetch of Pagefind's own code (gzip, as the host sends it): its script, its worker and its
 * WebAssembly. The index and the results' fragments grow with the site's content, so they are reported by
 * `npm run bench`, not held to a number here.
 */
const SEARCH_BUDGET = 120 * KB;
const isPagefindCode = (pathname: string) => /\/pagefind[^/]*\.(js|wasm)$|\.pagefind$/.test(pathname) && !pathname.includes("/fragment/");

/** The words of a text, in lower case: letters only. */
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * A word from a program's longer text in data/programs/ that no other program uses, the longest such: the search
 * should find that program's own page by it, whatever staff write there.
 */
function wordOfAProgram(): { word: string; path: string } {
  const textOf = (program: (typeof programs)[number]) => words([program.summary, ...program.details, ...program.highlights].join(" "));
  // The guides come first in the results, so the word must be in no guide either.
  const inGuides = guides.flatMap((guide) => words([guide.title, guide.summary, guide.body].join(" ")));
  for (const program of programs) {
    const others = new Set([...programs.filter((other) => other !== program).flatMap(textOf), ...inGuides]);
    const own = words(program.details.join(" ")).filter((word) => word.length >= 5 && !others.has(word));
    const [longest] = own.sort((a, b) => b.length - a.length || a.localeCompare(b));
    if (longest) return { word: longest, path: `/programs/${program.id}/` };
  }
  throw new Error("No program in data/programs/ has a word of its own in its text to search for");
}

const { word: WORD, path: PROGRAM_PATH } = wordOfAProgram();
const NONSENSE = "qzxwvkjbfp";

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

const main = (page: Page) => page.getByRole("main");
const status = (page: Page) => main(page).getByRole("status");
const resultLinks = (page: Page) => main(page).getByRole("list").getByRole("heading", { level: 2 }).getByRole("link");

/** What the live region should say for this many results. */
function countText(count: number, query: string): string {
  if (count === 0) return fillTemplate(texts.noResults, { query });
  if (count === 1) return fillTemplate(texts.oneResult, { query });
  return fillTemplate(texts.resultsCount, { count: String(count), query });
}

/** Waits until the search has answered: the live region names the query. */
async function answered(page: Page, query: string): Promise<string> {
  await page.waitForFunction(
    (quoted) => document.querySelector("main [role=status]")?.textContent?.includes(quoted) ?? false,
    query,
  );
  return (await status(page).textContent()) ?? "";
}

describe(`/search/?q=${WORD}, a word of a program's text`, () => {
  let visited: RouteVisit;
  beforeAll(async () => {
    visited = await openRoute(site, `/search/?q=${encodeURIComponent(WORD)}`, 1280);
    await answered(visited.page, WORD);
    await visited.settled();
  });
  afterAll(() => visited?.close());
  const page = () => visited.page;

  it("lists the program's page, its title linking to it", async () => {
    const hrefs = await resultLinks(page()).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain(PROGRAM_PATH);
  });

  it("marks the word in the result's excerpt", async () => {
    const result = main(page()).getByRole("listitem").filter({ has: page().locator(`a[href="${PROGRAM_PATH}"]`) });
    const marked = await result.locator("mark").allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const text of marked) expect(text.toLowerCase()).toContain(WORD.slice(0, 4));
  });

  it("announces the number of results in a live region", async () => {
    const count = await resultLinks(page()).count();
    expect(count).toBeGreaterThan(0);
    expect(await status(page()).textContent()).toBe(countText(count, WORD));
  });

  it("fills the field with the words searched for", async () => {
    expect(await main(page()).getByRole("searchbox", { name: texts.fieldLabel }).inputValue()).toBe(WORD);
  });

  it("loads cleanly: no console error, no failed request, nothing from another host, no policy violation", async () => {
    expect(visited.failed).toEqual([]);
    expect(visited.consoleErrors()).toEqual([]);
    expect(visited.foreign).toEqual([]);
    expect(await visited.cspViolations()).toEqual([]);
  });

  it("fetches Pagefind's script, its worker and the index from the site itself", () => {
    expect(visited.searchFiles).toEqual(
      expect.arrayContaining([`${PAGEFIND_PATH}pagefind.js`, `${PAGEFIND_PATH}pagefind-worker.js`, `${PAGEFIND_PATH}pagefind-entry.json`]),
    );
  });
});

it(`fetches at most ${SEARCH_BUDGET / KB} KB of Pagefind's own code for a search`, async () => {
  const page = await site.newPage(375);
  const search: Response[] = [];
  const requests = trackRequests(page);
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith(PAGEFIND_PATH)) search.push(response);
  });
  await visit(page, site.origin, `/search/?q=${encodeURIComponent(WORD)}`);
  await answered(page, WORD);
  await requests.settled();
  let bytes = 0;
  const code = search.filter((response) => isPagefindCode(new URL(response.url()).pathname));
  expect(code.map((response) => new URL(response.url()).pathname)).toEqual(
    expect.arrayContaining([`${PAGEFIND_PATH}pagefind.js`, `${PAGEFIND_PATH}pagefind-worker.js`]),
  );
  for (const response of code) bytes += gzipSync(await response.body()).length;
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(SEARCH_BUDGET);
  await page.context().close();
});

describe("guides first", () => {
  /**
   * The site has no guides yet: /search/ is given an index the build's own indexing made from two pages, where
   * Pagefind finds the program more relevant than the guide.
   */
  let index: string;
  beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-guides-"));
    const pages = {
      "programs/sleep-circle/index.html": builtPage(
        "<h1>Sleep circle</h1><h2>Sleep</h2><p>Sleep, sleep and sleep: a circle about sleep.</p>",
        "page",
      ),
      "resources/calm-evenings/index.html": builtPage(
        "<h1>Calm evenings</h1><p>Ways to wind down after a long day with the family, and to rest. " +
          "Routines, screens, worries and talking help, and so does sleep.</p>",
        "guide",
      ),
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    indexSite(dir);
    index = path.join(dir, "pagefind");
  }, 60_000);

  it("lists a guide before a page Pagefind ranks higher", async () => {
    const page = await site.newPage(1280);
    await page.route(`${site.origin}${PAGEFIND_PATH}**`, (route) =>
      route.fulfill({ path: path.join(index, new URL(route.request().url()).pathname.slice(PAGEFIND_PATH.length)) }),
    );
    await visit(page, site.origin, "/search/?q=sleep");
    await answered(page, "sleep");
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/resources/calm-evenings/", "/programs/sleep-circle/"]);
    // Pagefind's own order, for the same query, is the other way round.
    // (As text: the tests' compiler would turn a function's import() into require().)
    const relevance = (await page.evaluate(`(async () => {
      const pagefind = await import("${PAGEFIND_PATH}pagefind.js");
      const { results } = await pagefind.search("sleep");
      return Promise.all(results.map(async (result) => (await result.data()).url));
    })()`)) as string[];
    expect(relevance).toEqual(["/programs/sleep-circle/", "/resources/calm-evenings/"]);
    await page.context().close();
  });
});

/**
 * A word from a guide's text in data/guides/ that no other page's source text holds, the longest such: the
 * search should find that guide by it, as its first result.
 */
function wordOfAGuide(): { word: string; path: string } {
  const elsewhere = new Set([
    ...programs.flatMap((program) => words([program.name, program.summary, ...program.details, ...program.highlights].join(" "))),
    ...guides.flatMap((guide) => words([guide.title, guide.summary].join(" "))),
  ]);
  for (const guide of guides) {
    const others = new Set(guides.filter((other) => other !== guide).flatMap((other) => words(other.body)));
    const own = words(guide.body.replace(/\]\([^)]*\)/g, "]")).filter((word) => word.length >= 6 && !others.has(word) && !elsewhere.has(word));
    const [longest] = own.sort((a, b) => b.length - a.length || a.localeCompare(b));
    if (longest) return { word: longest, path: `/resources/${guide.id}/` };
  }
  throw new Error("No guide in data/guides/ has a word of its own in its text to search for");
}

describe("a guide found by a word of its text", () => {
  it("is the first result, linked to the guide's page", async () => {
    const { word, path: guidePath } = wordOfAGuide();
    const page = await site.newPage(1280);
    await visit(page, site.origin, `/search/?q=${encodeURIComponent(word)}`);
    await answered(page, word);
    expect(await resultLinks(page).first().getAttribute("href")).toBe(guidePath);
    expect(await main(page).locator("mark").first().innerText()).toMatch(new RegExp(word.slice(0, 4), "i"));
    await page.context().close();
  });
});

describe("every guide", () => {
  it("is in the index: searching its title finds its page", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/search/");
    // Pagefind's own API, as the page loads it, one search per guide. (As text: the tests' compiler would turn a
    // function's import() into require().)
    const found = (await page.evaluate(`(async () => {
      const pagefind = await import("${PAGEFIND_SCRIPT}");
      const titles = ${JSON.stringify(guides.map((guide) => guide.title))};
      return Promise.all(titles.map(async (title) => {
        const { results } = await pagefind.search(title);
        return Promise.all(results.map(async (result) => (await result.data()).url));
      }));
    })()`)) as string[][];
    expect(found.map((urls, index) => urls.includes(`/resources/${guides[index]?.id ?? ""}/`))).toEqual(guides.map(() => true));
    await page.context().close();
  });
});

describe("a search that finds nothing", () => {
  it("says so, and offers the guides' topics", async () => {
    const visited = await openRoute(site, `/search/?q=${NONSENSE}`, 375);
    const page = visited.page;
    expect(await answered(page, NONSENSE)).toBe(countText(0, NONSENSE));
    expect(await resultLinks(page).count()).toBe(0);
    expect(await main(page).getByText(texts.topicsText).isVisible()).toBe(true);
    expect(await main(page).getByRole("link", { name: texts.topicsLinkLabel }).getAttribute("href")).toBe("/resources/");
    for (const topic of library.topics) {
      expect(await main(page).getByRole("link", { name: topic.label }).getAttribute("href")).toBe(`/resources/topics/${topic.id}/`);
    }
    expect(visited.consoleErrors()).toEqual([]);
    expect(visited.foreign).toEqual([]);
    expect(await visited.cspViolations()).toEqual([]);
    await visited.close();
  });
});

describe("searching with the keyboard alone", () => {
  it("types in the field, searches with Enter, and reaches the first result with Tab", async () => {
    const page = await site.newPage(1280, { reducedMotion: "reduce" });
    await visit(page, site.origin, "/search/");
    await main(page).getByRole("searchbox", { name: texts.fieldLabel }).focus();
    await page.keyboard.type(WORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.origin}/search/?q=${encodeURIComponent(WORD)}`);
    await answered(page, WORD);
    // The field, then its button, then the first result.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(texts.buttonLabel);
    await page.keyboard.press("Tab");
    const first = await resultLinks(page).first().getAttribute("href");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(first);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.origin}${first ?? ""}`);
    await page.context().close();
  });
});

describe("the header's search", () => {
  it("sends the words to /search/?q=… from the small-screen menu, where the results follow", async () => {
    const page = await site.newPage(375);
    await visit(page, site.origin, "/about/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("banner").getByRole("searchbox", { name: "Search the site" }).fill(WORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.origin}/search/?q=${encodeURIComponent(WORD)}`);
    expect(await answered(page, WORD)).toContain(WORD);
    await page.context().close();
  });

  it("works without JavaScript too", async () => {
    const page = await site.newPage(375, { javaScriptEnabled: false });
    await visit(page, site.origin, "/about/", { scripts: false });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("banner").getByRole("searchbox", { name: "Search the site" }).fill(WORD);
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(`${site.origin}/search/?q=${encodeURIComponent(WORD)}`);
    expect(await main(page).innerText()).toContain(texts.noScriptText);
    await page.context().close();
  });

  it("links to the search page on wide screens", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/about/");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search", exact: true });
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(`${site.origin}/search/`);
    await page.locator("h1", { hasText: texts.title }).waitFor();
    expect(await link.getAttribute("aria-current")).toBe("page");
    await page.context().close();
  });
});

describe("/search/ without JavaScript", () => {
  it("says that search needs JavaScript and links to the guides' topics", async () => {
    const page = await site.newPage(375, { javaScriptEnabled: false });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, site.origin, `/search/?q=${encodeURIComponent(WORD)}`, { scripts: false });
    // Playwright's text and role queries skip what is inside <noscript>, which this browser shows.
    const notice = main(page).locator("noscript > div");
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.locator("p").innerText()).toBe(texts.noScriptText);
    const links = await notice.locator("a").evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim(), anchor.getAttribute("href")]));
    expect(links).toEqual([
      ...library.topics.map((topic) => [topic.label, `/resources/topics/${topic.id}/`]),
      [texts.topicsLinkLabel, "/resources/"],
    ]);
    expect(requests.filter((path) => path.startsWith(PAGEFIND_PATH))).toEqual([]);
    await page.context().close();
  });
});
