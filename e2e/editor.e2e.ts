import { spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { guidePath, ROUTES, topicPath } from "../src/lib/routes";
import { checkContent } from "../src/node/content/check";
import { readMarkdown } from "../src/node/content/markdown";
import { events, guides, programs, readData, tiers } from "../__tests__/support/data";
import { openSite, trackRequests, visit, type RequestLog, type Site } from "./support/browser";
import { checkoutPublished, cloneRepo, routeToDecapServer, startDecapServer, watchPage, type DecapServer, type Repo } from "./support/editor";
import { library } from "./support/routes";
import { startStaticServer } from "./support/static-server";

/**
 * The content editor at /admin/, in local mode against decap-server on a temporary clone: what an editor does
 * through its screens, checked in the files and branches of that clone.
 */

let repo: Repo;
let decap: DecapServer;
let site: Site;
let page: Page;
let watch: ReturnType<typeof watchPage>;
let editorRequests: RequestLog;
/** The checkout of what the editor published, and its build, started once the new event is published. */
let publishedCheckout: { dir: string; close: () => void } | undefined;
let publishedBuild: Promise<string> | undefined;
const NEW_EVENT_TITLE = "Autumn Family Picnic";

// Entries the tests open or name, taken from data/ (the first of each list), so that they follow what staff add
// or delete.
const [FIRST_GUIDE] = guides;
const [FIRST_TOPIC] = library.topics;
const [FIRST_AUDIENCE] = library.audiences;

/** The guide written in the editor, published before the event above, so that the one build shows both. */
const NEW_GUIDE = {
  id: "finding-calm-before-exams",
  title: "Finding calm before exams",
  summary: "Small, practical ways to help a teen stay steady in the weeks before exams.",
  topic: { id: FIRST_TOPIC?.id ?? "no-topic", label: FIRST_TOPIC?.label ?? "no topic" },
  audience: { id: FIRST_AUDIENCE?.id ?? "no-audience", label: FIRST_AUDIENCE?.label ?? "no audience" },
  published: "2026-12-01",
  reviewed: "2026-12-02",
  heading: "A calmer week",
  items: ["Keep regular meals and sleep", "Plan short breaks between subjects"],
  // A link to another guide of the library, which the build checks exists.
  link: { text: "another of our guides", to: guidePath(FIRST_GUIDE?.id ?? "no-guide") },
  picture: { file: "calm-desk.png", alt: "A tidy desk with a glass of water and a timetable" },
};

const [FIRST_EVENT] = events;
const [FIRST_PROGRAM] = programs;
const [FIRST_TIER] = tiers;
const EVENT_ID = FIRST_EVENT?.id ?? "no-event";
const EVENT_FILE = `data/events/${EVENT_ID}.json`;

beforeAll(async () => {
  repo = cloneRepo();
  [decap, site] = await Promise.all([startDecapServer(repo.dir), openSite()]);
  page = await site.newPage(1280);
  watch = watchPage(page, site.origin);
  editorRequests = trackRequests(page);
  // Publishing and deleting ask "Are you sure…?" in the browser's own dialog. An entry left with unsaved changes
  // (the previews are typed into and left) is kept as a local backup, offered back when it is opened again:
  // each test starts from the files, so that offer is declined.
  page.on("dialog", (dialog) => void (dialog.message().includes("local backup") ? dialog.dismiss() : dialog.accept()));
  await routeToDecapServer(page, site.origin, decap);
  // In local mode, Login needs no password; the session is kept for the page loads that follow.
  await page.goto(`${site.origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Events" }).first().waitFor();
}, 60_000);

afterAll(async () => {
  if (process.env.EDITOR_TEST_LOG) console.log(decap?.log());
  // Requests still on their way to the local backend when the browser closes are dropped, not reported.
  await page?.unrouteAll({ behavior: "ignoreErrors" });
  await site?.close();
  await decap?.close();
  await publishedBuild?.catch(() => undefined);
  publishedCheckout?.close();
  repo?.close();
});

function published(file: string): unknown {
  return JSON.parse(repo.published(file)) as unknown;
}

function draftBranches(): string[] {
  return repo
    .git("branch", "--list", "cms/*", "--format=%(refname:short)")
    .split("\n")
    .filter(Boolean);
}

async function waitFor(condition: () => boolean, what: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits until `images` are `count` pictures, each the picture file itself (from the editor's copy of
 * data/images/). While a file loads, the editor hands out an empty SVG in its place, so the bytes are checked.
 */
async function picturesLoaded(images: Locator, count: number, where: string): Promise<void> {
  const loaded = () =>
    images.evaluateAll((all) =>
      Promise.all(
        all.map(async (image) => {
          const source = (image as HTMLImageElement).currentSrc;
          if (!source || !(image as HTMLImageElement).complete) return "loading";
          const file = await (await fetch(source)).blob();
          // The editor's copy of a file has no type; the placeholder is an SVG of a few bytes.
          return file.type !== "image/svg+xml" && file.size > 10_000 ? "picture" : `placeholder (${file.size} bytes)`;
        }),
      ),
    );
  const end = Date.now() + 15_000;
  let seen = await loaded();
  while (!(seen.length === count && seen.every((kind) => kind === "picture"))) {
    if (Date.now() > end) throw new Error(`Expected ${count} pictures in ${where}, saw ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen = await loaded();
  }
}

/** Opens an entry in a freshly loaded editor (a change of the address's #fragment alone keeps the last form). */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${site.origin}/admin/#/collections/${collection}/entries/${entry}`);
  await page.getByRole("button", { name: "Save" }).waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: "/tmp/smoke/failed-open.png" });
    throw error;
  });
  await page.locator("input, textarea").first().waitFor();
}

