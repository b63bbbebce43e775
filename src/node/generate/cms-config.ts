import path from "node:path";
import { z } from "zod";
import { stringify } from "yaml";
import { editorHelp, editorHints, editorLabels, filledIn, isImagePath, type EditorHint } from "../../content/field-notes";
import { LIST_KINDS, listKind, SETTINGS_KINDS, type ContentKind, type ListKind, type SettingsKind } from "../../content/registry";
import {
  readLanguages,
  languagesOf,
  TRANSLATED_LISTS,
  TRANSLATED_SETTINGS,
  translatedIds,
  translationFileOf,
  TRANSLATIONS_FOLDER,
  translationShape,
} from "../../content/translations";
import { backendConfig, EDITOR_BACKEND, type EditorBackend } from "../editor/backend";
import {
  ENGLISH_ENTRY_FIELD,
  ENGLISH_ENTRY_WIDGET,
  listTranslationsName,
  settingsTranslationsName,
  TRANSLATION_FORMATS,
  translationFileName,
} from "../editor/translations";
import { inLanguage, languageFolder } from "../../lib/languages";
import { DATA_DIR } from "../project";

/**
 * The editor's configuration (Decap CMS at /admin/), made from the content registry: every field the build checks
 * is a field in the editor, with the same required fields, patterns and plain-words messages, so that most
 * mistakes are refused while typing. What the editor cannot express (a picture that exists, an event that ends
 * after it starts, a giving level that includes itself) is still stopped by the build's check.
 */

/**
 * Where the editor reads its configuration: written into the built site (public/admin/config.yml) by every build,
 * and served by `npm start` and `npm run cms` at the same address, so a language added in the editor gets its
 * translators' collections with the next build, and nothing generated is committed.
 */
export const CMS_CONFIG_PATH = "/admin/config.yml";

const DATA_FOLDER = path.basename(DATA_DIR);
/** Pictures uploaded in the editor land here, and are written into the data as "images/…". */
const MEDIA_FOLDER = `${DATA_FOLDER}/images`;

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  [option: string]: unknown;
}

/** "startTime" -> "Start time"; the hint beside it says more. A field may carry a label of its own (fields.ts). */
function labelOf(name: string, schema: z.ZodType): string {
  const own = (editorLabels.get(schema) ?? editorLabels.get(unwrapOptional(schema).inner))?.label;
  if (own) return own;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  return schema instanceof z.ZodOptional ? { inner: schema.unwrap() as z.ZodType, optional: true } : { inner: schema, optional: false };
}

interface JsonSchemaFacts {
  description?: string;
  pattern?: string;
  patterns?: string[];
  patternErrorMessage?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  type?: string;
}

