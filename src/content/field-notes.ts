import { z } from "zod";
import { unwrap } from "./field-paths";

/**
 * What the project notes about a field besides its value, in zod registries beside the schema: what a group of
 * fields is called, how the editor shows a field, its help and label, that it names a picture, that the build
 * fills it in. The field library (fields.ts) writes these notes; the content check, the GraphQL types and the
 * editor's configuration read them.
 */

/**
 * What a group of fields is called: in messages ("… is not a field of an event") and, where the group is used
 * inside a file, as its GraphQL type ("PostalAddress").
 */
export const objectNames = z.registry<{ noun: string; typeName?: string }>();

export function named<T extends z.ZodType>(schema: T, noun: string, typeName?: string): T {
  objectNames.add(schema, typeName ? { noun, typeName } : { noun });
  return schema;
}

/**
 * How the editor at /admin/ shows a field, where the kind of value alone does not say: several lines of text,
 * a choice from a list, a reference to another entry, a date or time picker, or a value it keeps without showing.
 * A `collection` is a list folder of the registry, by its folder name.
 */
export type EditorHint =
  | { widget: "text" }
  | { widget: "select"; options: readonly string[] }
  | { widget: "relation"; collection: string; searchField: string }
  | { widget: "choice"; file: string; list: string; valueField: string; labelField: string }
  | { widget: "date" }
  | { widget: "time" }
  | { widget: "hidden" };

export const editorHints = z.registry<EditorHint>();

export function shown<T extends z.ZodType>(schema: T, hint: EditorHint): T {
  editorHints.add(schema, hint);
  return schema;
}

/**
 * What the editor says under a field, where the field's description speaks of the file ("in double quotes", "as a
 * path inside data/") rather than of the form a volunteer fills in; the description stays for code editors.
 */
export const editorHelp = z.registry<{ help: string }>();

export function helped<T extends z.ZodType>(schema: T, help: string): T {
  editorHelp.add(schema, { help });
  return schema;
}

/** What the editor calls a field, where its name alone reads badly ("imageAlt"). */
export const editorLabels = z.registry<{ label: string }>();

export function labeled<T extends z.ZodType>(schema: T, label: string): T {
  editorLabels.add(schema, { label });
  return schema;
}

/** Fields that name a picture in data/, so the content check can open the file. */
const imagePathSchemas = new WeakSet<z.ZodType>();

export function isImagePath(schema: z.ZodType): boolean {
  return imagePathSchemas.has(schema);
}

export function markImagePath<T extends z.ZodType>(schema: T): T {
  imagePathSchemas.add(schema);
  return schema;
}

/**
 * Optional in the file, but never missing on the site: the build fills it in (an event without an address of
 * its own is at the organization's). The GraphQL type makes it required, and `fill` says with what.
 */
export interface FilledIn {
  /** What the build puts in its place, from the site's settings. */
  fill: (site: { address: unknown }) => unknown;
  /** The same in words, for the editor's summary of a group left out: "the organization's address". */
  inWords: string;
}

export const filledIn = z.registry<FilledIn>();

/** `schema`, left out of the file when the build's `fill` is what it should hold. */
export function fillIn<T extends z.ZodType>(schema: T, fill: FilledIn["fill"], inWords: string) {
  const optional = schema.optional();
  filledIn.add(optional, { fill, inWords });
  return optional;
}

/**
 * Text a visitor reads, written once per language: titles, paragraphs, labels, a picture's description. Every
 * other value (an id, a date, a time, a price, a number to call, a picture, a link) is shared by all languages and
 * written once, in the English file, so that a translation can never disagree with it.
 */
export const translatable = z.registry<{ translate: true }>();

export function translated<T extends z.ZodType>(schema: T): T {
  translatable.add(schema, { translate: true });
  return schema;
}

/** Text that stays as written in every language (a street address, a name the service itself uses). */
export function kept<T extends z.ZodType>(schema: T): T {
  translatable.remove(schema);
  return schema;
}

export function isTranslatable(schema: z.ZodType): boolean {
  return translatable.has(schema) || translatable.has(unwrap(schema));
}