async function save(): Promise<void> {
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Entry saved").first().waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: "/tmp/smoke/failed-save.png" });
    throw error;
  });
}

async function setStatus(status: "Draft" | "In review" | "Ready"): Promise<void> {
  await page.getByRole("button", { name: /^Status:/ }).click();
  await page.getByRole("menuitem", { name: status }).click();
  await page.getByRole("button", { name: `Status: ${status}` }).waitFor();
}

async function publishNow(): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

it("loads in local mode with no console error and no request to another host", async () => {
  const response = await page.goto(`${site.origin}/admin/`);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
  expect(await page.title()).toMatch(/^Content editor · /);
  // Visitor pages keep their own policy, without 'unsafe-eval'; the editor is not in the sitemap.
  const home = await page.request.get(`${site.origin}/`);
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  const config = await page.request.get(`${site.origin}/admin/config.yml`);
  expect(config.headers()["content-type"]).toBe("text/yaml; charset=utf-8");
  const sitemap = await page.request.get(`${site.origin}/sitemap-0.xml`);
  expect(await sitemap.text()).not.toContain("/admin");
  for (const collection of ["Events", "Programs", "Giving levels", "Impact figures", "Guides", "Page texts", "Settings"]) {
    await page.getByRole("link", { name: collection }).first().waitFor();
  }
  await page.getByText(FIRST_EVENT?.title ?? "no event").first().waitFor();
  expect(watch.errors).toEqual([]);
  expect(watch.foreign).toEqual([]);
});

describe("editing an event", () => {
  const newTitle = `${FIRST_EVENT?.title ?? ""} and Picnic`;
  let before: Record<string, unknown>;

  it("saves a changed title as a draft: the published file stays as it was", async () => {
    before = published(EVENT_FILE) as Record<string, unknown>;
    await openEntry("events", EVENT_ID);
    await page.getByLabel("Title", { exact: true }).fill(newTitle);
    await save();
    expect(published(EVENT_FILE)).toEqual(before);
    expect(draftBranches()).toEqual([`cms/events/${EVENT_ID}`]);
    expect(JSON.parse(repo.git("show", `cms/events/${EVENT_ID}:${EVENT_FILE}`))).toEqual({ ...before, title: newTitle });
  });

  it("publishes the draft: the published file changes in exactly that field", async () => {
    await setStatus("Ready");
    await publishNow();
    await waitFor(() => draftBranches().length === 0, "the draft to be merged");
    expect(published(EVENT_FILE)).toEqual({ ...before, title: newTitle });
    expect(watch.errors).toEqual([]);
    expect(watch.foreign).toEqual([]);
  });
});

/** Picks an option of a relation field (a searchable select) by typing the start of its label. */
async function choose(label: string, option: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(option.slice(0, 6));
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * Types lines into the editor's Markdown mode, one key at a time: the editor keeps its own selection and catches
 * up with the browser's after each event, so each key waits for the last one to be taken in.
 */
async function typeLines(lines: readonly string[]): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    if (line) await page.keyboard.type(line);
    await page.waitForTimeout(100);
  }
}