/** What the schema's JSON Schema form says of a value: its patterns, minimum and message. */
function factsOf(schema: z.ZodType): JsonSchemaFacts {
  const json = z.toJSONSchema(schema, { target: "draft-07", io: "input", unrepresentable: "any" }) as JsonSchemaFacts & {
    allOf?: { pattern?: string }[];
  };
  const patterns = [json.pattern, ...(json.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === "string",
  );
  return { ...json, patterns };
}

/**
 * One pattern the editor checks while typing. A field with two (a picture's path must not be empty and must end
 * in .jpg …) gets the stricter, last one; "required" already refuses an empty field.
 */
function patternOption(facts: JsonSchemaFacts): { pattern?: [string, string] } {
  const pattern = facts.patterns?.[facts.patterns.length - 1];
  if (!pattern) return {};
  const message = facts.patternErrorMessage ?? facts.description ?? "This value is not in the expected form.";
  return { pattern: [pattern, message] };
}

function hintOf(schema: z.ZodType): EditorHint | undefined {
  return editorHints.get(schema);
}

interface Widget {
  widget: string;
  [option: string]: unknown;
}

function widgetFor(name: string, schema: z.ZodType, mediaFolder: string | undefined): Widget {
  const hint = hintOf(schema);
  const facts = factsOf(schema);
  if (hint?.widget === "hidden") return { widget: "hidden" };
  if (hint?.widget === "select") return { widget: "select", options: [...hint.options] };
  if (hint?.widget === "choice") {
    // Filled from a list in a settings file (a guide's topics): Decap's relation widget reads a file of a files
    // collection, and its "*" walks the list.
    return {
      widget: "relation",
      collection: settingsCollectionOf(hint.file),
      file: path.posix.basename(hint.file, ".json"),
      value_field: `${hint.list}.*.${hint.valueField}`,
      search_fields: [`${hint.list}.*.${hint.labelField}`],
      display_fields: [`${hint.list}.*.${hint.labelField}`],
      multiple: true,
      ...(facts.minItems === undefined ? {} : { min: facts.minItems }),
    };
  }
  if (hint?.widget === "relation") {
    return {
      widget: "relation",
      collection: listKind(hint.collection).folder,
      value_field: "{{slug}}",
      search_fields: [hint.searchField],
      display_fields: [hint.searchField],
    };
  }
  if (hint?.widget === "date") {
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, ...patternOption(facts) };
  }
  // Decap's datetime widget without its date part is the browser's own time picker (<input type="time">), which
  // hands over HH:mm; with `format` the same, the value is saved exactly as the file holds it, "14:00".
  if (hint?.widget === "time") {
    return { widget: "datetime", format: "HH:mm", date_format: false, time_format: "HH:mm", ...patternOption(facts) };
  }
  if (isImagePath(schema)) {
    const folder = mediaFolder ? `${MEDIA_FOLDER}/${mediaFolder}` : MEDIA_FOLDER;
    return {
      widget: "image",
      choose_url: false,
      media_folder: `/${folder}`,
      public_folder: path.posix.relative(DATA_FOLDER, folder),
      ...patternOption(facts),
    };
  }
  if (schema instanceof z.ZodEnum) return { widget: "select", options: [...(schema.options as string[])] };
  if (schema instanceof z.ZodBoolean) return { widget: "boolean" };
  if (schema instanceof z.ZodNumber) {
    const integer = facts.type === "integer";
    // The editor's minimum includes the value itself; a price must be above 0, so its lowest is one cent.
    const min = facts.minimum ?? (facts.exclusiveMinimum === undefined ? undefined : facts.exclusiveMinimum + (integer ? 1 : 0.01));
    return { widget: "number", value_type: integer ? "int" : "float", ...(min === undefined ? {} : { min }) };
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const min = facts.minItems;
    const items =
      element instanceof z.ZodObject
        ? { fields: fieldsOfObject(element, mediaFolder), summary: `{{fields.${summaryField(element)}}}` }
        : // A list of texts opens with every text showing; folded up, an item still shows its text.
          { field: cmsField(`${name}Item`, element, mediaFolder), collapsed: false, summary: `{{fields.${name}Item}}` };
    return { widget: "list", ...items, ...(min === undefined ? {} : { min }) };
  }
  if (schema instanceof z.ZodObject) {
    return { widget: "object", collapsed: false, fields: fieldsOfObject(schema, mediaFolder) };
  }
  return { widget: hint?.widget === "text" ? "text" : "string", ...patternOption(facts) };
}

/** The field that names an item of a group: its name, title, label or heading, else its first text. */
function summaryField(schema: z.ZodObject): string {
  const shape = schema.shape as Record<string, z.ZodType>;
  const named = ["name", "title", "label", "heading"].find((name) => name in shape);
  const firstText = Object.keys(shape).find((name) => !name.startsWith("$") && unwrapOptional(shape[name] as z.ZodType).inner instanceof z.ZodString);
  return named ?? firstText ?? Object.keys(shape)[0] ?? "name";
}

/**
 * What a group's bar says, open or folded: its label and the text that names it ("Location: Creekside Community
 * Center", "Address: 3100 Old Alabama Road"); a group left out says what the site uses in its place. Without a
 * summary, Decap draws a folded group as an empty bar.
 */
function groupSummary(label: string, schema: z.ZodType): string {
  const { inner } = unwrapOptional(schema);
  if (!(inner instanceof z.ZodObject)) return label;
  const whenEmpty = filledIn.get(schema)?.inWords ?? "not filled in yet";
  // Decap's template filter takes its text between single quotes, up to the closing "')".
  return `${label}: {{fields.${summaryField(inner)} | default('${whenEmpty}')}}`;
}

