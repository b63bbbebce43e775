import type { Page } from "playwright-core";
import { openSite, visit, type Site } from "./support/browser";
import { focusState } from "./support/route-visit";

/**
 * A visitor with a keyboard alone can skip to the content and use the menu. That focus is always visible, on
 * every stop of every route at 375 and 1280 px, is checked by pages.e2e.ts on its one load of each route.
 */

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

describe("the skip link", () => {
  it("is the first stop, shows itself when focused, and moves focus to the main content", async () => {
    // Reduced motion: the browser scrolls to focus at once, so where focus is can be read straight away.
    const page = await site.newPage(1280, { reducedMotion: "reduce" });
    await visit(page, site.origin, "/events/");
    await page.keyboard.press("Tab");
    const first = await focusState(page);
    expect(first).toMatchObject({ tag: "a", text: "Skip to main content", visibleOutline: true, inViewport: true });
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await page.keyboard.press("Tab");
    // The next stop is inside the main content, not back in the header.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });
});

describe("the small-screen menu", () => {
  let page: Page;
  const button = () => page.getByRole("button", { name: "Menu" });
  /** The browser opens and closes the popover, then tells the page in a toggle event: wait for React to say so. */
  const expanded = async () => {
    await page
      .waitForFunction(() => {
        const element = document.getElementById("site-menu");
        const state = document.querySelector("button[aria-controls=site-menu]")?.getAttribute("aria-expanded");
        return element !== null && state === String(element.matches(":popover-open"));
      }, undefined, { timeout: 2000 })
      .catch(() => undefined);
    return button().getAttribute("aria-expanded");
  };
  const firstLink = () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });

  beforeAll(async () => {
    page = await site.newPage(375);
    await visit(page, site.origin, "/");
    // The expanded state below is the one React writes once it runs (before-scripts.e2e.ts covers the moment
    // before, when the browser states it itself).
    await page.waitForSelector("button[aria-controls=site-menu][aria-expanded]");
  });

  it("is closed at first, its links hidden", async () => {
    expect(await expanded()).toBe("false");
    expect(await firstLink().isVisible()).toBe(false);
  });

  it("opens with Enter and shows the links", async () => {
    await button().focus();
    await page.keyboard.press("Enter");
    expect(await expanded()).toBe("true");
    expect(await firstLink().isVisible()).toBe(true);
  });

  it("lets Tab reach the links, then closes with Escape and returns focus to the button", async () => {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("About Us");
    await page.keyboard.press("Escape");
    expect(await expanded()).toBe("false");
    expect(await firstLink().isVisible()).toBe(false);
    expect(await button().evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens with Space and closes with Space", async () => {
    await page.keyboard.press("Space");
    expect(await expanded()).toBe("true");
    expect(await firstLink().isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await expanded()).toBe("false");
  });

  it("is not needed on wide screens, where the links are always shown", async () => {
    const wide = await site.newPage(1280);
    await visit(wide, site.origin, "/");
    expect(await wide.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    expect(await wide.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).isVisible()).toBe(
      true,
    );
  });
});
