import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { guidePath } from "../src/lib/routes";
import { readMarkdown } from "../src/content/markdown";
import { CRISIS_BLOCKS, CRISIS_NUMBERS } from "../src/lib/crisis";
import { CONTENTS_FROM_SECTIONS, withoutOwnNumber } from "../src/lib/guides";
import { wordsIn } from "../src/lib/reading-time";
import { backOnMain, committedFile, committedFiles, openEditor, startLocalBackend, type Editor, type LocalBackend } from "./support/editor";
import { coveringEntries } from "./support/editor-shapes";
import { expect, test, visit } from "./support/fixtures";
import { markdownHtml } from "./support/markdown";
import { screenFacts, touchScreen } from "./support/small-screens";

/**
 * Guides in the content editor, in local mode against decap-server on a temporary clone of HEAD (as in
 * editor.spec.ts): a guide of each shape is previewed with the site's own article, as its built page in public/
 * shows it (previewedGuides), and the text of every guide of data/guides/ goes through the editor's text editor and is saved without losing anything.
 * Writing a new guide and publishing it is in editor.spec.ts, whose one build of the published site shows it.
 * One editor, logged in once, serves the tests in turn. EDITOR_SHOTS=<folder> saves screenshots of the guides'
 * screens at 1280 and 375 px there.
 */

test.describe.configure({ mode: "serial" });

let backend: LocalBackend;
let editor: Editor;
let page: Page;
const SHOTS = process.env.EDITOR_SHOTS;
/** The library's texts around every guide (data/pages/resources.json). */
let LIBRARY: { printLabel: string };
/** Every guide of the clone's data/guides/ (HEAD), by its id (its file name), the newest first. */
let GUIDES: string[];

test.beforeAll(async ({ browser, site }) => {
  backend = await startLocalBackend();
  LIBRARY = backend.content.readData("pages/resources.json");
  GUIDES = backend.content.guides.map((guide) => guide.id);
  editor = await openEditor(browser, site.origin, backend, { viewport: { width: 1280, height: 900 } });
  page = editor.page;
  await editor.logIn();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await editor?.close();
  await backend?.close();
});

/**
 * Types a character in a rich text, where it is clicked, and deletes it again, each key taken in (drawn) before
 * the next; the text must read as before.
 */
async function typeAndTakeBack(text: Locator): Promise<void> {
  const before = (await text.textContent()) ?? "";
  await text.locator("[data-slate-string]").first().click();
  await page.keyboard.press("x");
  await expect(text).not.toHaveText(before, { useInnerText: false });
  await page.keyboard.press("Backspace");
  await expect.poll(() => text.textContent()).toBe(before);
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
    contents: await article
      .locator("nav li a")
      .evaluateAll((all) => all.map((link) => `${link.textContent ?? ""} ${link.getAttribute("href") ?? ""}`)),
    headings: await article
      .locator(":is(h2, h3, h4):not(nav *):not(footer *)")
      .evaluateAll((all) => all.map((heading) => `${(heading as HTMLElement).innerText.trim()} #${heading.id}`)),
    footer: await texts("footer"),
  };
}

/**
 * The guides whose previews are compared with their pages, one of each shape of what the preview draws: the article
 * is the site's own component (GuideArticle) in both, fed by the build on the page and by the editor's fields in
 * the preview (src/cms/entries.ts, previews.tsx), so what can differ is only what is worked out apart on either
 * side, and that is drawn differently only by:
 * - the fields of the guide's front matter, as a set (a picture, a named reviewer with or without a credential,
 *   printed as a form, an earlier address …), as the round trip takes them;
 * - its headings: a table of contents or none (CONTENTS_FROM_SECTIONS), each depth of heading, a heading with marks
 *   or links in it, two headings alike (their ids), a section that numbers itself as the contents do;
 * - each crisis place its text fills in ({crisis}, {lines}, a number's place);
 * - its reading time, the longest text's the largest.
 * Any other guide is one of these in other words, drawn by the same code. The fewest guides that hold every shape
 * between them (taken greedily, the list's order breaking ties), and the guide with the longest text; a guide that
 * staff give a shape no other has is picked by itself.
 */