function cmsField(name: string, schema: z.ZodType, mediaFolder: string | undefined): CmsField {
  const { inner, optional } = unwrapOptional(schema);
  const widget = widgetFor(name, inner, mediaFolder);
  // Decap checks the fields of an optional group even when the group is left out, so an event without an
  // address could not be saved; inside an optional group each field is optional to the editor, and the build's
  // check still refuses a group that is only half filled in.
  if (optional && widget.widget === "object" && Array.isArray(widget.fields)) {
    widget.fields = (widget.fields as CmsField[]).map((field) => ({ ...field, required: false }));
  }
  // Under the field: words for the form where the description speaks of the file, else the description.
  const description = editorHelp.get(schema)?.help ?? editorHelp.get(inner)?.help ?? inner.meta()?.description;
  const label = labelOf(name, schema);
  if (widget.widget === "object") widget.summary = groupSummary(label, schema);
  return {
    label,
    name,
    ...widget,
    ...(typeof description === "string" && widget.widget !== "hidden" ? { hint: description } : {}),
    ...(optional ? { required: false } : {}),
  };
}

function fieldsOfObject(schema: z.ZodObject, mediaFolder?: string): CmsField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => cmsField(name, field, mediaFolder));
}

/** An entry's slug in Decap's templates: its file name, which is its id. */
export const SLUG = "{{slug}}";

function fileEntry(kind: SettingsKind) {
  return {
    name: path.posix.basename(kind.file, ".json"),
    label: kind.label,
    file: `${DATA_FOLDER}/${kind.file}`,
    // Where a draft's deploy preview opens: the page as the site builds it, after the preview's own address.
    preview_path: kind.page,
    fields: fieldsOfObject(kind.shape),
  };
}

/** Where the editor lists a settings file: the page texts, or the other settings. */
function isPageTexts(file: string): boolean {
  return file.startsWith("pages/");
}

function settingsCollectionOf(file: string): string {
  return isPageTexts(file) ? "pages" : "settings";
}

/**
 * The text of a Markdown entry, in Decap's rich-text editor (its markdown widget, which also offers the Markdown
 * itself): only what the site shows well, with headings from ## to #### and pictures uploaded beside the entries'.
 *
 * Why `markdown` and not Decap 3.16's newer `richtext` widget (Plate): sent through the editor and saved, three
 * of the six launch guides lost words in `richtext`. A list item holding a quote under its first line
 * ("- **Say it warmly and plainly.**" then "  > …") came back as the quote alone, its first line dropped, and two
 * quotes in a row became one. `markdown` drops nothing; what it writes differently (two quotes merged, such an
 * item turning the whole list into paragraphs) is put right by a remark plugin the editor registers
 * (src/cms/markdown-text.ts), which `richtext` does not run. e2e/editor-guides.spec.ts checks every guide.
 */
function markdownBody(hint: string): CmsField {
  return {
    label: "Text",
    name: "body",
    widget: "markdown",
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "heading-four", "quote", "bulleted-list", "numbered-list"],
    editor_components: ["image"],
    hint,
  };
}

const MARKDOWN_BODY = markdownBody(
  "The guide's text. Start each section with a heading (Heading 2), its parts with Heading 3. It ends with the " +
    'sections "What you can do today" and "Where to learn more".',
);

function folderCollection(list: ListKind) {
  const media = list.mediaFolder;
  const markdown = list.format === "markdown";
  // Pictures in a Markdown text are written from the entry's own folder (../images/guides/…), which is where
  // the build finds them; the front matter's picture field keeps the path from data/ like every other.
  const publicFolder = markdown ? `../images/${media ?? ""}` : `images/${media ?? ""}`;
  return {
    name: list.folder,
    label: list.label,
    label_singular: list.item.charAt(0).toUpperCase() + list.item.slice(1),
    description: list.shape.meta()?.description,
    folder: `${DATA_FOLDER}/${list.folder}`,
    extension: markdown ? "md" : "json",
    format: markdown ? "frontmatter" : "json",
    create: true,
    delete: true,
    // The file name is the entry's id: made once, from the name, when the entry is created.
    identifier_field: list.nameField,
    slug: SLUG,
    summary: list.summary,
    // Where a draft's deploy preview opens: the entry's page as the site builds it ("/programs/{{slug}}/").
    preview_path: list.page(SLUG),
    // Opened in the site's order (events with the latest first); the name is the other way to sort.
    sortable_fields: [
      { field: list.sort.field, default_sort: list.sort.descending ? "desc" : "asc" },
      ...(list.nameField === list.sort.field ? [] : [list.nameField]),
    ],
    ...(media ? { media_folder: `/${MEDIA_FOLDER}/${media}`, public_folder: publicFolder } : {}),
    fields: [...fieldsOfObject(list.shape, media), ...(markdown ? [MARKDOWN_BODY] : [])],
  };
}