it("creates a guide with a section, a list, a link and an uploaded picture in its text, published to main", async () => {
  const guide = NEW_GUIDE;
  await page.goto("about:blank");
  await page.goto(`${site.origin}/admin/#/collections/guides/new`);
  await page.getByLabel("Title", { exact: true }).fill(guide.title);
  await page.getByLabel("Summary", { exact: true }).fill(guide.summary);
  await choose("Topics", guide.topic.label);
  await choose("Audiences", guide.audience.label);
  await page.getByLabel("Published on", { exact: true }).fill(guide.published);
  await page.getByLabel("Last reviewed on", { exact: true }).fill(guide.reviewed);
  // The text, written in the editor's Markdown mode, then back in the rich-text editor for the picture.
  const text = page.locator("[data-slate-editor]");
  const mode = page.getByRole("switch");
  await mode.click();
  await text.click();
  await typeLines([
    "Exams can weigh on the whole family, not only on the one taking them.",
    "",
    `## ${guide.heading}`,
    "",
    ...guide.items.map((item) => `- ${item}`),
    "",
    `Reading [${guide.link.text}](${guide.link.to}) can help you ask how they are doing.`,
  ]);
  await mode.click();
  await text.getByRole("heading", { level: 2, name: guide.heading }).waitFor();
  // A new line after the last paragraph, clicked at the end of its last line: a click moves the editor's own
  // selection at once, where keys may not yet.
  const last = text.locator("p").last();
  const box = await last.boundingBox();
  await last.click({ position: { x: (box?.width ?? 10) - 4, y: (box?.height ?? 10) - 6 } });
  await page.waitForTimeout(300);
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  await page.getByRole("button", { name: "Add Component" }).click();
  await page.getByRole("menuitem", { name: "Image" }).click();
  // A picture wider than the site's narrowest, made here, uploaded through the media library as an editor does.
  const picture = path.join(tmpdir(), guide.picture.file);
  await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 120, g: 170, b: 160 } } }).png().toFile(picture);
  const component = text.locator("[contenteditable='false']").last();
  await component.getByRole("button", { name: /choose an image/i }).click();
  await page.locator("input[type='file']").setInputFiles(picture);
  await page.getByText(guide.picture.file).first().waitFor();
  await page.getByRole("button", { name: /choose selected/i }).click();
  await component.getByLabel("Alt Text", { exact: true }).fill(guide.picture.alt);
  await save();
  await setStatus("Ready");
  await publishNow();
  const file = `data/guides/${guide.id}.md`;
  await waitFor(() => draftBranches().every((branch) => !branch.includes(guide.id)), "the new guide to be published", 30_000);
  const reading = readMarkdown(repo.published(file));
  if (!reading.ok) throw new Error(`${file} cannot be read: ${reading.error.message}`);
  expect(reading.frontMatter).toEqual({
    title: guide.title,
    summary: guide.summary,
    topics: [guide.topic.id],
    audiences: [guide.audience.id],
    published: guide.published,
    reviewed: guide.reviewed,
  });
  // Pictures in the text are written from the guide's folder, where the build finds them.
  expect(reading.body).toContain(`![${guide.picture.alt}](../images/guides/${guide.picture.file})`);
  expect(repo.git("ls-tree", "--name-only", "main", "data/images/guides/")).toContain(guide.picture.file);
  expect(watch.errors).toEqual([]);
  expect(watch.foreign).toEqual([]);
}, 120_000);

