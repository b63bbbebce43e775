import type { Page } from "@playwright/test";
import { menuExpanded } from "./support/accessibility-tree";
import { expect, test, visit } from "./support/fixtures";
import { focusState } from "./support/route-visit";

/**
 * A visitor with a keyboard alone can skip to the content and use the menu. That focus is always visible, on
 * every stop of the first route of each template at 1280 and 375 px, is checked by routes.spec.ts and
 * routes.phone.spec.ts on their one load of each route.
 */

test.describe("the skip link", () => {
  test("is the first stop, shows itself when focused, and moves focus to the main content", async ({ site }) => {
    // Reduced motion: the browser scrolls to focus at once, so where focus is can be read straight away.
    const page = await site.newPage(1280, { reducedMotion: "reduce" });
    await visit(page, "/events/");
    await page.keyboard.press("Tab");
    expect(await focusState(page)).toMatchObject({ tag: "a", text: "Skip to main content", visibleOutline: true, inViewport: true });
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop is inside the main content, not back in the header.
    await expect(page.locator("main :focus")).toHaveCount(1);
    await page.context().close();
  });
});

test.describe("the small-screen menu", () => {
  // One page, used in turn by each test: each starts where the one before left the menu.
  test.describe.configure({ mode: "serial" });
  let page: Page;
  const button = () => page.getByRole("button", { name: "Menu" });
  const firstLink = () => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });
  /** The expanded state the browser gives assistive technology, from the popover itself. */
  const expectExpanded = (expanded: boolean) => expect.poll(() => menuExpanded(page)).toBe(expanded);

  test.beforeAll(async ({ site }) => {
    page = await site.newPage(375);
    await visit(page, "/");
  });
  test.afterAll(() => page.context().close());

  test("is closed at first, its links hidden", async () => {
    await expectExpanded(false);
    await expect(firstLink()).toBeHidden();
  });

  test("opens with Enter and shows the links", async () => {
    await button().focus();
    await page.keyboard.press("Enter");
    await expectExpanded(true);
    await expect(firstLink()).toBeVisible();
  });

  test("lets Tab reach the links, then closes with Escape and returns focus to the button", async () => {
    await page.keyboard.press("Tab");
    await expect(firstLink()).toBeFocused();
    await page.keyboard.press("Escape");
    await expectExpanded(false);
    await expect(firstLink()).toBeHidden();
    await expect(button()).toBeFocused();
  });

  test("opens with Space and closes with Space", async () => {
    await page.keyboard.press("Space");
    await expectExpanded(true);
    await expect(firstLink()).toBeVisible();
    await page.keyboard.press("Space");
    await expectExpanded(false);
  });
});

test("the small-screen menu is not needed on wide screens, where the links are always shown", async ({ site }) => {
  const wide = await site.newPage(1280);
  await visit(wide, "/");
  await expect(wide.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(wide.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" })).toBeVisible();
  await wide.context().close();
});
