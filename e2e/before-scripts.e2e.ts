import type { Page } from "playwright-core";
import { HYDRATED, openSite, visit, type Site } from "./support/browser";
import { eventsByDescriptionLength, pageTexts } from "./support/content";

/**
 * The small-screen menu and each event's Read more are native HTML: they work with JavaScript switched off, and
 * while the page's scripts are still on their way (here: every script request refused, so React never starts).
 * When the scripts do arrive, React takes over what the visitor has already opened, without a hydration error.
 */

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

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
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** The card of the event with the longest description in data/events/: the one most sure to be clamped. */
const LONGEST = eventsByDescriptionLength[0];
const longestCard = (page: Page) => page.locator(`#event-${LONGEST?.id ?? "missing"}`);

/** A phone-sized page that runs no script of the site: JavaScript off, or every script request refused. */
async function scriptlessPage(mode: "JavaScript disabled" | "scripts blocked"): Promise<{ page: Page; errors: string[] }> {
  const page = await site.newPage(375, mode === "JavaScript disabled" ? { javaScriptEnabled: false } : {});
  const errors: string[] = [];
  if (mode === "scripts blocked") await page.route(/\.js(\?|$)/, (route) => route.abort());
  page.on("console", (message) => {
    // A refused request is reported as a failed load; that is this test's doing, not the page's.
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

async function reactHasNotStarted(page: Page): Promise<void> {
  // React writes aria-expanded once it runs; the built HTML leaves it to the browser.
  expect(await menuButton(page).getAttribute("aria-expanded")).toBeNull();
}

describe.each(["JavaScript disabled", "scripts blocked"] as const)("with %s, at 375 px", (mode) => {
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    ({ page, errors } = await scriptlessPage(mode));
  });
  afterEach(async () => {
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the menu button opens and closes the menu, telling assistive technology whether it is expanded", async () => {
    await visit(page, site.origin, "/", { scripts: false });
    await reactHasNotStarted(page);
    expect(await axState(page, MENU_BUTTON)).toEqual({ role: "button", name: "Menu", expanded: false });
    expect(await aboutLink(page).isVisible()).toBe(false);

    await menuButton(page).click();
    expect(await aboutLink(page).isVisible()).toBe(true);
    expect(await axState(page, MENU_BUTTON)).toEqual({ role: "button", name: "Menu", expanded: true });

    await menuButton(page).click();
    expect(await aboutLink(page).isVisible()).toBe(false);
    expect((await axState(page, MENU_BUTTON)).expanded).toBe(false);
  });

  it("the menu opens from the keyboard, lets Tab reach its links, and closes on Escape with focus back on its button", async () => {
    await visit(page, site.origin, "/", { scripts: false });
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    expect(await aboutLink(page).isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("About Us");
    await page.keyboard.press("Escape");
    expect(await aboutLink(page).isVisible()).toBe(false);
    expect(await menuButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    expect(await aboutLink(page).isVisible()).toBe(true);
  });

  it("the menu closes when the visitor clicks outside it, and its links lead to their pages", async () => {
    await visit(page, site.origin, "/", { scripts: false });
    await menuButton(page).click();
    // A spot in the page's content below the open menu, away from any link.
    await page.locator("main").click({ position: { x: 4, y: 500 } });
    expect(await aboutLink(page).isVisible()).toBe(false);

    await menuButton(page).click();
    await aboutLink(page).click();
    await page.waitForURL(`${site.origin}/about/`);
    expect(await page.locator("h1").innerText()).toBe(pageTexts("about").title);
  });

  it("Read more shows an event's whole description, and Show less clamps it again", async () => {
    await visit(page, site.origin, "/events/", { scripts: false });
    await reactHasNotStarted(page);
    const card = longestCard(page);
    const title = (await card.getByRole("heading").innerText()).trim();
    const summary = `#${await card.getAttribute("id")} summary`;
    const description = card.locator("p[id$='-description']");
    const lines = () =>
      description.evaluate((element) => Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)));
    const longerThanThreeLines = await description.evaluate((element) => element.scrollHeight > element.clientHeight + 1);

    // Without scripts every card offers Read more; a description of three lines or fewer shows whole.
    if (!longerThanThreeLines) expect(await lines()).toBeLessThanOrEqual(3);
    else expect(await lines()).toBe(3);
    const closed = await axState(page, summary);
    expect(closed.name).toBe(`Read more about ${title}`);
    expect(closed.expanded).toBe(false);

    await page.locator(summary).click();
    if (longerThanThreeLines) expect(await lines()).toBeGreaterThan(3);
    expect(await axState(page, summary)).toMatchObject({ name: `Show less about ${title}`, expanded: true });

    // And from the keyboard.
    await page.locator(summary).focus();
    await page.keyboard.press("Enter");
    if (longerThanThreeLines) expect(await lines()).toBe(3);
    expect(await axState(page, summary)).toMatchObject({ name: `Read more about ${title}`, expanded: false });
  });
});

describe("when the scripts arrive after the visitor has opened both controls", () => {
  it("React takes them over as they are, without a hydration error", async () => {
    const page = await site.newPage(375);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // Scripts are held back until the visitor has used the controls.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site.origin}/events/`, { waitUntil: "load" });
    await reactHasNotStarted(page);

    const card = longestCard(page);
    const details = card.locator("details");
    await card.locator("summary").click();
    await menuButton(page).click();
    expect(await aboutLink(page).isVisible()).toBe(true);

    release();
    // React has started when it writes the menu's expanded state, as the browser has it: open.
    await page.waitForSelector(HYDRATED, { state: "attached" });
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true");
    expect(await aboutLink(page).isVisible()).toBe(true);
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await card.locator("p[id$='-description']").getAttribute("data-clamped")).toBeNull();

    // And the controls go on working, now with React (which follows each control's toggle event, a task later).
    await page.keyboard.press("Escape");
    expect(await aboutLink(page).isVisible()).toBe(false);
    await page.waitForSelector('button[aria-controls=site-menu][aria-expanded="false"]', { timeout: 2000 });
    await card.locator("summary").click();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await card.locator("p[id$='-description'][data-clamped]").waitFor({ timeout: 2000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
