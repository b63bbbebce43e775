import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Locator, Page } from "playwright-core";
import { guides, readData } from "../__tests__/support/data";
import { guidePath } from "../src/lib/routes";
import { readMarkdown } from "../src/node/content/markdown";
import { openSite, visit, type Site } from "./support/browser";
import { cloneRepo, routeToDecapServer, startDecapServer, watchPage, type DecapServer, type Repo } from "./support/editor";
import { markdownHtml } from "./support/markdown";
import { screenFacts, touchScreen } from "./support/small-screens";

/**
 * Guides in the content editor, in local mode against decap-server on a temporary clone (as in editor.e2e.ts):
 * each is previewed with the site's own article, as its built page in public/ shows it, and the text of every
 * guide of data/guides/ goes through the editor's text editor and is saved without losing anything. Writing a new guide
 * and publishing it is in editor.e2e.ts, whose one build of the published site shows it.
 * EDITOR_SHOTS=<folder> saves screenshots of the guides' screens at 1280 and 375 px there.
 */

let repo: Repo;
let decap: DecapServer;
let site: Site;
let page: Page;
let watch: ReturnType<typeof watchPage>;
const SHOTS = process.env.EDITOR_SHOTS;
/** The library's texts around every guide (data/pages/resources.json). */
const LIBRARY = readData<{ printLabel: string }>("pages/resources.json");

/** Every guide in data/guides/, by its id (its file name), the newest first. */
const GUIDES = guides.map((guide) => guide.id);

