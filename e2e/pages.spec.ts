import { expect, test } from "./support/fixtures";
import { FIRST_ROUTES, inOneTab, OTHER_ROUTES, withoutScripts } from "./support/route-checks";
import { axeResults, openTab, WORDS_RULES, type RouteTab } from "./support/route-visit";
import type { RouteSpec } from "../harness/routes";

/**
 * Every page but the first of each English template (routes.spec.ts checks those, and with them the template).
 *
 * - In another language, its home page, contact page, search and Get help now (WITH_SCRIPTS): what its words
 *   change, with its scripts running as a visitor's do, at 1280, 768, 375 and 320 px: its h1, title, head and
 *   links in its language, axe-core, a clean load with no error, failed request or policy violation, no sideways
 *   scrolling, Get help now in its header, and its HTML's bytes (support/route-checks.ts, inOneTab).
 * - Every other page (each page of another language, and each English guide, topic, audience and program page
 *   after the first of its kind): an English template in other words and data, so the same checks of its words,
 *   on the page as built and drawn without the site's scripts; its colors and code are its template's
 *   (withoutScripts).
 *
 * One tab of each kind visits them in turn, as a visitor going from page to page does: what the first load
 * fetched (styles, fonts, scripts) is cached for the others. Two halves, one for each worker.
 */

/**
 * The pages of another language read with their scripts: its home page (its header, footer and newsletter form
 * hydrated in its words), its contact form, its search and Get help now. Its other pages run the same code with
 * other data, checked as its English template's first page is.
 */
const WITH_SCRIPTS = new Set(["/", "/contact/", "/search/", "/get-help/"]);
const inLanguageFolder = (route: RouteSpec) => route.path.slice(route.path.indexOf("/", 1));
const translated = FIRST_ROUTES.filter((route) => (route.chrome ?? "en") !== "en");
const FIRST_IN_A_LANGUAGE = translated.filter((route) => WITH_SCRIPTS.has(inLanguageFolder(route)));
const LATER = [...translated.filter((route) => !WITH_SCRIPTS.has(inLanguageFolder(route))), ...OTHER_ROUTES];
const halves = <T>(list: T[]): [T[], T[]] => [list.filter((_, index) => index % 2 === 0), list.filter((_, index) => index % 2 === 1)];

for (const [index, routes] of halves(FIRST_IN_A_LANGUAGE).entries()) {
  test.describe(`the pages of another language read with their scripts, part ${index + 1} of 2`, () => {
    test.describe.configure({ mode: "default" });
    let tab: RouteTab;
    test.beforeAll(async ({ site }) => {
      tab = await openTab(site, 1280);
    });
    test.afterAll(() => tab.close());

    for (const route of routes) test(route.path, () => inOneTab(tab, route));
  });
}

for (const [index, routes] of halves(LATER).entries()) {
  test.describe(`the other pages, in every language, part ${index + 1} of 2`, () => {
    test.describe.configure({ mode: "default" });
    let tab: RouteTab;
    test.beforeAll(async ({ site }) => {
      tab = await openTab(site, 1280, { scripts: false });
    });
    test.afterAll(() => tab.close());

    for (const route of routes) test(route.path, () => withoutScripts(tab, route));
  });
}

// axe-core runs in a tab's pages from their start (support/route-visit.ts, openTab), where the page's scripts do
// not: it still finds what is wrong in a page read as built.
test("axe-core, in a tab's page read as built, finds a picture without its description", async ({ site }) => {
  const tab = await openTab(site, 1280, { scripts: false });
  const [route] = LATER;
  await tab.page.route(site.origin + (route?.path ?? "/"), async (request) => {
    const original = await request.fetch();
    await request.fulfill({ response: original, body: (await original.text()).replace("</main>", '<img src="/favicon.svg"></main>') });
  });
  const visited = await tab.open(route?.path ?? "/");
  // Read as built, with axe-core there from its start: no script of the page ran.
  expect(await visited.page.evaluate(() => [document.documentElement.hasAttribute("data-scripts"), "axe" in window])).toEqual([false, true]);
  const { violations } = await axeResults(visited.page, { rules: WORDS_RULES });
  expect(violations.map((violation) => violation.rule)).toContain("image-alt");
  await tab.close();
});
