import { isDeepStrictEqual } from "node:util";
import { readMarkdown } from "../src/content/markdown";
import { committedFile, committedFiles, openEditor, startLocalBackend, type Editor, type LocalBackend } from "./support/editor";
import { expect, test } from "./support/fixtures";

/**
 * Every kind of data file goes through the content editor unchanged: opened and saved, its saved file holds the
 * same value (its JSON; a Markdown file's front matter and text), translations included. In local mode against decap-server on a temporary clone of HEAD (as in editor.spec.ts), one
 * editor, logged in once, serving the tests in turn, one test per entry; the preview pane is closed, as nothing
 * here is read from it.
 */

test.describe.configure({ mode: "serial" });

/** The fields a JSON value holds, as paths ("location/address/street", "features/[]"), in order. */
function fieldPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item) => fieldPaths(item, `${at}/[]`))];
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, inner]) => fieldPaths(inner, `${at}/${key}`));
  return [at];
}

/**
 * Every kind of data file the editor shows, as committed, and where it opens: pages and settings by name; of a
 * folder's entries (events, programs …), one for each set of fields they fill in, since the editor writes a field
 * the same way whatever entry holds it (an event with its own address and one at the organization's are two).
 * Every other entry is held to the same rules by the build's content check.
 */
interface EditorEntry {
  file: string;
  collection: string;
  entry: string;
  /** The field typed into, by its label, where the first text field is not a text (a translation's language code). */
  field?: string;
}

function editorEntries(): EditorEntry[] {
  const entries: EditorEntry[] = [];
  const jsonFiles = (folder: string) => committedFiles(folder).filter((file) => file.endsWith(".json"));
  const entryOf = (file: string) => file.replace(/^.*\//, "").replace(/\.json$/, "");
  for (const collection of ["events", "programs", "tiers", "impact"]) {
    const fieldSets = new Set<string>();
    for (const file of jsonFiles(`data/${collection}`)) {
      const fields = [...new Set(fieldPaths(JSON.parse(committedFile(file))))].sort().join(" ");
      if (fieldSets.has(fields)) continue;
      fieldSets.add(fields);
      entries.push({ file, collection, entry: entryOf(file) });
    }
  }
  for (const file of jsonFiles("data/pages")) entries.push({ file, collection: "pages", entry: entryOf(file) });
  entries.push({ file: "data/site.json", collection: "settings", entry: "site" });
  entries.push({ file: "data/languages.json", collection: "settings", entry: "languages" });
  // Translations, by the field typed into (a translation's first text field may be its reviewer's name, empty
  // until checked): each language's Get help now page; and, in the first language that has them, the About page
  // and an entry of each list. Every language's collections are made by the same code from the same fields, so a
  // second language's About page or event is the same kind of file as the first's.
  const seen = new Set<string>();
  const once = (kind: string) => !seen.has(kind) && Boolean(seen.add(kind));
  for (const languageDir of committedFiles("data/translations")) {
    const folder = languageDir.replace(/^.*\//, "");
    const pages = committedFiles(`${languageDir}/pages`);
    for (const name of ["get-help", "about"]) {
      const file = `${languageDir}/pages/${name}.json`;
      if (pages.includes(file) && (name === "get-help" || once(name))) {
        entries.push({ file, collection: `${folder}-pages`, entry: `translation-${name}`, field: "Title" });
      }
    }
    for (const [list, field] of [
      ["events", "Title"],
      ["programs", "Name"],
      ["tiers", "Name"],
      ["guides", "Title"],
    ] as const) {
      const [file] = committedFiles(`${languageDir}/${list}`);
      if (file && once(list)) entries.push({ file, collection: `${folder}-${list}`, entry: entryOf(file).replace(/\.md$/, ""), field });
    }
  }
  return entries;
}

/** A data file's value: its JSON, or a Markdown file's front matter with its text as `body`. */
function valueOf(file: string, text: string): unknown {
  if (!file.endsWith(".md")) return JSON.parse(text) as unknown;
  const reading = readMarkdown(text);
  if (!reading.ok) throw new Error(`${file} cannot be read: ${reading.error.message}`);
  return { ...(reading.frontMatter as object), body: reading.body };
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

const ENTRIES = editorEntries();

let backend: LocalBackend;
let editor: Editor;

test.beforeAll(async ({ browser, site }) => {
  backend = await startLocalBackend();
  editor = await openEditor(browser, site.origin, backend, { viewport: { width: 1280, height: 900 } });
  await editor.logIn();
  // The editor keeps the pane beside the fields as chosen last; none is drawn then.
  await editor.page.evaluate(() => localStorage.setItem("cms.right-pane", "none"));
});

test.afterAll(async () => {
  await editor?.close();
  await backend?.close();
});

test("finds every kind of data file the editor shows", () => {
  expect(ENTRIES.length).toBeGreaterThanOrEqual(15);
  // The Spanish pages and guides among them.
  expect(ENTRIES.map((found) => found.collection)).toEqual(expect.arrayContaining(["es-pages", "es-guides"]));
});

test.describe("keeps every kind of data file the same value when each entry is opened and saved unchanged", () => {
  for (const { file, collection, entry, field: label } of ENTRIES) {
    test(file, async () => {
      const { page } = editor;
      const { repo } = backend;
      const original = valueOf(file, repo.published(file));
      // From an entry to the next by way of the settings' list, which loads nothing but that one file.
      await editor.openEntry(collection, entry, "collections/settings");
      await expect(page.locator("iframe#preview-pane")).toHaveCount(0);
      // The editor saves only a changed entry: one character is added to the first text field, so the saved file
      // must differ from the published one in that value alone.
      const field = label ? page.getByLabel(label, { exact: true }).first() : page.locator("input[type='text'], input:not([type]), textarea").first();
      await field.focus();
      await page.keyboard.press("End");
      await page.keyboard.type("x");
      await editor.save();
      const saved = valueOf(file, repo.git("show", `cms/${collection}/${entry}:${file}`));
      const found = differences(original, saved);
      const [only] = found;
      const onlyTheTypedCharacter = found.length === 1 && typeof only?.before === "string" && only.after === `${only.before}x`;
      expect(onlyTheTypedCharacter ? [] : found, `${file} changed in more than the typed character`).toEqual([]);
    });
  }
});