/** A language of data/languages.json, as the editor names and groups its translations. */
export interface EditorLanguage {
  code: string;
  /** Its name in itself, as the language switcher writes it: "Español". */
  name: string;
  /** Its English name: "Spanish". */
  englishName: string;
  /** Whether the whole site is translated into it, or only some pages (Get help now). */
  wholeSite: boolean;
}

/** The languages pages are translated into, from data/languages.json, in its order; none while it cannot be read. */
export function editorLanguages(dataDir: string = DATA_DIR): EditorLanguage[] {
  return readLanguages(dataDir).translations.map((language) => ({
    code: language.code,
    name: language.name,
    englishName: language.englishName,
    wholeSite: language.wholeSite === true,
  }));
}

/**
 * The fields of a translation, from its shape (translations.ts), so that each text is checked as the build checks
 * it. Its language is the folder's, so the field keeps it out of sight, and fills it in for a new translation.
 */
function translationFields(kind: ContentKind, language: string): CmsField[] {
  return fieldsOfObject(translationShape(kind)).map((field) =>
    field.name === "language" ? { label: field.label, name: field.name, widget: "hidden", default: language } : field,
  );
}

/** The settings files a language translates: every one for a whole-site language; else the pages built in it. */
function translatedSettingsOf(language: EditorLanguage, dataDir: string): readonly SettingsKind[] {
  if (language.wholeSite) return TRANSLATED_SETTINGS;
  return TRANSLATED_SETTINGS.filter((kind) => kind.translated === true || languagesOf(kind, dataDir, [language.code]).length > 0);
}

/** A language's page texts and settings, one file each, under the English file's own name. */
function settingsTranslations(language: EditorLanguage, dataDir: string) {
  const kinds = translatedSettingsOf(language, dataDir);
  const where = language.wholeSite
    ? "every page's texts, the footer, the words on every page and the organization's description"
    : `the texts of the pages the site has in ${language.englishName}`;
  return {
    name: settingsTranslationsName(language.code),
    label: `${language.name}: page texts`,
    label_singular: `Page texts in ${language.name}`,
    description:
      `${language.englishName} translations of ${where}, each beside its English in the preview: the texts only. Numbers, ` +
      "links, pictures and the rest are the same in every language and changed in the English (Page texts, Settings).",
    delete: false,
    files: kinds.map((kind) => ({
      name: translationFileName(kind.file),
      label: kind.label,
      file: `${DATA_FOLDER}/${translationFileOf(kind, language.code)}`,
      // The page in that language: /es/about/.
      preview_path: inLanguage(kind.page, language.code),
      fields: translationFields(kind, language.code),
    })),
  };
}

/** The field of a new translation that chooses the English entry it translates (ENGLISH_ENTRY_FIELD). */
function englishEntryField(list: ListKind): CmsField {
  return {
    label: `English ${list.item}`,
    name: ENGLISH_ENTRY_FIELD,
    widget: ENGLISH_ENTRY_WIDGET,
    // Decap's relation widget's options, which the control hands on to it for a new translation.
    collection: list.folder,
    value_field: SLUG,
    search_fields: [list.nameField],
    display_fields: [list.nameField],
    // Required: a saved translation answers with the English entry its file name says (english-entry-control.tsx).
    hint: `The English ${list.item} this translates. Chosen once, when the translation is started: the translation is saved under its name.`,
  };
}

/**
 * A list's translations into a language, one file per English entry, named by that entry's id
 * (data/translations/es/guides/grief-and-loss.md). A new one is named after the English entry chosen in its first
 * field, which the file itself does not hold (the formats TRANSLATION_FORMATS leave it out).
 */
