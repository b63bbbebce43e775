import { test } from "./support/fixtures";
import { FIRST_ROUTES, inOneTab, OTHER_ROUTES } from "./support/route-checks";
import { openTab, type RouteTab } from "./support/route-visit";

/**
 * Every page after the first of its template (routes.spec.ts checks those, and with them the template): each
 * guide, topic, audience and program page but the first, in every language; and every page of a language the
 * whole site is translated into, which is its English page's template in other words. What differs is their
 * words and data, so each is read for what they can break, at 1280, 768, 375 and 320 px: its h1, title, head and
 * links in its language, axe-core, a clean load with no error, failed request or policy violation, no sideways
 * scrolling, Get help now in its header, and its HTML's bytes (support/route-checks.ts, inOneTab).
 *
 * One tab visits them in turn, as a visitor going from page to page does: what the first load fetched (scripts,
 * styles, fonts) is cached for the others. Two halves, one for each worker.
 */

const ROUTES = [...FIRST_ROUTES.filter((route) => (route.chrome ?? "en") !== "en"), ...OTHER_ROUTES];
const halves = [ROUTES.filter((_, index) => index % 2 === 0), ROUTES.filter((_, index) => index % 2 === 1)];

for (const [index, routes] of halves.entries()) {
  test.describe(`the pages of each template after the first, and the translated pages, part ${index + 1} of 2`, () => {
    test.describe.configure({ mode: "default" });
    let tab: RouteTab;
    test.beforeAll(async ({ site }) => {
      tab = await openTab(site, 1280);
    });
    test.afterAll(() => tab.close());

    for (const route of routes) test(route.path, () => inOneTab(tab, route));
  });
}
