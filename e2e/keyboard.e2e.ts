import type { Page } from "playwright-core";
import { openSite, visit, type Site } from "./support/browser";
import { ALL_ROUTES } from "./support/routes";

/** A visitor with a keyboard alone can skip to the content, always sees where focus is, and can use the menu. */

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

interface FocusState {
  tag: string;
  text: string;
  visibleOutline: boolean;
  inViewport: boolean;
}

/** Where focus is and whether a visitor can see it (after the browser's smooth scroll to it has settled). */
function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // On a busy machine the scroll may start a few frames late: settled means unchanged for four samples.
    let lastY = -1;
    let unchanged = 0;
    for (let sample = 0; sample < 80 && unchanged < 4; sample += 1) {
      unchanged = window.scrollY === lastY ? unchanged + 1 : 0;
      lastY = window.scrollY;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? "").trim().slice(0, 40),
      visibleOutline: outline,
      inViewport: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    };
  });
}

describe("the skip link", () => {
  it("is the first stop, shows itself when focused, and moves focus to the main content", async () => {
    const page = await site.newPage(1280);
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

describe.each([375, 1280])("focus at %i px", (width) => {
  it.each(ALL_ROUTES.map((route) => [route.path]))("is always visible on %s", async (route) => {
    const page = await site.newPage(width);
    await visit(page, site.origin, route);
    const seen: FocusState[] = [];
    for (let stop = 0; stop < 80; stop += 1) {
      await page.keyboard.press("Tab");
      const state = await focusState(page);
      if (!state) break;
      if (seen.length > 0 && state.text === seen[0]?.text && state.tag === seen[0]?.tag) break;
      seen.push(state);
    }
    expect(seen.length).toBeGreaterThan(5);
    const hidden = seen.filter((state) => !state.visibleOutline || !state.inViewport);
    expect(hidden).toEqual([]);
    await page.context().close();
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