beforeAll(async () => {
  repo = cloneRepo();
  [decap, site] = await Promise.all([startDecapServer(repo.dir), openSite()]);
  page = await site.newPage(1280);
  watch = watchPage(page, site.origin);
  page.on("dialog", (dialog) => void (dialog.message().includes("local backup") ? dialog.dismiss() : dialog.accept()));
  await routeToDecapServer(page, site.origin, decap);
  await page.goto(`${site.origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Guides" }).first().waitFor();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await page?.unrouteAll({ behavior: "ignoreErrors" });
  await site?.close();
  await decap?.close();
  repo?.close();
});

function draftBranches(): string[] {
  return repo.git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean);
}

async function waitFor(condition: () => boolean, what: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens an entry in a freshly loaded editor (a change of the address's #fragment alone keeps the last form). */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${site.origin}/admin/#/collections/${collection}/entries/${entry}`);
  await page.getByRole("button", { name: "Save" }).waitFor({ timeout: 15_000 });
  await page.locator("input, textarea").first().waitFor();
}

async function save(): Promise<void> {
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Entry saved").first().waitFor({ timeout: 10_000 });
}

/**
 * Types a character in a rich text, where it is clicked, and deletes it again. The editor keeps its own selection
 * and catches up with the browser's after each event (a click moves it at once, keys may not yet), so each key
 * waits for the last one to be taken in; the text must read as before.
 */
async function typeAndTakeBack(text: Locator): Promise<void> {
  const before = await text.textContent();
  await text.locator("[data-slate-string]").first().click();
  for (const key of ["x", "Backspace"]) {
    await page.waitForTimeout(300);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(300);
  expect(await text.textContent()).toBe(before);
}

/** A guide file as the build reads it: its front matter as data, its text as the HTML the build makes of it. */
function asBuilt(file: string, text: string): { frontMatter: unknown; html: string } {
  const reading = readMarkdown(text);
  if (!reading.ok) throw new Error(`${file} cannot be read: ${reading.error.message}`);
  return { frontMatter: reading.frontMatter, html: markdownHtml(reading.body) };
}

/** The lines around the first place two texts differ, each side, for a message that can be read. */
function firstDifference(before: string, after: string): string {
  const lines = [before.split("\n"), after.split("\n")] as const;
  let at = 0;
  while (at < lines[0].length && lines[0][at] === lines[1][at]) at += 1;
  const around = (side: readonly string[]) => side.slice(Math.max(0, at - 1), at + 3).join("\n");
  return `--- before, from line ${at + 1}\n${around(lines[0])}\n--- after\n${around(lines[1])}`;
}


/** What a reader sees of a guide's article, wherever it is drawn: on its page, or in the editor's preview. */
async function articleFacts(article: Locator) {
  const texts = (selector: string) => article.locator(selector).evaluateAll((all) => all.map((element) => (element as HTMLElement).innerText.trim()));
  return {
    header: await texts("header"),
    crisis: await texts(":scope > div p:has(a[href^='tel:'])"),
    contents: await article.locator("nav li a").evaluateAll((all) => all.map((link) => `${link.textContent ?? ""} ${link.getAttribute("href") ?? ""}`)),
    headings: await article
      .locator(":is(h2, h3, h4):not(nav *):not(footer *)")
      .evaluateAll((all) => all.map((heading) => `${(heading as HTMLElement).innerText.trim()} #${heading.id}`)),
    footer: await texts("footer"),
  };
}

/** Waits until `read` gives `expected` (the preview fills in once the library's texts are loaded), then compares. */
async function settlesOn<T>(read: () => Promise<T>, expected: T, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  let seen = await read();
  while (!isDeepStrictEqual(seen, expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    seen = await read();
  }
  expect(seen).toEqual(expected);
}

const preview = () => page.frameLocator("iframe#preview-pane");
const previewedArticle = () => preview().getByRole("region", { name: "Its own page" }).locator("article");

describe("previews a guide with the site's own article", () => {
  it.each(GUIDES)("%s: its topics, title, summary, audiences, reading time, dates, contents, sections and review, as its page shows them", async (id) => {
    const reader = await site.newPage(1280);
    let onPage: Awaited<ReturnType<typeof articleFacts>>;
    try {
      // Once React has taken the page over, as the preview is (the Print button shows only then).
      await visit(reader, site.origin, guidePath(id));
      onPage = await articleFacts(reader.locator("article[aria-labelledby='guide-title']"));
    } finally {
      await reader.context().close();
    }
    expect(onPage.header.join("")).toMatch(/\S/);
    await openEntry("guides", id);
    await settlesOn(() => articleFacts(previewedArticle()), onPage);
  });

  it("draws the text as it is typed: a new title, and a new section in the contents, with headings from 2 to 4 only", async () => {
    const [id = "no-guide"] = GUIDES;
    await openEntry("guides", id);
    await page.getByLabel("Title", { exact: true }).fill("A guide with a new title");
    await previewedArticle().getByRole("heading", { level: 1, name: "A guide with a new title" }).waitFor();
    // A section made with the toolbar on a new line after the first heading, clicked at its end (a heading is one
    // line, as wide as the text): a click moves the editor's own selection at once, where keys may not yet.
    const text = page.locator("[data-slate-editor]");
    const heading = text.locator("h2").first();
    const box = await heading.boundingBox();
    await heading.click({ position: { x: (box?.width ?? 10) - 4, y: (box?.height ?? 10) / 2 } });
    await page.waitForTimeout(300);
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    await page.getByRole("button", { name: "Headings" }).click();
    const levels = page.getByRole("menuitem", { name: /^Heading \d$/ });
    expect(await levels.allTextContents()).toEqual(["Heading 2", "Heading 3", "Heading 4"]);
    await page.getByRole("menuitem", { name: "Heading 2" }).click();
    await page.keyboard.type("One more thing");
    await previewedArticle().getByRole("heading", { level: 2, name: "One more thing", exact: true }).waitFor();
    await previewedArticle().getByRole("navigation").getByRole("link", { name: "One more thing" }).waitFor();
    expect(await previewedArticle().getByRole("link", { name: "One more thing" }).getAttribute("href")).toBe("#one-more-thing");
    await previewedArticle().locator("h2#one-more-thing").waitFor();
  });

  it("draws the library's page from its texts, with a card for every guide", async () => {
    await openEntry("pages", "resources");
    await page.getByLabel("Title", { exact: true }).first().fill("Guides for every family");
    await preview().getByRole("heading", { level: 1, name: "Guides for every family" }).waitFor();
    await settlesOn(() => preview().getByRole("article").count(), GUIDES.length);
  });
});

/** Saves a screenshot of the screen (or of the preview alone) when EDITOR_SHOTS names a folder. */
async function shot(on: Page, name: string, what: "screen" | "preview" = "screen"): Promise<void> {
  if (!SHOTS) return;
  const file = path.join(SHOTS, `${on.viewportSize()?.width ?? 0}-${name}.png`);
  if (what === "preview") await on.locator("iframe#preview-pane").screenshot({ path: file });
  else await on.screenshot({ path: file });
}

describe("the guides' screens, at 1280 and 375 px", () => {
  const [id = "no-guide"] = GUIDES;

  it("at 1280 px: the list, newest first, and a guide beside its preview", async () => {
    await page.goto("about:blank");
    await page.goto(`${site.origin}/admin/#/collections/guides`);
    await page.getByText(/ · /).first().waitFor();
    // Each by its day, as the site writes it, beside its title, the newest first; guides of one day in the order
    // the editor lists their files, by name (the site orders those by title).
    const inEditorOrder = [...guides].sort((a, b) => b.published.localeCompare(a.published) || a.id.localeCompare(b.id));
    const expected = inEditorOrder.map((guide) => `${new Date(`${guide.published}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })} · ${guide.title}`);
    expect(await page.getByText(/ · /).allTextContents()).toEqual(expected);
    await shot(page, "guides-list");
    await openEntry("guides", id);
    // Once the library's texts are there too.
    await previewedArticle().getByRole("button", { name: LIBRARY.printLabel }).waitFor();
    await shot(page, "guide-and-preview");
    await shot(page, "guide-preview", "preview");
    // The text itself, from its first section on.
    await previewedArticle().locator(":is(h2, h3):not(nav *)").first().scrollIntoViewIfNeeded();
    await shot(page, "guide-preview-text", "preview");
  });

  it("at 375 px: nothing scrolls sideways on the list, the guide's fields or its preview", async () => {
    const phone = await site.newPage(375, touchScreen(375));
    try {
      await routeToDecapServer(phone, site.origin, decap);
      await phone.goto(`${site.origin}/admin/`);
      await phone.getByRole("button", { name: "Login" }).tap();
      await phone.getByRole("link", { name: "Guides" }).first().waitFor();
      await phone.goto(`${site.origin}/admin/#/collections/guides`);
      await phone.getByText(/ · /).first().waitFor();
      const widths = async (screen: string) => {
        const facts = await screenFacts(phone);
        return { screen, page: facts.scrollWidth, frame: facts.frame ? facts.frame.scrollWidth <= facts.frame.width : true };
      };
      await shot(phone, "guides-list");
      expect(await widths("list")).toEqual({ screen: "list", page: 375, frame: true });
      await phone.goto("about:blank");
      await phone.goto(`${site.origin}/admin/#/collections/guides/entries/${id}`);
      await phone.getByRole("button", { name: "Save" }).waitFor();
      await phone.locator("[data-slate-editor]").waitFor();
      await shot(phone, "guide-fields");
      expect(await widths("fields")).toEqual({ screen: "fields", page: 375, frame: true });
      await phone.getByRole("button", { name: "Show preview" }).tap();
      await phone.frameLocator("iframe#preview-pane").getByRole("region", { name: "Its own page" }).getByRole("button", { name: LIBRARY.printLabel }).waitFor();
      await shot(phone, "guide-preview");
      expect(await widths("preview")).toEqual({ screen: "preview", page: 375, frame: true });
    } finally {
      await phone.context().close();
    }
  });
});