it("creates an event with an uploaded picture, published to main with its picture", async () => {
  const title = NEW_EVENT_TITLE;
  await page.goto("about:blank");
  await page.goto(`${site.origin}/admin/#/collections/events/new`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2099-10-04");
  await page.getByLabel("Start time", { exact: true }).fill("11:00");
  await page.getByLabel("End time", { exact: true }).fill("15:00");
  await page.getByLabel("Name", { exact: true }).fill("Newtown Park");
  await page.getByLabel("Description", { exact: true }).fill("Games, food and gentle conversations about wellbeing for every generation.");
  await page.getByLabel("Picture description (alt text)", { exact: true }).fill("Families on picnic blankets under autumn trees");
  // The picture: uploaded through the media library, as an editor does.
  const picture = path.join(tmpdir(), "autumn-family-picnic.png");
  copyFileSync(path.join(repo.dir, "data/images/events", readdirSync(path.join(repo.dir, "data/images/events"))[0] ?? ""), picture);
  await page.getByRole("button", { name: /choose an image/i }).click();
  await page.locator("input[type='file']").setInputFiles(picture);
  await page.getByText("autumn-family-picnic.png").first().waitFor();
  await page.getByRole("button", { name: /choose selected/i }).click();
  await save();
  await setStatus("Ready");
  await publishNow();
  const file = "data/events/autumn-family-picnic.json";
  await waitFor(() => draftBranches().length === 0 || draftBranches().every((branch) => !branch.includes("autumn")), "the new event to be published", 30_000);
  const event = published(file) as Record<string, unknown>;
  expect(event).toMatchObject({ title, date: "2099-10-04", image: "images/events/autumn-family-picnic.png" });
  expect(repo.git("ls-tree", "--name-only", "main", "data/images/events/")).toContain("autumn-family-picnic.png");

  // decap-server, which checks branches out while it works, leaves the clone on main, its work committed.
  await editorRequests.settled();
  await page.goto("about:blank");
  const settled = () => !existsSync(path.join(repo.dir, ".git/index.lock")) && repo.git("branch", "--show-current") === "main";
  await waitFor(settled, "the local backend to finish");
  expect(repo.git("status", "--porcelain")).toBe("");

  // The site as published is built in a checkout of its own while the tests below go on with the editor.
  publishedCheckout = checkoutPublished(repo);
  const dir = publishedCheckout.dir;
  publishedBuild = build(dir).then(() => dir);
  // Awaited by the last test; a failure is reported there.
  publishedBuild.catch(() => undefined);
}, 120_000);

it("shows the picture already chosen in its field, not an empty frame", async () => {
  await openEntry("pages", "home");
  await picturesLoaded(page.locator("img[role='presentation']"), 1, "the Hero picture field");
});

describe("previews each entry with the site's own components, as it is typed", () => {
  const preview = () => page.frameLocator("iframe#preview-pane");

  it("the home page's hero: the title typed, the mission from the settings, both buttons and the picture", async () => {
    const site = readData<{ mission: string }>("site.json");
    await openEntry("pages", "home");
    // The page's title; the SEO group below has a Title of its own.
    await page.getByLabel("Title", { exact: true }).first().fill("Welcome, neighbors");
    await preview().getByRole("heading", { level: 1, name: "Welcome, neighbors" }).waitFor();
    await preview().getByText(site.mission).waitFor();
    await preview().getByRole("link", { name: "Donate Now" }).waitFor();
    await preview().getByRole("link", { name: "Our Programs" }).waitFor();
    await picturesLoaded(preview().locator("img"), 1, "the preview");
  });

  it("a program: its row on the Programs page and its own page, with the texts all program pages share", async () => {
    const texts = readData<{ offersHeading: string; ctaHeading: string; askLabel: string }>("pages/program.json");
    await openEntry("programs", FIRST_PROGRAM?.id ?? "no-program");
    await page.getByLabel("Name", { exact: true }).fill("Community Care Circles");
    const row = preview().getByRole("region", { name: "On the Programs page" });
    const ownPage = preview().getByRole("region", { name: "Its own page" });
    await row.getByRole("heading", { level: 2, name: "Community Care Circles", exact: true }).waitFor();
    await ownPage.getByRole("heading", { level: 1, name: "Community Care Circles", exact: true }).waitFor();
    await ownPage.getByRole("heading", { name: texts.offersHeading }).waitFor();
    await ownPage.getByRole("heading", { name: texts.ctaHeading.replace("{program}", "Community Care Circles") }).waitFor();
    await ownPage.getByRole("link", { name: texts.askLabel }).waitFor();
    await picturesLoaded(preview().locator("img"), 2, "the preview");
  });

  it("the texts every program page shares: on the first program's page, its picture an empty frame", async () => {
    const errorsBefore = watch.errors.length;
    const [first] = programs;
    await openEntry("pages", "program");
    await page.getByLabel("Call to action heading", { exact: true }).fill("Help {program} grow");
    await preview().getByRole("heading", { level: 1, name: first?.name ?? "", exact: true }).waitFor();
    await preview().getByRole("heading", { name: `Help ${first?.name ?? ""} grow` }).waitFor();
    // No picture is asked of the editor that it cannot find: nothing failed and nothing shows as broken.
    const image = preview().locator("img");
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute("alt")).toBe("");
    expect(watch.errors.slice(errorsBefore)).toEqual([]);
  });

  it("an event: its card, with the date written as the site writes it", async () => {
    await openEntry("events", EVENT_ID);
    await page.getByLabel("Date", { exact: true }).fill("2031-05-17");
    await preview().getByText("May 17, 2031").waitFor();
    const event = published(EVENT_FILE) as { title: string };
    await preview().getByRole("heading", { level: 2, name: event.title }).waitFor();
    await picturesLoaded(preview().locator("img"), 1, "the preview");
    expect(watch.errors).toEqual([]);
  });
});

