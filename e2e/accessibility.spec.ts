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
 * A page whose script never ran: script execution is switched off while it loads, and on again for axe, which
 * runs inside the page. (before-scripts.phone.spec.ts uses the same menu with JavaScript switched off.)
 */
async function withoutScripts(site: ServedSite, width: number, route: string): Promise<Page> {
  const page = await site.newPage(width);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  await visit(page, route, { scripts: false });
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
  await cdp.detach();
  expect(await page.locator("html").getAttribute("data-scripts")).toBeNull();
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
