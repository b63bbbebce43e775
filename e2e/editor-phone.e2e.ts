import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { events, programs } from "../__tests__/support/data";
import { formatClockTime, minutesOfDay } from "../src/lib/datetime";
import { openSite, type Site } from "./support/browser";
import { cloneRepo, routeToDecapServer, startDecapServer, watchPage, type DecapServer, type Repo } from "./support/editor";
import { presentStructures, screenFacts, stylesheetSelectors, touchScreen } from "./support/small-screens";

/**
 * The content editor on a phone (375 × 812, touch) and a tablet (768 px): a volunteer changes an event's time
 * with the picker and its title, previews it, saves a draft and marks it ready; a staff member publishes it, all
 * from the phone. On every screen, nothing scrolls sideways and every control is big enough to tap. Decap's
 * layout there is src/cms/small-screens.editor.css; the last test fails when a Decap upgrade removes a
 * structure it relies on. EDITOR_SHOTS=<folder> also saves a screenshot of every screen there.
 */

const [EVENT] = events;
const EVENT_ID = EVENT?.id ?? "no-event";
const EVENT_FILE = `data/events/${EVENT_ID}.json`;
/** Half an hour after the event's start: still before its end, as the editor requires. */
const NEW_START = (() => {
  const minutes = minutesOfDay(EVENT?.startTime ?? "10:00") + 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
})();
const STRUCTURES = stylesheetSelectors();
const SHOTS = process.env.EDITOR_SHOTS;

let repo: Repo;
let decap: DecapServer;
let site: Site;
let watch: ReturnType<typeof watchPage>;
/** The stylesheet's selectors that have matched an element on the screens visited so far. */
const seen = new Set<string>();

