import type { Page } from "@playwright/test";
import { axState, MENU_BUTTON } from "./support/accessibility-tree";
import { eventsByDescriptionLength } from "./support/content";
import { pageTexts } from "../harness/content";
import { expect, SCRIPTS_READY, test, visit } from "./support/fixtures";

/**
 * The small-screen menu and each event's Read more are native HTML: they work with JavaScript switched off, and
 * the same with the page's script running, which only takes Read more away where there is nothing more to read
 * and closes the menu when the window grows wide. The phone project's width (375 px), where the menu is a button.
 */

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });
const aboutLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });

/** The card of the event with the longest description in data/events/: the one most sure to be clamped. */
const LONGEST = eventsByDescriptionLength[0];
const longestCard = (page: Page) => page.locator(`#event-${LONGEST?.id ?? "missing"}`);

/** Whether the page's script ran, as its root element says (src/enhance/loader.ts). */
async function scriptsRan(page: Page, ran: boolean): Promise<void> {
  if (ran) await expect(page.locator(SCRIPTS_READY)).toBeAttached();
  else expect(await page.locator("html").getAttribute("data-scripts")).toBeNull();
  // No script writes the menu's expanded state: the browser states it from the popover.
  expect(await menuButton(page).getAttribute("aria-expanded")).toBeNull();
}

/** Console errors and uncaught exceptions of the page, from its start. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const mode of ["JavaScript disabled", "its script running"] as const) {
  const scripts = mode === "its script running";
  test.describe(`with ${mode}, at 375 px`, () => {
    if (!scripts) test.use({ javaScriptEnabled: false });
    let errors: string[];
    test.beforeEach(({ page }) => {
      errors = collectErrors(page);
    });
    test.afterEach(() => {
      expect(errors).toEqual([]);
    });

    test("the menu button opens and closes the menu, telling assistive technology whether it is expanded", async ({ page }) => {
      await visit(page, "/", { scripts });
      await scriptsRan(page, scripts);
      expect(await axState(page, MENU_BUTTON)).toEqual({ role: "button", name: "Menu", expanded: false });
      await expect(aboutLink(page)).toBeHidden();

      await menuButton(page).click();
      await expect(aboutLink(page)).toBeVisible();
      await expect.poll(() => axState(page, MENU_BUTTON)).toEqual({ role: "button", name: "Menu", expanded: true });

      await menuButton(page).click();
      await expect(aboutLink(page)).toBeHidden();
      await expect.poll(async () => (await axState(page, MENU_BUTTON)).expanded).toBe(false);
    });

    test("the menu opens from the keyboard, lets Tab reach its links, and closes on Escape with focus back on its button", async ({ page }) => {
      await visit(page, "/", { scripts });
      await menuButton(page).focus();
      await page.keyboard.press("Enter");
      await expect(aboutLink(page)).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(aboutLink(page)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(aboutLink(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(aboutLink(page)).toBeVisible();
    });

    test("the menu closes when the visitor clicks outside it, and its links lead to their pages", async ({ page }) => {
      await visit(page, "/", { scripts });
      await menuButton(page).click();
      // A spot in the page's content below the open menu, away from any link.
      await page.locator("main").click({ position: { x: 4, y: 500 } });
      await expect(aboutLink(page)).toBeHidden();

      await menuButton(page).click();
      await aboutLink(page).click();
      await expect(page).toHaveURL("/about/");
      await expect(page.locator("h1")).toHaveText(pageTexts("about").title);
    });

    test("Read more shows an event's whole description, and Show less clamps it again", async ({ page }) => {
      await visit(page, "/events/", { scripts });
      await scriptsRan(page, scripts);
      const card = longestCard(page);
      const title = (await card.getByRole("heading").innerText()).trim();
      const summary = `#${await card.getAttribute("id")} summary`;
      const description = card.locator("p[id$='-description']");
      const lines = () => description.evaluate((element) => Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)));
      const longerThanThreeLines = await description.evaluate((element) => element.scrollHeight > element.clientHeight + 1);

      // A description of three lines or fewer shows whole; its Read more stays only without scripts.
      if (!longerThanThreeLines) {
        expect(await lines()).toBeLessThanOrEqual(3);
        if (scripts) {
          await expect(card.locator("summary")).toHaveCount(0);
          return;
        }
      } else expect(await lines()).toBe(3);
      const closed = await axState(page, summary);
      expect(closed.name).toBe(`Read more about ${title}`);
      expect(closed.expanded).toBe(false);

      await page.locator(summary).click();
      if (longerThanThreeLines) await expect.poll(lines).toBeGreaterThan(3);
      await expect.poll(() => axState(page, summary)).toMatchObject({ name: `Show less about ${title}`, expanded: true });

      // And from the keyboard.
      await page.locator(summary).focus();
      await page.keyboard.press("Enter");
      if (longerThanThreeLines) await expect.poll(lines).toBe(3);
      await expect.poll(() => axState(page, summary)).toMatchObject({ name: `Read more about ${title}`, expanded: false });
    });
  });
}

test.describe("with its script running", () => {
  test("a menu left open while the window grows wide closes, as the links are then in the bar", async ({ page }) => {
    const errors = collectErrors(page);
    await visit(page, "/");
    await menuButton(page).click();
    await expect(aboutLink(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.locator("#site-menu").evaluate((menu) => menu.matches(":popover-open"))).toBe(false);
    await expect(aboutLink(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