function previewedGuides(): string[] {
  const shapes = new Map<string, Set<string>>();
  const words = new Map<string, number>();
  for (const id of GUIDES) {
    const reading = readMarkdown(backend.repo.published(`data/guides/${id}.md`));
    if (!reading.ok) throw new Error(`data/guides/${id}.md cannot be read: ${reading.error.message}`);
    const headings = [...markdownHtml(reading.body).matchAll(/<h([1-6])>([\s\S]*?)<\/h\1>/g)].map(([, depth = "", inner = ""]) => ({ depth, inner }));
    const sections = headings.filter((heading) => heading.depth === "2").map((heading) => heading.inner);
    const places = [...CRISIS_BLOCKS, ...CRISIS_NUMBERS].filter((place) => reading.body.includes(`{${place}}`));
    shapes.set(
      id,
      new Set([
        `fields: ${Object.keys(reading.frontMatter as object)
          .sort()
          .join(" ")}`,
        sections.length >= CONTENTS_FROM_SECTIONS ? "contents" : "no contents",
        ...headings.map((heading) => `h${heading.depth}`),
        ...(headings.some((heading) => heading.inner.includes("<")) ? ["a heading with marks"] : []),
        ...(new Set(headings.map((heading) => heading.inner)).size < headings.length ? ["two headings alike"] : []),
        ...(sections.some((section, index) => withoutOwnNumber(section, index + 1) !== section) ? ["a numbered section"] : []),
        ...places.map((place) => `{${place}}`),
      ]),
    );
    words.set(id, wordsIn(reading.body));
  }
  const longest = [...GUIDES].sort((a, b) => (words.get(b) ?? 0) - (words.get(a) ?? 0))[0];
  // The longest guide is previewed anyway: the others cover what it does not.
  const covered = shapes.get(longest ?? "") ?? new Set<string>();
  const others = coveringEntries(GUIDES, (id) => new Set([...(shapes.get(id) ?? [])].filter((feature) => !covered.has(feature))));
  const chosen = new Set([...(longest ? [longest] : []), ...others]);
  return GUIDES.filter((id) => chosen.has(id));
}

const preview = () => page.frameLocator("iframe#preview-pane");
const previewedArticle = () => preview().getByRole("region", { name: "Its own page" }).locator("article");

test.describe("previews a guide with the site's own article", () => {
  test("a guide of each shape: its topics, title, summary, audiences, reading time, dates, contents, sections and review, as its page shows them", async ({
    site,
  }) => {
    // One reader's page for every guide previewed, each loaded until its scripts have run, as the preview is (the
    // Print button shows only then).
    const reader = await site.newPage(1280);
    try {
      for (const id of previewedGuides()) {
        await test.step(id, async () => {
          // The reader's page loads while the editor opens the entry (by way of the settings' list, which loads
          // nothing but that one file).
          const [onPage] = await Promise.all([
            visit(reader, guidePath(id)).then(() => articleFacts(reader.locator("article[aria-labelledby='guide-title']"))),
            editor.openEntry("guides", id, "collections/settings"),
          ]);
          expect(onPage.header.join("")).toMatch(/\S/);
          // The preview fills in once the library's texts are loaded.
          await expect
            .configure({ soft: true })
            .poll(() => articleFacts(previewedArticle()), { message: id })
            .toEqual(onPage);
        });
      }
    } finally {
      await reader.context().close();
    }
  });

  test("draws the text as it is typed: a new title, and a new section in the contents, with headings from 2 to 4 only", async () => {
    const [id = "no-guide"] = GUIDES;
    await editor.openEntry("guides", id);
    await page.getByLabel("Title", { exact: true }).fill("A guide with a new title");
    await expect(previewedArticle().getByRole("heading", { level: 1, name: "A guide with a new title" })).toBeVisible();
    // A section made with the toolbar on a new line after the first heading, clicked at its end (a heading is one
    // line, as wide as the text; a key goes where the browser's selection is, read from each key's input event).
    const text = page.locator("[data-slate-editor]");
    const heading = text.locator("h2").first();
    const box = await heading.boundingBox();
    await heading.click({ position: { x: (box?.width ?? 10) - 4, y: (box?.height ?? 10) / 2 } });
    // The text editor takes a click's place into its own selection later, on the browser's selectionchange; a
    // typed character takes it at once, from its input event. One is typed and taken back, each seen drawn at the
    // heading's end, so the key below goes there too.
    const headingText = (await heading.textContent()) ?? "";
    await page.keyboard.type("x");
    await expect(heading).toHaveText(`${headingText}x`);
    await page.keyboard.press("Backspace");
    await expect(heading).toHaveText(headingText);
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Headings" }).click();
    await expect(page.getByRole("menuitem", { name: /^Heading \d$/ })).toHaveText(["Heading 2", "Heading 3", "Heading 4"]);
    await page.getByRole("menuitem", { name: "Heading 2" }).click();
    await page.keyboard.type("One more thing");
    await expect(previewedArticle().getByRole("heading", { level: 2, name: "One more thing", exact: true })).toBeVisible();
    await expect(previewedArticle().getByRole("navigation").getByRole("link", { name: "One more thing" })).toHaveAttribute("href", "#one-more-thing");
    await expect(previewedArticle().locator("h2#one-more-thing")).toBeVisible();
  });

  test("draws the library's page from its texts, with a card for every guide", async () => {
    await editor.openEntry("pages", "resources");
    await page.getByLabel("Title", { exact: true }).first().fill("Guides for every family");
    await expect(preview().getByRole("heading", { level: 1, name: "Guides for every family" })).toBeVisible();
    await expect(preview().getByRole("article")).toHaveCount(GUIDES.length);
  });
});

