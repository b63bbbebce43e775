import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { openSite, scrollThrough, visit, type Site } from "./support/browser";
import { ALL_ROUTES } from "./support/routes";

/** axe-core on every route at a phone and a desktop width: WCAG 2.0, 2.1 and 2.2 A and AA, and best practices. */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return {
    violations: results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      elements: violation.nodes.map((node) => node.target.join(" ")),
    })),
    passes: results.passes.length,
  };
}

describe.each([375, 1280])("at %i px", (width) => {
  it.each(ALL_ROUTES.map((route) => [route.path]))("%s has no accessibility violations", async (route) => {
    const page = await site.newPage(width);
    await visit(page, site.origin, route);
    await scrollThrough(page);
    const { violations, passes } = await violationsOf(page);
    expect(violations).toEqual([]);
    expect(passes).toBeGreaterThan(10);
    await page.context().close();
  });
});

/**
 * A page whose scripts never run: every script request is refused, so React never starts. (axe runs inside the
 * page, so JavaScript itself stays on; before-scripts.e2e.ts uses the same menu with JavaScript switched off.)
 */
async function withoutScripts(width: number, route: string): Promise<Page> {
  const page = await site.newPage(width);
  await page.route(/\.js(\?|$)/, (request) => request.abort());
  await visit(page, site.origin, route);
  // React writes aria-expanded when it runs: it has not.
  expect(await page.locator("button[aria-controls=site-menu]").getAttribute("aria-expanded")).toBeNull();
  return page;
}

describe("the menu opened without JavaScript", () => {
  it("has no accessibility violations at 375 px", async () => {
    const page = await withoutScripts(375, "/events/");
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).isVisible()).toBe(true);
    const { violations, passes } = await violationsOf(page);
    expect(violations).toEqual([]);
    expect(passes).toBeGreaterThan(10);
    await page.context().close();
  });

  it("has no accessibility violations at 1280 px, where its links sit in the bar, even if opened on a narrower window", async () => {
    const page = await withoutScripts(1280, "/events/");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });
    expect(await about.isVisible()).toBe(true);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await about.isVisible()).toBe(true);
    const { violations, passes } = await violationsOf(page);
    expect(violations).toEqual([]);
    expect(passes).toBeGreaterThan(10);
    // And closed again, the links in the bar.
    await page.keyboard.press("Escape");
    expect(await about.isVisible()).toBe(true);
    expect((await violationsOf(page)).violations).toEqual([]);
    await page.context().close();
  });
});
