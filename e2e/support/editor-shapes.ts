import { parse } from "yaml";

/**
 * The shapes of the entries the content editor shows, read from its configuration (public/admin/config.yml): what
 * decides how the editor writes an entry back is the widgets of its fields (with the options that change what they
 * write, such as a date's format or a number's type), how they nest, and whether each holds a value and of which
 * kind; not the field's name, label or hint, nor the words it holds. Two entries of one shape are written back by
 * the same code from values of the same kinds, so the round trip of one proves the other's, as long as every value
 * of the other is held by a field of the editor (what `notHeld` checks).
 */

export interface CmsField {
  name: string;
  label?: string;
  widget?: string;
  fields?: CmsField[];
  field?: CmsField;
  [option: string]: unknown;
}

interface CmsCollection {
  name: string;
  folder?: string;
  extension?: string;
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
}

/** Where a data file opens in the editor, and the fields it is edited with. */
export interface EditorEntry {
  file: string;
  collection: string;
  entry: string;
  fields: CmsField[];
}

/** The options of a widget that change what it writes; the rest (labels, hints, rules, defaults) do not. */
const WRITING_OPTIONS = ["format", "date_format", "time_format", "value_type", "multiple", "output_code_only", "value_field", "picker_utc"];

function widgetOf(field: CmsField): string {
  const widget = field.widget ?? "string";
  const options = WRITING_OPTIONS.filter((option) => field[option] !== undefined).map((option) => `${option}=${JSON.stringify(field[option])}`);
  const list = field.widget === "list" ? (field.field ? " one-field" : field.fields ? " of-objects" : " of-strings") : "";
  return `${widget}${list}${options.length > 0 ? `(${options.join(",")})` : ""}`;
}

function kindOf(value: unknown): string {
  if (value === undefined) return "absent";
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length === 0 ? "empty-array" : "array";
  if (typeof value === "string") return value === "" ? "empty-string" : value.includes("\n") ? "multiline-string" : "string";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "fraction";
  return typeof value;
}

/** The fields an object's value is edited with: an object's or a list's fields, or a one-field list's field. */
function innerFields(field: CmsField): CmsField[] {
  if (field.fields) return field.fields;
  if (field.field) return [field.field];
  return [];
}

/**
 * The shape of a value edited with `fields`: one line for every field (and every field of every item of a list),
 * the widgets from the entry down to it, and the kind of value it holds ("absent" when it holds none).
 */
export function shapeOf(value: unknown, fields: readonly CmsField[], above = ""): Set<string> {
  const shape = new Set<string>();
  const record = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  for (const field of fields) {
    const at = `${above}/${widgetOf(field)}`;
    const inner = record[field.name];
    shape.add(`${at}: ${kindOf(inner)}`);
    const nested = innerFields(field);
    if (nested.length === 0 || inner === undefined) continue;
    const items: unknown[] = field.widget === "list" && Array.isArray(inner) ? inner : [inner];
    for (const item of items) {
      // A one-field list holds its values themselves, not objects of one field.
      const itemValue: unknown = field.field ? { [field.field.name]: item } : item;
      for (const line of shapeOf(itemValue, nested, `${at}[]`)) shape.add(line);
    }
  }
  return shape;
}

/** The paths of a value that no field of the editor holds ("/location/room"), which the editor would not write back. */
export function notHeld(value: unknown, fields: readonly CmsField[], at = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) return [`${at}/${key}`];
    const nested = innerFields(field);
    if (nested.length === 0) return [];
    if (field.widget !== "list") return notHeld(inner, nested, `${at}/${key}`);
    if (!Array.isArray(inner)) return [`${at}/${key}`];
    return (inner as unknown[]).flatMap((item, index) => notHeld(field.field ? { [field.field.name]: item } : item, nested, `${at}/${key}/${index}`));
  });
}

/** The configuration's collections, parsed once per text: it is asked about every data file in turn. */
const parsedConfigs = new Map<string, { collections: CmsCollection[] }>();
function parsedConfig(configText: string): { collections: CmsCollection[] } {
  let parsed = parsedConfigs.get(configText);
  if (!parsed) parsedConfigs.set(configText, (parsed = parse(configText) as { collections: CmsCollection[] }));
  return parsed;
}

/** Where each data file opens in the editor, by the collections of its configuration. */
export function editorEntryOf(configText: string, file: string): EditorEntry | undefined {
  const { collections } = parsedConfig(configText);
  for (const collection of collections) {
    const named = collection.files?.find((candidate) => candidate.file === file);
    if (named) return { file, collection: collection.name, entry: named.name, fields: named.fields };
    const folder = collection.folder;
    const extension = `.${collection.extension ?? "md"}`;
    const inFolder = folder && file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes("/") && file.endsWith(extension);
    if (inFolder && collection.fields) {
      return { file, collection: collection.name, entry: file.slice(folder.length + 1, -extension.length), fields: collection.fields };
    }
  }
  return undefined;
}

/**
 * Entries that together hold every line of every entry's shape, the first entry that adds most chosen first; the
 * entries are taken in the order given, so the choice is the same on every run for the same files.
 */
export function coveringEntries<T>(entries: readonly T[], shape: (entry: T) => ReadonlySet<string>): T[] {
  const left = new Set(entries.flatMap((entry) => [...shape(entry)]));
  const chosen: T[] = [];
  while (left.size > 0) {
    let best: T | undefined;
    let bestCount = 0;
    for (const entry of entries) {
      const count = [...shape(entry)].filter((line) => left.has(line)).length;
      if (count > bestCount) [best, bestCount] = [entry, count];
    }
    if (best === undefined) break;
    chosen.push(best);
    for (const line of shape(best)) left.delete(line);
  }
  return chosen;
}
