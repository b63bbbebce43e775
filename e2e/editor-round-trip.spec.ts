import { isDeepStrictEqual } from "node:util";
import { readMarkdown } from "../src/content/markdown";
import { committedTexts, openEditor, publishedConfig, startLocalBackend, type Editor, type LocalBackend } from "./support/editor";
import { coveringEntries, editorEntryOf, shapeOf, notHeld, type CmsField, type EditorEntry } from "./support/editor-shapes";
import { expect, test } from "./support/fixtures";

/**
 * Every data file goes through the content editor unchanged: opened and saved, its saved file holds the same value
 * (its JSON; a Markdown file's front matter and text), translations included. In local mode against decap-server on
 * a temporary clone of HEAD (as in editor.spec.ts), one editor, logged in once, serving the tests in turn, one test
 * per shape of entry (below); the preview pane is closed, as nothing here is read from it.
 */

test.describe.configure({ mode: "serial" });

/**
 * Every data file the editor shows (all of data/), as committed, with where it opens and the shape of its value
 * (support/editor-shapes.ts): the widgets of its fields, how they nest, and what kind of value each holds. The
 * editor writes an entry back field by field, each by its widget, so entries of one shape are written back alike:
 * the browser opens and saves the fewest entries that hold every shape's every line between them, and every other
 * file is checked here, without a browser, to hold no value the editor has no field for. A new kind of value (a
 * field filled in for the first time, a list emptied, a number with a fraction) is a new line, and so brings an
 * entry of its own into the browser's list.
 */
interface FileOfTheEditor extends EditorEntry {
  value: unknown;
  shape: Set<string>;
}

function filesOfTheEditor(): FileOfTheEditor[] {
  const config = publishedConfig();
  const texts = committedTexts("data", /\.(json|md)$/);
  return [...texts].flatMap(([file, text]) => {
    const entry = editorEntryOf(config, file);
    if (!entry) return [];
    const value = valueOf(file, text);
    return [{ ...entry, value, shape: shapeOf(value, entry.fields) }];
  });
}

/**
 * The field typed into: the first text field of the entry that holds a line of text (a translation's first text
 * field may be its reviewer's name, empty until checked), by its label; or, where none at the top holds one (the
 * languages' settings, all in groups), the first text field on the screen.
 */
function typedField({ fields, value }: FileOfTheEditor): string | undefined {
  const record = value as Record<string, unknown>;
  const holdsALine = (candidate: CmsField) =>
    ["string", "text"].includes(candidate.widget ?? "string") &&
    typeof record[candidate.name] === "string" &&
    /^[^\n]+$/.test(String(record[candidate.name]));
  return fields.find(holdsALine)?.label;
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

const FILES = filesOfTheEditor();
const ENTRIES = coveringEntries(FILES, (file) => file.shape);

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

test("holds every value of every data file in a field of the editor, and every file's shape in the entries opened below", () => {
  expect(FILES.length).toBeGreaterThanOrEqual(100);
  // Pages, settings, lists, guides and translations among them.
  expect(FILES.map((found) => found.collection)).toEqual(expect.arrayContaining(["pages", "settings", "events", "guides", "es-pages", "es-guides"]));
  expect(
    FILES.filter((found) => notHeld(found.value, found.fields).length > 0).map((found) => [found.file, notHeld(found.value, found.fields)]),
  ).toEqual([]);
  // A key the editor has no field for is found, at any depth (the editor would drop it when it saves).
  const [sample] = FILES;
  if (!sample) throw new Error("no data file");
  expect(notHeld({ ...(sample.value as object), unknownKey: "x" }, sample.fields)).toEqual(["/unknownKey"]);
  const opened = new Set(ENTRIES.flatMap((entry) => [...entry.shape]));
  expect(FILES.flatMap((found) => [...found.shape].filter((line) => !opened.has(line)).map((line) => `${found.file}: ${line}`))).toEqual([]);
});

test.describe("keeps the value of an entry of each shape when it is opened, a character typed and saved", () => {
  for (const opened of ENTRIES) {
    const { file, collection, entry } = opened;
    test(file, async () => {
      const { page } = editor;
      const { repo } = backend;
      const original = valueOf(file, repo.published(file));
      // From an entry to the next by way of the settings' list, which loads nothing but that one file.
      await editor.openEntry(collection, entry, "collections/settings");
      await expect(page.locator("iframe#preview-pane")).toHaveCount(0);
      // The editor saves only a changed entry: one character is added to a text field, so the saved file must
      // differ from the published one in that value alone.
      const label = typedField(opened);
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