/** `gatsby build` in a folder, without blocking this process (the browser's routes are served from here). */
function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`The build failed:\n${output.slice(-4000)}`))));
  });
}

/** The fields a JSON value holds, as paths ("location/address/street", "features/[]"), in order. */
function fieldPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item) => fieldPaths(item, `${at}/[]`))];
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, inner]) => fieldPaths(inner, `${at}/${key}`));
  return [at];
}

/**
 * Every kind of data file the editor shows, and where it opens: pages and settings by name; of a folder's
 * entries (events, programs …), one for each set of fields they fill in, since the editor writes a field the
 * same way whatever entry holds it (an event with its own address and one at the organization's are two).
 */
function editorEntries(): { file: string; collection: string; entry: string }[] {
  const entries: { file: string; collection: string; entry: string }[] = [];
  for (const collection of ["events", "programs", "tiers", "impact"]) {
    const folder = path.join(repo.dir, "data", collection);
    if (!existsSync(folder)) continue;
    const fieldSets = new Set<string>();
    for (const name of readdirSync(folder).filter((file) => file.endsWith(".json"))) {
      const file = `data/${collection}/${name}`;
      const fields = [...new Set(fieldPaths(JSON.parse(repo.published(file))))].sort().join(" ");
      if (fieldSets.has(fields)) continue;
      fieldSets.add(fields);
      entries.push({ file, collection, entry: name.replace(/\.json$/, "") });
    }
  }
  for (const name of readdirSync(path.join(repo.dir, "data/pages")).filter((file) => file.endsWith(".json"))) {
    entries.push({ file: `data/pages/${name}`, collection: "pages", entry: name.replace(/\.json$/, "") });
  }
  entries.push({ file: "data/site.json", collection: "settings", entry: "site" });
  return entries;
}

interface Difference {
  path: string;
  before: unknown;
  after: unknown;
}

/** Where two JSON values differ, leaf by leaf (a key missing on one side counts as a difference). */
function differences(before: unknown, after: unknown, at = ""): Difference[] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => differences(before[key], after[key], `${at}/${key}`));
  }
  return isDeepStrictEqual(before, after) ? [] : [{ path: at, before, after }];
}

it("keeps every kind of data file the same JSON value when an entry is opened and saved unchanged", async () => {
  const entries = editorEntries();
  expect(entries.length).toBeGreaterThanOrEqual(15);
  const changed: string[] = [];
  for (const { file, collection, entry } of entries) {
    const original = published(file);
    await openEntry(collection, entry);
    // The editor saves only a changed entry: one character is added to the first text field, so the saved file
    // must differ from the published one in that value alone.
    const field = page.locator("input[type='text'], input:not([type]), textarea").first();
    await field.focus();
    await page.keyboard.press("End");
    await page.keyboard.type("x");
    await save();
    const branch = `cms/${collection}/${entry}`;
    await waitFor(() => draftBranches().includes(branch), `the draft of ${file}`);
    const saved = JSON.parse(repo.git("show", `${branch}:${file}`)) as unknown;
    const found = differences(original, saved);
    const [only] = found;
    const onlyTheTypedCharacter =
      found.length === 1 && typeof only?.before === "string" && only.after === `${only.before}x`;
    if (!onlyTheTypedCharacter) changed.push(`${file}: ${JSON.stringify(found)}`);
  }
  expect(changed).toEqual([]);
  // About twenty entries, each in a freshly loaded editor: minutes on a busy machine.
}, 480_000);

