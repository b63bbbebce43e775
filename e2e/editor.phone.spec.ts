import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatClockTime, minutesOfDay } from "../src/lib/datetime";
import { openEditor, startLocalBackend, type Editor, type LocalBackend } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { presentStructures, screenFacts, stylesheetSelectors, touchScreen } from "./support/small-screens";

/**
 * The content editor on a phone (375 × 812, touch) and a tablet (768 px): a volunteer changes an event's time
 * with the picker and its title, previews it, saves a draft and marks it ready; a staff member publishes it, all
 * from the phone. On every screen, nothing scrolls sideways and every control is big enough to tap. Decap's
 * layout there is src/cms/small-screens.editor.css; the last test fails when a Decap upgrade removes a
 * structure it relies on. EDITOR_SHOTS=<folder> also saves a screenshot of every screen there.
 * The tests run in order, on one clone of HEAD: each goes on from the screen the one before left.
 */

test.describe.configure({ mode: "serial" });

const STRUCTURES = stylesheetSelectors();
const SHOTS = process.env.EDITOR_SHOTS;

let backend: LocalBackend;
/** The stylesheet's selectors that have matched an element on the screens visited so far. */
const seen = new Set<string>();

test.beforeAll(async () => {
  backend = await startLocalBackend();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await backend?.close();
});

/**
 * The checks every screen must pass: nothing scrolls sideways (the page, and the preview inside its frame),
 * and no control on screen is smaller than a touch target. The preview frame draws its entry first and takes
 * the site's styles a moment later (Decap injects them into the frame): until then a picture has its own width,
 * so the screen is judged once it has settled.
 */
