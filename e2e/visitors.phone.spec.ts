import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { crisisNotice } from "./support/content";
import { expect, test } from "./support/fixtures";
import { squash } from "./support/page-checks";
import { ALL_ROUTES } from "../harness/routes";
import { builtFile, decode, FIRST_ROUTES } from "./support/route-checks";
import { formStatesAt } from "./support/visitors";

/**
 * At 375 px: the forms' states of visitors.spec.ts (support/visitors.ts), and the crisis line on every route
 * without JavaScript: in every page's HTML, and on screen on the first page of each template.
 */

formStatesAt(375);

// In every page's HTML as built, which is what a visitor without JavaScript reads: the notice that opens the
// footer, with its sentence and its three links.
test("the crisis line is in the footer of every route's HTML, with call and text links", async () => {
  const missing: string[] = [];
  for (const route of ALL_ROUTES) {
    const crisis = crisisNotice(route.chrome ?? "en");
    const html = await readFile(builtFile(route.path), "utf8");
    // The site's footer is the page's last (a guide's article has one of its own).
    const notice = /^<footer[^>]*>.*?<p[^>]*>(.*?)<\/p>/s.exec(html.slice(html.lastIndexOf("<footer")))?.[1] ?? "";
    const text = squash(decode(notice.replace(/<!--.*?-->/gs, "").replace(/<[^>]+>/g, "")));
    if (!text.startsWith(crisis.heading) || !text.includes(crisis.sentence)) missing.push(`${route.path}: "${text}"`);
    for (const link of crisis.links) {
      const anchors = [...notice.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href = "", name = ""]) => [
        decode(href),
        decode(name),
      ]);
      if (!anchors.some(([href, name]) => href === link.href && name === link.name))
        missing.push(`${route.path}: no link "${link.name}" to ${link.href}`);
    }
  }
  expect(missing).toEqual([]);
});

// On screen at 375 px, for the first route of each template in each language, without JavaScript: one page visits
// them in turn. With its styles inline, a page's footer is laid out once its HTML is parsed; its images change
// nothing here and are not waited for.
test.describe("the crisis line, without JavaScript, at 375 px", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(375, { javaScriptEnabled: false });
  });
  test.afterAll(() => page.context().close());

  for (const route of FIRST_ROUTES) {
    test(`is in the footer of ${route.path}, with call and text links`, async () => {
      // In the language of the page's footer.
      const crisis = crisisNotice(route.chrome ?? "en");
      await page.goto(route.path, { waitUntil: "domcontentloaded" });
      const notice = page.locator("footer").getByText(crisis.heading).locator("..");
      for (const link of crisis.links) {
        await expect(notice.getByRole("link", { name: link.name, exact: link.exact })).toHaveAttribute("href", link.href);
      }
      await expect(notice).toBeVisible();
      // The sentence as staff wrote it in data/footer.json, every place filled in.
      expect(squash(await notice.innerText())).toContain(crisis.sentence);
    });
  }
});
