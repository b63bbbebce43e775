import type { Page } from "playwright-core";
import { openSite, visit, type Site } from "./support/browser";
import { axeResults } from "./support/route-visit";

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2 A and AA, and best practices) on the small-screen menu opened without
 * JavaScript. Every route at 375 and 1280 px is checked by pages.e2e.ts, on the same load as its other checks.
 */

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

/**
 * A page whose scripts never run: every script request is refused, so React never starts. (axe runs inside the
 * page, so JavaScript itself stays on; before-scripts.e2e.ts uses the same menu with JavaScript switched off.)
 */
async function withoutScripts(width: number, route: string): Promise<Page> {
  const page = await site.newPage(width);
  await page.route(/\.js(\?|$)/, (request) => request.abort());
  await visit(page, site.origin, route, { scripts: false });
  // React writes aria-expanded when it runs: it has not.
  expect(await page.locator("button[aria-controls=site-menu]").getAttribute("aria-expanded")).toBeNull();
  return page;
}

describe("the menu opened without JavaScript", () => {
  it("has no accessibility violations at 375 px", async () => {
    const page = await withoutScripts(375, "/events/");
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).isVisible()).toBe(true);
    const { violations, passes } = await axeResults(page);
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
    const { violations, passes } = await axeResults(page);
    expect(violations).toEqual([]);
    expect(passes).toBeGreaterThan(10);
    // And closed again, the links in the bar.
    await page.keyboard.press("Escape");
    expect(await about.isVisible()).toBe(true);
    expect((await axeResults(page)).violations).toEqual([]);
    await page.context().close();
  });
});