beforeAll(async () => {
  repo = cloneRepo();
  [decap, site] = await Promise.all([startDecapServer(repo.dir), openSite()]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await decap?.close();
  repo?.close();
});

/** A page of the editor on a touch screen of this width, logged in to the local backend. */
async function editorOn(width: number): Promise<Page> {
  const page = await site.newPage(width, touchScreen(width));
  watch = watchPage(page, site.origin);
  // Publishing asks "Are you sure…?" in the browser's own dialog.
  page.on("dialog", (dialog) => void dialog.accept());
  await routeToDecapServer(page, site.origin, decap);
  return page;
}

/**
 * The checks every screen must pass: nothing scrolls sideways (the page, and the preview inside its frame),
 * and no control on screen is smaller than a touch target.
 */
async function checkScreen(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const structure of await presentStructures(page, STRUCTURES)) seen.add(structure);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${width}-${screen.replace(/\W+/g, "-")}.png`) });
  // The preview frame draws its entry first and takes the site's styles a moment later (Decap injects them into
  // the frame): until then a picture has its own width. Its width is judged once its styles have arrived (or after
  // 5 s, when the check below then reports the overflow).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("iframe")].every((frame) => {
          const root = frame.contentDocument?.documentElement;
          return !root || frame.clientWidth === 0 || root.scrollWidth <= frame.clientWidth;
        }),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const facts = await screenFacts(page);
  expect({ screen, scrollWidth: facts.scrollWidth, innerWidth: facts.innerWidth, smallTargets: facts.smallTargets }).toEqual({
    screen,
    scrollWidth: width,
    innerWidth: width,
    smallTargets: [],
  });
  if (facts.frame) expect({ screen, frame: facts.frame.scrollWidth }).toEqual({ screen, frame: facts.frame.width });
}

/** Waits until a control is entirely on screen, horizontally and vertically, and returns its box. */
async function onScreen(page: Page, name: string | RegExp) {
  const control = page.getByRole("button", { name, exact: typeof name === "string" }).first();
  await control.waitFor();
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);
}

function published(file: string): Record<string, unknown> {
  return JSON.parse(repo.published(file)) as Record<string, unknown>;
}

function draftBranches(): string[] {
  return repo.git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean);
}

async function waitFor(condition: () => boolean, what: string, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** "2024-03-15" as the site and the editor's list write it: "March 15, 2024". */
function dayText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

describe("on a phone, 375 × 812 with touch", () => {
  let page: Page;
  let before: Record<string, unknown>;
  const newTitle = "Annual Community Gathering in the Park";

  beforeAll(async () => {
    page = await editorOn(375);
    before = published(EVENT_FILE);
  });

  it("logs in", async () => {
    await page.goto(`${site.origin}/admin/`);
    const login = page.getByRole("button", { name: "Login" });
    await login.waitFor();
    await checkScreen(page, "login");
    await login.tap();
    await page.getByRole("link", { name: "Events" }).first().waitFor();
  });

  it("lists the events newest first, each with its day beside its title", async () => {
    const folder = path.join(repo.dir, "data/events");
    const events = readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as { title: string; date: string });
    const expected = events.sort((a, b) => b.date.localeCompare(a.date)).map((event) => `${dayText(event.date)} · ${event.title}`);
    const entries = page.locator("a[href*='/collections/events/entries/']");
    await entries.first().waitFor();
    expect((await entries.allInnerTexts()).map((text) => text.trim())).toEqual(expected);
    await checkScreen(page, "events list");
  });

  it("opens an event on its fields, full width, with Save, Publish and Delete on screen and the preview off", async () => {
    await page.locator(`a[href$='/collections/events/entries/${EVENT_ID}']`).tap();
    const title = page.getByLabel("Title", { exact: true });
    await title.waitFor();
    const box = await title.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    await onScreen(page, "Save");
    await onScreen(page, "Published");
    await onScreen(page, /^Delete/);
    await onScreen(page, "Show preview");
    expect(await page.locator("iframe#preview-pane").isVisible()).toBe(false);
    await checkScreen(page, "entry");
    // A folded group's bar names what it holds: the address by its first line, then the location by its name.
    const location = before.location as { name: string; address?: { street: string } };
    const collapse = page.getByRole("button", { name: "Collapse", exact: true });
    await collapse.nth(1).tap();
    await page.getByText(`Address: ${location.address?.street ?? "the organization's address"}`, { exact: true }).waitFor();
    await collapse.first().tap();
    await page.getByText(`Location: ${location.name}`, { exact: true }).waitFor();
    await checkScreen(page, "entry, location folded");
    // The end of the form, where the preview button floats over nothing it hides.
    await page.locator("[class*='-PreviewPaneContainer-ControlPaneContainer']").evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
    await checkScreen(page, "entry, end of the form");
  });

  it("changes the start time with the time picker and the title, and previews them full width", async () => {
    const start = page.getByLabel("Start time", { exact: true });
    expect(await start.getAttribute("type")).toBe("time");
    await start.fill(NEW_START);
    await page.getByLabel("Title", { exact: true }).fill(newTitle);
    await page.getByRole("button", { name: "Show preview" }).tap();
    const preview = page.frameLocator("iframe#preview-pane");
    await preview.getByRole("heading", { name: newTitle }).waitFor();
    await preview.getByText(new RegExp(`^${formatClockTime(NEW_START)} - `)).waitFor();
    const frame = await page.locator("iframe#preview-pane").boundingBox();
    expect(frame?.width).toBe(375);
    expect(await page.getByLabel("Title", { exact: true }).isVisible()).toBe(false);
    await checkScreen(page, "preview");
    await page.getByRole("button", { name: "Back to the fields" }).tap();
    await page.getByLabel("Title", { exact: true }).waitFor();
    expect(await page.locator("iframe#preview-pane").isVisible()).toBe(false);
  });

  it("saves a draft: the time saved exactly as HH:MM, the published file as it was", async () => {
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    await page.getByText("Entry saved").first().waitFor();
    await waitFor(() => draftBranches().includes(`cms/events/${EVENT_ID}`), "the draft");
    const draft = JSON.parse(repo.git("show", `cms/events/${EVENT_ID}:${EVENT_FILE}`)) as Record<string, unknown>;
    expect(draft).toEqual({ ...before, title: newTitle, startTime: NEW_START });
    expect(published(EVENT_FILE)).toEqual(before);
    await checkScreen(page, "entry, draft saved");
  });

  it("marks it ready from the status menu", async () => {
    await page.getByRole("button", { name: /^Status:/ }).tap();
    const ready = page.getByRole("menuitem", { name: "Ready" });
    await ready.waitFor();
    await checkScreen(page, "status menu");
    await ready.tap();
    await page.getByRole("button", { name: "Status: Ready" }).waitFor();
  });

  it("shows the draft on the workflow board", async () => {
    await page.goto(`${site.origin}/admin/#/workflow`);
    await page.getByText(newTitle).first().waitFor();
    await checkScreen(page, "workflow");
  });

  it("publishes it, as a staff member would from a phone", async () => {
    await page.goto("about:blank");
    await page.goto(`${site.origin}/admin/#/collections/events/entries/${EVENT_ID}`);
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await publish.waitFor();
    await onScreen(page, "Publish");
    await publish.tap();
    const now = page.getByRole("menuitem", { name: "Publish now" });
    await now.waitFor();
    await checkScreen(page, "publish menu");
    await now.tap();
    await waitFor(() => draftBranches().length === 0, "the draft to be published");
    expect(published(EVENT_FILE)).toEqual({ ...before, title: newTitle, startTime: NEW_START });
    await page.getByRole("button", { name: "Published", exact: true }).waitFor();
    await checkScreen(page, "entry, published");
  });

  it("opens the media library", async () => {
    await page.goto("about:blank");
    await page.goto(`${site.origin}/admin/#/collections/events`);
    await page.getByRole("button", { name: "Media" }).tap();
    await page.getByRole("button", { name: "Upload" }).waitFor();
    await checkScreen(page, "media library");
    expect(watch.errors).toEqual([]);
    expect(watch.foreign).toEqual([]);
  });
});

describe("on a tablet, 768 px with touch", () => {
  let page: Page;

  beforeAll(async () => {
    page = await editorOn(768);
  });

  it("fits every screen: login, list, entry, preview, workflow, media library", async () => {
    await page.goto(`${site.origin}/admin/`);
    await page.getByRole("button", { name: "Login" }).waitFor();
    await checkScreen(page, "login");
    await page.getByRole("button", { name: "Login" }).tap();
    await page.locator("a[href*='/collections/events/entries/']").first().waitFor();
    await checkScreen(page, "events list");
    await page.goto(`${site.origin}/admin/#/collections/programs/entries/${programs[0]?.id ?? "no-program"}`);
    await page.getByRole("button", { name: "Show preview" }).waitFor();
    await checkScreen(page, "program");
    await page.getByRole("button", { name: "Show preview" }).tap();
    await page.frameLocator("iframe#preview-pane").getByRole("heading", { level: 1 }).first().waitFor();
    await checkScreen(page, "program preview");
    await page.goto(`${site.origin}/admin/#/workflow`);
    await page.getByText("Drafts").first().waitFor();
    await checkScreen(page, "workflow");
    await page.getByRole("button", { name: "Media" }).tap();
    await page.getByRole("button", { name: "Upload" }).waitFor();
    await checkScreen(page, "media library");
    expect(watch.errors).toEqual([]);
  });
});

it("finds the Decap structure every rule of the small-screen stylesheet relies on (after a Decap upgrade, fix the stylesheet)", () => {
  expect(STRUCTURES.length).toBeGreaterThan(20);
  expect(STRUCTURES.filter((structure) => !seen.has(structure))).toEqual([]);
});
