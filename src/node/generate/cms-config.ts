import path from "node:path";
import { z } from "zod";
import { stringify } from "yaml";
import { editorHelp, editorHints, editorLabels, filledIn, isImagePath, type EditorHint } from "../content/field-notes";
import { LIST_KINDS, listKind, SETTINGS_KINDS, type ListKind, type SettingsKind } from "../content/registry";
import { TRANSLATED_SETTINGS, TRANSLATIONS_FOLDER, translationShape } from "../content/translations";
import { backendConfig, EDITOR_BACKEND, type EditorBackend } from "../editor/backend";
import { DATA_DIR } from "../project";

/**
 * The editor's configuration (Decap CMS at /admin/), made from the content registry: every field the build checks
 * is a field in the editor, with the same required fields, patterns and plain-words messages, so that most
 * mistakes are refused while typing. What the editor cannot express (a picture that exists, an event that ends
 * after it starts, a giving level that includes itself) is still stopped by the build's check.
 */

/** Where the editor's files are published: Gatsby copies static/ into the site as it is. */
export const CMS_CONFIG_FILE = "static/admin/config.yml";

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
const MARKDOWN_BODY: CmsField = {
  label: "Text",
  name: "body",
  widget: "markdown",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "heading-four", "quote", "bulleted-list", "numbered-list"],
  editor_components: ["image"],
  hint:
    "The guide's text. Start each section with a heading (Heading 2), its parts with Heading 3. It ends with the " +
    'sections "What you can do today" and "Where to learn more".',
};

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

/**
 * A page's translations, one entry per language: data/translations/<code>/<file>, holding its texts only. A
 * collection of its own (rather than Decap's i18n, which would move the English files and, for a single file,
 * nest every language in it) keeps the English files as they are, lets a translator start a new language, and
 * checks every field as the English ones are checked. The preview shows the page in that language beside the
 * English texts.
 */
export function translationCollectionName(kind: SettingsKind): string {
  return `${path.posix.basename(kind.file, ".json")}-translations`;
}

function translationCollection(kind: SettingsKind) {
  return {
    name: translationCollectionName(kind),
    label: `${kind.label}: translations`,
    label_singular: "Translation",
    description:
      `${kind.label} in other languages, one entry per language: its texts only. Numbers, links and the rest are ` +
      `the same in every language and changed in the English (Page texts › ${kind.label}). A language needs its ` +
      "code and name in Settings › Languages first.",
    folder: `${DATA_FOLDER}/${TRANSLATIONS_FOLDER}`,
    path: `{{slug}}/${kind.file.replace(/\.json$/, "")}`,
    extension: "json",
    format: "json",
    create: true,
    delete: true,
    identifier_field: "language",
    // The language's folder: its code in lowercase (zh-hans for zh-Hans), as its pages' addresses.
    slug: "{{fields.language | lower}}",
    summary: "{{fields.language}}",
    // The page in that language, whose address is the code in lowercase: /zh-hans/get-help/.
    preview_path: `/{{fields.language | lower}}${kind.page}`,
    fields: fieldsOfObject(translationShape(kind)),
  };
}

/** The whole configuration, as Decap reads it from /admin/config.yml, for the project's log-in setting. */
export function cmsConfig(backend: EditorBackend = EDITOR_BACKEND) {
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
      ...TRANSLATED_SETTINGS.filter((kind) => kind.translated).map(translationCollection),
    ],
  };
}

const HEADER =
  "# Generated from the content registry (src/node/content/) by `npm run generate`: edit the registry, not this file.\n" +
  "# The editor at /admin/ reads it; a test fails when it falls behind the schema.\n";

export function cmsConfigText(): string {
  return HEADER + stringify(cmsConfig(), { lineWidth: 0 });
}