/**
 * What the round trip sends through the editor, so that every line of every guide goes through it once,
 * in few entries: a guide of each set of front matter fields (the editor writes a field the same way whatever
 * guide holds it), and one entry holding the text of every guide in turn, committed to the clone's main for
 * this test only.
 */
const EVERY_TEXT_ID = "every-guide-text";
function roundTripEntries(): string[] {
  const bySet = new Map<string, string>();
  const bodies: string[] = [];
  for (const id of GUIDES) {
    const reading = readMarkdown(repo.published(`data/guides/${id}.md`));
    if (!reading.ok) throw new Error(`data/guides/${id}.md cannot be read: ${reading.error.message}`);
    const fields = Object.keys(reading.frontMatter as object).sort().join(" ");
    if (!bySet.has(fields)) bySet.set(fields, id);
    bodies.push(reading.body.trim());
  }
  const [first = ""] = GUIDES;
  const frontMatter = repo.published(`data/guides/${first}.md`).split(/^---$/m)[1] ?? "";
  const file = `data/guides/${EVERY_TEXT_ID}.md`;
  writeFileSync(path.join(repo.dir, file), `---${frontMatter.replace(/^title: .*$/m, 'title: "Every guide\'s text"')}---\n\n${bodies.join("\n\n")}\n`);
  repo.git("add", file);
  repo.git("commit", "--quiet", "-m", "Every guide's text in one entry");
  return [...bySet.values(), EVERY_TEXT_ID];
}

it("keeps every guide's front matter and the HTML of its text when the text goes through the editor and is saved", async () => {
  expect(GUIDES.length).toBeGreaterThanOrEqual(6);
  const entries = roundTripEntries();
  const changed: string[] = [];
  try {
    for (const id of entries) {
      const file = `data/guides/${id}.md`;
      const original = repo.published(file);
      await openEntry("guides", id);
      // A character typed in the text and taken back: the editor then writes the whole text anew from its own
      // document, as it does after any edit, and the entry counts as changed, so it can be saved.
      await typeAndTakeBack(page.locator("[data-slate-editor]"));
      await save();
      const branch = `cms/guides/${id}`;
      await waitFor(() => draftBranches().includes(branch), `the draft of ${file}`);
      const saved = repo.git("show", `${branch}:${file}`);
      const before = asBuilt(file, original);
      const after = asBuilt(file, saved);
      if (!isDeepStrictEqual(before.frontMatter, after.frontMatter)) {
        changed.push(`${file}: front matter ${JSON.stringify(before.frontMatter)} became ${JSON.stringify(after.frontMatter)}`);
      }
      if (before.html !== after.html) changed.push(`${file}: its HTML changed\n${firstDifference(before.html, after.html)}`);
    }
  } finally {
    // The clone holds the guides of data/guides/ only again. This test runs last: after it, the editor was seen
    // to draw the entry of every text in place of the guides whose front matter it shares. decap-server
    // checks draft branches out in the clone while it saves: it is back on main once it has done.
    await waitFor(
      () => !existsSync(path.join(repo.dir, ".git/index.lock")) && repo.git("branch", "--show-current") === "main",
      "decap-server back on main",
    );
    repo.git("rm", "--quiet", `data/guides/${EVERY_TEXT_ID}.md`);
    repo.git("commit", "--quiet", "-m", "Without the entry of every guide's text");
  }
  expect(changed).toEqual([]);
  expect(watch.errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
}, 240_000);
