import AxeBuilder from "@axe-core/playwright";
import { openSite, scrollThrough, visit, type Site } from "./support/browser";
import { ALL_ROUTES } from "./support/routes";

/** axe-core on every route at a phone and a desktop width: WCAG 2.0, 2.1 and 2.2 A and AA, and best practices. */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

describe.each([375, 1280])("at %i px", (width) => {
  it.each(ALL_ROUTES.map((route) => [route.path]))("%s has no accessibility violations", async (route) => {
    const page = await site.newPage(width);
    await visit(page, site.origin, route);
    await scrollThrough(page);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      elements: violation.nodes.map((node) => node.target.join(" ")),
    }));
    expect(violations).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(10);
    await page.context().close();
  });
});