describe("refuses, while editing, each value the build check would reject", () => {
  /** The rules the editor can express (required, pattern, min), each with a value that breaks it. */
  const cases = [
    { rule: "required", collection: "events", entry: EVENT_ID, label: "Title", key: "title", typed: "", value: "" },
    { rule: "pattern", collection: "pages", entry: "contact", label: "Message started from a program page", key: "programMessage", typed: "Hello", value: "Hello" },
    { rule: "min", collection: "tiers", entry: FIRST_TIER?.id ?? "no-tier", label: "Price", key: "price", typed: "-5", value: -5 },
  ];

  it.each(cases)("$rule: $label set to \"$typed\"", async ({ collection, entry, label, key, typed, value }) => {
    const file = `data/${collection}/${entry}.json`;
    // The build check rejects the value in a copy of the data.
    const data = mkdtempSync(path.join(tmpdir(), "site-data-"));
    try {
      cpSync(path.join(repo.dir, "data"), data, { recursive: true });
      const original = published(file) as Record<string, unknown>;
      writeFileSync(path.join(data, collection, `${entry}.json`), JSON.stringify({ ...original, [key]: value }, null, 2));
      expect(checkContent(data).length).toBeGreaterThan(0);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
    // The editor refuses to save it and says why beside the field.
    const branchesBefore = draftBranches();
    await openEntry(collection, entry);
    await page.getByLabel(label, { exact: true }).fill(typed);
    await page.getByRole("button", { name: "Save" }).click();
    const fieldErrors = page.locator("[class*='ControlErrorsList'] li");
    await fieldErrors.first().waitFor();
    // Give a save that was not refused the time to reach the repository.
    await page.waitForTimeout(1000);
    expect(draftBranches()).toEqual(branchesBefore);
  });
});

it("builds the site as published, with the event created in the editor on /events/", async () => {
  if (!publishedBuild) throw new Error("No event was published by the editor (see the test above)");
  const dir = await publishedBuild;
  const server = await startStaticServer(path.join(dir, "public"));
  try {
    const eventsPage = await site.newPage(1280);
    await eventsPage.goto(`${server.origin}/events/`);
    await eventsPage.getByRole("heading", { name: NEW_EVENT_TITLE }).waitFor();
    await eventsPage.context().close();
  } finally {
    await server.close();
  }
}, 300_000);

it("builds the guide written in the editor: its page with its section, list, link and picture, listed under /resources/ and its topic, found by the search", async () => {
  if (!publishedBuild) throw new Error("Nothing was published by the editor (see the tests above)");
  const guide = NEW_GUIDE;
  const dir = await publishedBuild;
  const server = await startStaticServer(path.join(dir, "public"));
  const reader = await site.newPage(1280);
  try {
    await reader.goto(`${server.origin}${guidePath(guide.id)}`);
    await reader.getByRole("heading", { level: 1, name: guide.title }).waitFor();
    // The guide's own article; the related guides below it are articles too, each named by its title.
    const article = reader.getByRole("article", { name: guide.title, exact: true });
    await article.getByRole("heading", { level: 2, name: guide.heading }).waitFor();
    for (const item of guide.items) await article.getByRole("listitem").filter({ hasText: item }).waitFor();
    expect(await article.getByRole("link", { name: guide.link.text }).getAttribute("href")).toBe(guide.link.to);
    // The picture is the site's own, made from the uploaded file, and it loads.
    const image = article.getByRole("img", { name: guide.picture.alt });
    await image.scrollIntoViewIfNeeded();
    await reader.waitForFunction((alt) => {
      const found = [...document.images].find((candidate) => candidate.alt === alt);
      return found !== undefined && found.complete && found.naturalWidth > 0;
    }, guide.picture.alt);
    expect(new URL(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).origin).toBe(server.origin);
    for (const listing of [ROUTES.resources, topicPath(guide.topic.id)]) {
      await reader.goto(`${server.origin}${listing}`);
      expect([listing, await reader.getByRole("link", { name: guide.title, exact: true }).getAttribute("href")]).toEqual([listing, guidePath(guide.id)]);
    }
    // The site's search (Pagefind, indexed after the build) finds it by words of its title.
    await visit(reader, server.origin, `${ROUTES.search}?q=${encodeURIComponent("calm before exams")}`);
    const found = reader.getByRole("main").getByRole("link", { name: guide.title, exact: true });
    await found.waitFor();
    expect(await found.getAttribute("href")).toBe(guidePath(guide.id));
  } finally {
    await reader.context().close();
    await server.close();
  }
}, 300_000);