function listTranslations(list: ListKind, language: EditorLanguage) {
  const markdown = list.format === "markdown";
  const folder = `${TRANSLATIONS_FOLDER}/${languageFolder(language.code)}/${list.folder}`;
  const shape = translationShape(list).shape as Record<string, z.ZodType>;
  const nameField =
    list.nameField in shape
      ? list.nameField
      : (Object.keys(shape).find((name) => !["$schema", "language", "translation"].includes(name)) ?? "language");
  const item = list.item.charAt(0).toUpperCase() + list.item.slice(1);
  const fields = [englishEntryField(list), ...translationFields(list, language.code)];
  return {
    name: listTranslationsName(list.folder, language.code),
    label: `${language.name}: ${list.label.toLowerCase()}`,
    label_singular: `${item} in ${language.name}`,
    description:
      `${language.englishName} translations of the ${list.label.toLowerCase()}, one for each English ${list.item}, beside its English in the preview: ` +
      `the texts only; the rest is shared with the English ${list.item}. An English ${list.item} not yet translated shows in English on the ` +
      `${language.englishName} pages; New ${item} in ${language.name} starts its translation.`,
    folder: `${DATA_FOLDER}/${folder}`,
    extension: markdown ? "md" : "json",
    format: markdown ? TRANSLATION_FORMATS.markdown : TRANSLATION_FORMATS.json,
    create: true,
    delete: true,
    identifier_field: ENGLISH_ENTRY_FIELD,
    slug: `{{fields.${ENGLISH_ENTRY_FIELD}}}`,
    summary: `{{fields.${nameField}}}`,
    preview_path: inLanguage(list.page(SLUG), language.code),
    sortable_fields: [nameField],
    // Pictures in a translated text are written from the translation's folder, where the build finds them.
    ...(markdown && list.mediaFolder
      ? { media_folder: `/${MEDIA_FOLDER}/${list.mediaFolder}`, public_folder: path.posix.relative(folder, `images/${list.mediaFolder}`) }
      : {}),
    fields: markdown ? [...fields, markdownBody(`The ${list.item}'s text in ${language.englishName}, section by section as the English.`)] : fields,
  };
}

/**
 * Every language's translations, after the English: its page texts and settings, and each list's entries (for a
 * language with only some pages, the lists it has entries of). Collections of their own (rather than Decap's i18n, which would move the
 * English files and nest every language in a single file) keep the English files as they are, and check every
 * field as the build checks it. A language's collections follow data/languages.json: `npm run generate` adds those
 * of a new language.
 */
function translationCollections(dataDir: string) {
  return editorLanguages(dataDir).flatMap((language) => [
    settingsTranslations(language, dataDir),
    ...translatedListsOf(language, dataDir).map((list) => listTranslations(list, language)),
  ]);
}

/** The lists a language translates: every one for a whole-site language; else those it has entries of (the crisis guides). */
function translatedListsOf(language: EditorLanguage, dataDir: string): readonly ListKind[] {
  if (language.wholeSite) return TRANSLATED_LISTS;
  return TRANSLATED_LISTS.filter((list) => translatedIds(list, language.code, dataDir).length > 0);
}

/**
 * What the translation previews are registered under (src/cms/index.tsx): each translated settings file by its name,
 * each list's translations by their collection's.
 */
export function translationPreviews(dataDir: string = DATA_DIR): string[] {
  const names = translationCollections(dataDir).flatMap((collection) =>
    "files" in collection ? collection.files.map((file) => file.name) : [collection.name],
  );
  return [...new Set(names)];
}

/** The whole configuration, as Decap reads it from /admin/config.yml, for the project's log-in setting. */
export function cmsConfig(backend: EditorBackend = EDITOR_BACKEND, dataDir: string = DATA_DIR) {
  const settings = SETTINGS_KINDS.filter((kind) => !isPageTexts(kind.file));
  const pages = SETTINGS_KINDS.filter((kind) => isPageTexts(kind.file));
  return {
    // How staff log in and where their changes go: src/node/editor/backend.ts (Git Gateway by default).
    backend: backendConfig(backend),
    // On a computer running `npm run cms`, the editor works on the local files instead (decap-server).
    local_backend: true,
    // Draft, In review, Ready: a volunteer's change waits until someone publishes it.
    publish_mode: "editorial_workflow",
    // Each draft is a pull request, which Netlify builds as a deploy preview at no credit cost: the editor links
    // to the entry's page there ("Check for Preview"). The site's own address (site_url, for "View Live") is the
    // address the editor is opened at, set by src/cms/index.tsx.
    show_preview_links: true,
    media_folder: MEDIA_FOLDER,
    public_folder: "images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...LIST_KINDS.map(folderCollection),
      { name: "pages", label: "Page texts", delete: false, files: pages.map(fileEntry) },
      { name: "settings", label: "Settings", delete: false, files: settings.map(fileEntry) },
      ...translationCollections(dataDir),
    ],
  };
}

const HEADER =
  "# Made when the site is built, from the content registry (src/content/) and data/languages.json.\n" + "# The editor at /admin/ reads it.\n";

export function cmsConfigText(dataDir: string = DATA_DIR): string {
  return HEADER + stringify(cmsConfig(EDITOR_BACKEND, dataDir), { lineWidth: 0 });
}
