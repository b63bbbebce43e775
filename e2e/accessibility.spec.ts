import type { Page } from "@playwright/test";
import { expect, test, visit, type ServedSite } from "./support/fixtures";
import { axeResults } from "./support/route-visit";

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2 A and AA, and best practices) on the small-screen menu opened without
 * JavaScript. Every route is checked at 1280 px, by routes.spec.ts (the first of each English template) and
 * pages.spec.ts (every other), and the first of each English template at 375 px by routes.phone.spec.ts, on the
 * same load as its other checks; html.spec.ts validates every page's HTML.
 */

/**
 * A page whose scripts never run: every script request is refused, so React never starts. (axe runs inside the
 * page, so JavaScript itself stays on; before-scripts.phone.spec.ts uses the same menu with JavaScript switched off.)
 */
async function withoutScripts(site: ServedSite, width: number, route: string): Promise<Page> {
  const page = await site.newPage(width);
  await page.route(/\.js(\?|$)/, (request) => request.abort());
  await visit(page, route, { scripts: false });
  // React writes aria-expanded when it runs: it has not.
  await expect(page.locator("button[aria-controls=site-menu]")).not.toHaveAttribute("aria-expanded");
  return page;
}

const aboutLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });

test.describe("the menu opened without JavaScript", () => {
  test("has no accessibility violations at 375 px", async ({ site }) => {
    const page = await withoutScripts(site, 375, "/events/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(aboutLink(page)).toBeVisible();
    const { violations, passes } = await axeResults(page);
    expect(violations).toEqual([]);
    expect(passes).toBeGreaterThan(10);
    await page.context().close();
  });

  test("has no accessibility violations at 1280 px, where its links sit in the bar, even if opened on a narrower window", async ({ site }) => {
    const page = await withoutScripts(site, 1280, "/events/");
    await expect(aboutLink(page)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(aboutLink(page)).toBeVisible();
    const { violations, passes } = await axeResults(page);
    expect(violations).toEqual([]);
    expect(passes).toBeGreaterThan(10);
    // And closed again, the links in the bar.
    await page.keyboard.press("Escape");
    await expect(aboutLink(page)).toBeVisible();
    expect((await axeResults(page)).violations).toEqual([]);
    await page.context().close();
  });
});
