import type { Page } from "@playwright/test";
import { eventsByDescriptionLength, pageTexts } from "./support/content";
import { expect, HYDRATED, test, visit } from "./support/fixtures";

/**
 * The small-screen menu and each event's Read more are native HTML: they work with JavaScript switched off, and
 * while the page's scripts are still on their way (here: every script request refused, so React never starts).
 * When the scripts do arrive, React takes over what the visitor has already opened, without a hydration error.
 * The phone project's width (375 px), where the menu is a button.
 */

interface AxState {
  role: string;
  name: string;
  expanded: boolean | undefined;
}

/** What Chromium tells assistive technology about an element: its role, name and expanded state. */
async function axState(page: Page, selector: string): Promise<AxState> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
    return { role: String(node?.role?.value ?? ""), name: String(node?.name?.value ?? ""), expanded };
  } finally {
    await cdp.detach();
  }
}

const MENU_BUTTON = "button[aria-controls=site-menu]";
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });
const aboutLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" });

/** The card of the event with the longest description in data/events/: the one most sure to be clamped. */
const LONGEST = eventsByDescriptionLength[0];
const longestCard = (page: Page) => page.locator(`#event-${LONGEST?.id ?? "missing"}`);

async function reactHasNotStarted(page: Page): Promise<void> {
  // React writes aria-expanded once it runs; the built HTML leaves it to the browser.
  expect(await menuButton(page).getAttribute("aria-expanded")).toBeNull();
}

/** Console errors and uncaught exceptions of the page, from its start. */
function collectErrors(page: Page, ignore: RegExp | null = null): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !(ignore && ignore.test(message.text()))) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const mode of ["JavaScript disabled", "scripts blocked"] as const) {
  test.describe(`with ${mode}, at 375 px`, () => {
    if (mode === "JavaScript disabled") test.use({ javaScriptEnabled: false });
    let errors: string[];
    test.beforeEach(async ({ page }) => {
      // A refused request is reported as a failed load; that is this test's doing, not the page's.
      errors = collectErrors(page, mode === "scripts blocked" ? /Failed to load resource/ : null);
      if (mode === "scripts blocked") await page.route(/\.js(\?|$)/, (route) => route.abort());
    });
    test.afterEach(() => {
      expect(errors).toEqual([]);
    });

    test("the menu button opens and closes the menu, telling assistive technology whether it is expanded", async ({ page }) => {
      await visit(page, "/", { scripts: false });
      await reactHasNotStarted(page);
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
      await visit(page, "/", { scripts: false });
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
      await visit(page, "/", { scripts: false });
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
      await visit(page, "/events/", { scripts: false });
      await reactHasNotStarted(page);
      const card = longestCard(page);
      const title = (await card.getByRole("heading").innerText()).trim();
      const summary = `#${await card.getAttribute("id")} summary`;
      const description = card.locator("p[id$='-description']");
      const lines = () => description.evaluate((element) => Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)));
      const longerThanThreeLines = await description.evaluate((element) => element.scrollHeight > element.clientHeight + 1);

      // Without scripts every card offers Read more; a description of three lines or fewer shows whole.
      if (!longerThanThreeLines) expect(await lines()).toBeLessThanOrEqual(3);
      else expect(await lines()).toBe(3);
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

test.describe("when the scripts arrive after the visitor has opened both controls", () => {
  test("React takes them over as they are, without a hydration error", async ({ page }) => {
    const errors = collectErrors(page);
    // Scripts are held back until the visitor has used the controls.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await visit(page, "/events/", { scripts: false });
    await reactHasNotStarted(page);

    const card = longestCard(page);
    const details = card.locator("details");
    await card.locator("summary").click();
    await menuButton(page).click();
    await expect(aboutLink(page)).toBeVisible();

    release();
    // React has started when it writes the menu's expanded state: its first write must be the browser's, open.
    await expect(page.locator(HYDRATED)).toBeAttached();
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true");
    await expect(aboutLink(page)).toBeVisible();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await card.locator("p[id$='-description']").getAttribute("data-clamped")).toBeNull();

    // And the controls go on working, now with React (which follows each control's toggle event, a task later).
    await page.keyboard.press("Escape");
    await expect(aboutLink(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await card.locator("summary").click();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await expect(card.locator("p[id$='-description'][data-clamped]")).toBeAttached();
    expect(errors).toEqual([]);
  });
});