/** Saves a screenshot of the screen (or of the preview alone) when EDITOR_SHOTS names a folder. */
async function shot(on: Page, name: string, what: "screen" | "preview" = "screen"): Promise<void> {
  if (!SHOTS) return;
  const file = path.join(SHOTS, `${on.viewportSize()?.width ?? 0}-${name}.png`);
  if (what === "preview") await on.locator("iframe#preview-pane").screenshot({ path: file });
  else await on.screenshot({ path: file });
}

test.describe("the guides' screens, at 1280 and 375 px", () => {
  test("at 1280 px: the list, newest first, and a guide beside its preview", async () => {
    const [id = "no-guide"] = GUIDES;
    await editor.show("collections/guides");
    // Each by its day, as the site writes it, beside its title, the newest first; guides of one day in the order
    // the editor lists their files, by name (the site orders those by title).
    const inEditorOrder = [...backend.content.guides].sort((a, b) => b.published.localeCompare(a.published) || a.id.localeCompare(b.id));
    const expected = inEditorOrder.map(
      (guide) =>
        `${new Date(`${guide.published}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })} · ${guide.title}`,
    );
    await expect(page.getByText(/ · /)).toHaveText(expected);
    await shot(page, "guides-list");
    await editor.openEntry("guides", id);
    // Once the library's texts are there too.
    await expect(previewedArticle().getByRole("button", { name: LIBRARY.printLabel })).toBeVisible();
    await shot(page, "guide-and-preview");
    await shot(page, "guide-preview", "preview");
    // The text itself, from its first section on.
    await previewedArticle().locator(":is(h2, h3):not(nav *)").first().scrollIntoViewIfNeeded();
    await shot(page, "guide-preview-text", "preview");
  });

  test("at 375 px: nothing scrolls sideways on the list, the guide's fields or its preview", async ({ browser, site }) => {
    const [id = "no-guide"] = GUIDES;
    const phone = await openEditor(browser, site.origin, backend, touchScreen(375));
    try {
      await phone.logIn("tap");
      await phone.show("collections/guides");
      await expect(phone.page.getByText(/ · /).first()).toBeVisible();
      const widths = (screen: string) =>
        expect
          .poll(async () => {
            const facts = await screenFacts(phone.page);
            return { screen, page: facts.scrollWidth, frame: facts.frame ? facts.frame.scrollWidth <= facts.frame.width : true };
          })
          .toEqual({ screen, page: 375, frame: true });
      await shot(phone.page, "guides-list");
      await widths("list");
      await phone.openEntry("guides", id);
      await expect(phone.page.locator("[data-slate-editor]")).toBeVisible();
      await shot(phone.page, "guide-fields");
      await widths("fields");
      await phone.page.getByRole("button", { name: "Show preview" }).tap();
      await expect(
        phone.page
          .frameLocator("iframe#preview-pane")
          .getByRole("region", { name: "Its own page" })
          .getByRole("button", { name: LIBRARY.printLabel }),
      ).toBeVisible();
      await shot(phone.page, "guide-preview");
      await widths("preview");
    } finally {
      await phone.close();
    }
  });
});

/**
 * What the round trip sends through the editor, so that every line of every guide goes through it once, in few
 * entries: a guide of each set of front matter fields, as committed (the editor writes a field the same way
 * whatever guide holds it), and one entry holding the text of every guide in turn, committed to the clone's main
 * for these tests only.
 */
const EVERY_TEXT_ID = "every-guide-text";
function roundTripEntries(): string[] {
  const bySet = new Map<string, string>();
  for (const file of committedFiles("data/guides").filter((name) => name.endsWith(".md"))) {
    const reading = readMarkdown(committedFile(file));
    if (!reading.ok) throw new Error(`${file} cannot be read: ${reading.error.message}`);
    const fields = Object.keys(reading.frontMatter as object)
      .sort()
      .join(" ");
    if (!bySet.has(fields)) bySet.set(fields, file.replace(/^.*\//, "").replace(/\.md$/, ""));
  }
  return [...bySet.values(), EVERY_TEXT_ID];
}

/** The entry of every guide's text, its front matter the first guide's, written and committed in the clone. */
function commitEveryText(): void {
  const { repo } = backend;
  const bodies = GUIDES.map((id) => {
    const reading = readMarkdown(repo.published(`data/guides/${id}.md`));
    if (!reading.ok) throw new Error(`data/guides/${id}.md cannot be read: ${reading.error.message}`);
    return reading.body.trim();
  });
  const [first = ""] = GUIDES;
  const frontMatter = repo.published(`data/guides/${first}.md`).split(/^---$/m)[1] ?? "";
  const file = `data/guides/${EVERY_TEXT_ID}.md`;
  writeFileSync(
    path.join(repo.dir, file),
    `---${frontMatter.replace(/^title: .*$/m, 'title: "Every guide\'s text"')}---\n\n${bodies.join("\n\n")}\n`,
  );
  repo.git("add", file);
  repo.git("commit", "--quiet", "-m", "Every guide's text in one entry");
}

test.describe("keeps every guide's front matter and the HTML of its text when the text goes through the editor and is saved", () => {
  test.beforeAll(async () => {
    expect(GUIDES.length).toBeGreaterThanOrEqual(6);
    // decap-server is done with the clone (back on main) before a commit is added to it.
    await expect.poll(() => backOnMain(backend.repo)).toEqual({ branch: "main", locked: false, changes: "" });
    commitEveryText();
    // The editor keeps the pane beside the fields as chosen last; none is drawn then, as nothing here is read from it.
    await page.evaluate(() => localStorage.setItem("cms.right-pane", "none"));
  });

  test.afterAll(async () => {
    await page.evaluate(() => localStorage.removeItem("cms.right-pane"));
    // The clone holds the guides of data/guides/ only again, once decap-server is back on main.
    const { repo } = backend;
    await expect.poll(() => backOnMain(repo)).toEqual({ branch: "main", locked: false, changes: "" });
    repo.git("rm", "--quiet", `data/guides/${EVERY_TEXT_ID}.md`);
    repo.git("commit", "--quiet", "-m", "Without the entry of every guide's text");
  });

  for (const id of roundTripEntries()) {
    test(id, async () => {
      const { repo } = backend;
      const file = `data/guides/${id}.md`;
      const original = repo.published(file);
      // From an entry to the next by way of the settings' list, which loads nothing but that one file.
      await editor.openEntry("guides", id, "collections/settings");
      await expect(page.locator("iframe#preview-pane")).toHaveCount(0);
      // A character typed in the text and taken back: the editor then writes the whole text anew from its own
      // document, as it does after any edit, and the entry counts as changed, so it can be saved.
      await typeAndTakeBack(page.locator("[data-slate-editor]"));
      await editor.save();
      const saved = repo.git("show", `cms/guides/${id}:${file}`);
      const before = asBuilt(file, original);
      const after = asBuilt(file, saved);
      expect.soft(after.frontMatter, `${file}: its front matter`).toEqual(before.frontMatter);
      if (before.html !== after.html) expect.soft(firstDifference(before.html, after.html), `${file}: its HTML changed`).toBe("");
    });
  }

  test("with no error in the editor's console", () => {
    expect(editor.watch.errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });
});