async function checkScreen(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const structure of await presentStructures(page, STRUCTURES)) seen.add(structure);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${width}-${screen.replace(/\W+/g, "-")}.png`) });
  await expect
    .poll(async () => {
      const facts = await screenFacts(page);
      return {
        screen,
        scrollWidth: facts.scrollWidth,
        innerWidth: facts.innerWidth,
        smallTargets: facts.smallTargets,
        frame: facts.frame ? facts.frame.scrollWidth <= facts.frame.width : true,
      };
    })
    .toEqual({ screen, scrollWidth: width, innerWidth: width, smallTargets: [], frame: true });
}

/** Waits until a control is entirely on screen, horizontally and vertically. */
async function onScreen(page: Page, name: string | RegExp): Promise<void> {
  const control = page.getByRole("button", { name, exact: typeof name === "string" }).first();
  await expect(control).toBeInViewport({ ratio: 1 });
}

/** "2024-03-15" as the site and the editor's list write it: "March 15, 2024". */
function dayText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** "HH:MM" of a number of minutes in the day. */
function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

test.describe("on a phone, 375 × 812 with touch", () => {
  let editor: Editor;
  let page: Page;
  let id: string;
  let file: string;
  let before: Record<string, unknown>;
  let newTitle: string;
  let newStart: string;

  test.beforeAll(async ({ browser, site }) => {
    editor = await openEditor(browser, site.origin, backend, touchScreen(375));
    page = editor.page;
    // The first event of the clone's data/ as committed.
    const [event] = backend.content.events;
    if (!event) throw new Error("data/events/ holds no event");
    id = event.id;
    file = `data/events/${id}.json`;
    before = backend.repo.publishedJson(file);
    newTitle = `${event.title} in the Park`;
    // Halfway between its start and its end: a new time the editor accepts (a start before the end).
    const start = minutesOfDay(event.startTime);
    const end = event.endTime ? minutesOfDay(event.endTime) : start + 60;
    newStart = clock(start + Math.max(1, Math.floor((end - start) / 2)));
  });

  test.afterAll(async () => {
    await editor?.close();
  });

  test("logs in", async () => {
    await page.goto(`${editor.origin}/admin/`);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await checkScreen(page, "login");
    await editor.logIn("tap");
  });

  test("lists the events newest first, each with its day beside its title", async () => {
    const folder = path.join(backend.repo.dir, "data/events");
    const events = readdirSync(folder).map((name) => JSON.parse(readFileSync(path.join(folder, name), "utf8")) as { title: string; date: string });
    const expected = events.sort((a, b) => b.date.localeCompare(a.date)).map((event) => `${dayText(event.date)} · ${event.title}`);
    await expect(page.locator("a[href*='/collections/events/entries/']")).toHaveText(expected);
    await checkScreen(page, "events list");
  });

  test("opens an event on its fields, full width, with Save, Publish and Delete on screen and the preview off", async () => {
    await page.locator(`a[href$='/collections/events/entries/${id}']`).tap();
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toBeVisible();
    expect((await title.boundingBox())?.width).toBeGreaterThan(300);
    await onScreen(page, "Save");
    await onScreen(page, "Published");
    await onScreen(page, /^Delete/);
    await onScreen(page, "Show preview");
    await expect(page.locator("iframe#preview-pane")).toBeHidden();
    await checkScreen(page, "entry");
    // A folded group's bar names what it holds: the address by its first line, then the location by its name.
    const location = before.location as { name: string; address?: { street: string } };
    const collapse = page.getByRole("button", { name: "Collapse", exact: true });
    await collapse.nth(1).tap();
    await expect(page.getByText(`Address: ${location.address?.street ?? "the organization's address"}`, { exact: true })).toBeVisible();
    await collapse.first().tap();
    await expect(page.getByText(`Location: ${location.name}`, { exact: true })).toBeVisible();
    await checkScreen(page, "entry, location folded");
    // The end of the form, where the preview button floats over nothing it hides.
    await page.locator("[class*='-PreviewPaneContainer-ControlPaneContainer']").evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
    await checkScreen(page, "entry, end of the form");
  });

  test("changes the start time with the time picker and the title, and previews them full width", async () => {
    const start = page.getByLabel("Start time", { exact: true });
    await expect(start).toHaveAttribute("type", "time");
    await start.fill(newStart);
    await page.getByLabel("Title", { exact: true }).fill(newTitle);
    await page.getByRole("button", { name: "Show preview" }).tap();
    const preview = page.frameLocator("iframe#preview-pane");
    await expect(preview.getByRole("heading", { name: newTitle })).toBeVisible();
    await expect(preview.getByText(new RegExp(`^${formatClockTime(newStart)} - `))).toBeVisible();
    expect((await page.locator("iframe#preview-pane").boundingBox())?.width).toBe(375);
    await expect(page.getByLabel("Title", { exact: true })).toBeHidden();
    await checkScreen(page, "preview");
    await page.getByRole("button", { name: "Back to the fields" }).tap();
    await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
    await expect(page.locator("iframe#preview-pane")).toBeHidden();
  });

  test("saves a draft: the time saved exactly as HH:MM, the published file as it was", async () => {
    const { repo } = backend;
    await editor.save();
    await expect(page.getByText("Entry saved").first()).toBeVisible();
    expect(repo.draftBranches()).toContain(`cms/events/${id}`);
    expect(JSON.parse(repo.git("show", `cms/events/${id}:${file}`))).toEqual({ ...before, title: newTitle, startTime: newStart });
    expect(repo.publishedJson(file)).toEqual(before);
    await checkScreen(page, "entry, draft saved");
  });

  test("marks it ready from the status menu", async () => {
    await page.getByRole("button", { name: /^Status:/ }).tap();
    const ready = page.getByRole("menuitem", { name: "Ready" });
    await expect(ready).toBeVisible();
    await checkScreen(page, "status menu");
    await ready.tap();
    await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
  });

  test("shows the draft on the workflow board", async () => {
    await editor.show("workflow");
    await expect(page.getByText(newTitle).first()).toBeVisible();
    await checkScreen(page, "workflow");
  });

  test("publishes it, as a staff member would from a phone", async () => {
    const { repo } = backend;
    await editor.openEntry("events", id);
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await onScreen(page, "Publish");
    await publish.tap();
    const now = page.getByRole("menuitem", { name: "Publish now" });
    await expect(now).toBeVisible();
    await checkScreen(page, "publish menu");
    await editor.publishNow("tap");
    expect(repo.draftBranches()).toEqual([]);
    expect(repo.publishedJson(file)).toEqual({ ...before, title: newTitle, startTime: newStart });
    await checkScreen(page, "entry, published");
  });

  test("opens the media library", async () => {
    await editor.show("collections/events");
    await page.getByRole("button", { name: "Media" }).tap();
    await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
    await checkScreen(page, "media library");
    expect(editor.watch.errors).toEqual([]);
    expect(editor.watch.foreign).toEqual([]);
  });
});

test.describe("on a tablet, 768 px with touch", () => {
  test("fits every screen: login, list, entry, preview, workflow, media library", async ({ browser, site }) => {
    const editor = await openEditor(browser, site.origin, backend, touchScreen(768));
    const { page } = editor;
    try {
      await page.goto(`${site.origin}/admin/`);
      await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
      await checkScreen(page, "login");
      await editor.logIn("tap");
      await expect(page.locator("a[href*='/collections/events/entries/']").first()).toBeVisible();
      await checkScreen(page, "events list");
      const [program] = backend.content.programs;
      await editor.show(`collections/programs/entries/${program?.id ?? "no-program"}`);
      await expect(page.getByRole("button", { name: "Show preview" })).toBeVisible();
      await checkScreen(page, "program");
      await page.getByRole("button", { name: "Show preview" }).tap();
      await expect(page.frameLocator("iframe#preview-pane").getByRole("heading", { level: 1 }).first()).toBeVisible();
      await checkScreen(page, "program preview");
      await editor.show("workflow");
      await expect(page.getByText("Drafts").first()).toBeVisible();
      await checkScreen(page, "workflow");
      await page.getByRole("button", { name: "Media" }).tap();
      await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
      await checkScreen(page, "media library");
      expect(editor.watch.errors).toEqual([]);
    } finally {
      await editor.close();
    }
  });
});

test("finds the Decap structure every rule of the small-screen stylesheet relies on (after a Decap upgrade, fix the stylesheet)", () => {
  expect(STRUCTURES.length).toBeGreaterThan(20);
  expect(STRUCTURES.filter((structure) => !seen.has(structure))).toEqual([]);
});
