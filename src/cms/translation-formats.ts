import { parse, stringify } from "yaml";
import { ENGLISH_ENTRY_FIELD, TRANSLATION_FORMATS } from "../node/editor/translations";

/**
 * The formats of the translations of list entries (data/translations/<language>/events/<id>.json, …/guides/<id>.md):
 * Decap's JSON and Markdown-with-front-matter, less the field a new translation chooses its English entry with
 * (ENGLISH_ENTRY_FIELD). Decap names a new entry's file from the entry's own fields, so that field is in the
 * form; the file's name then says which entry it translates, and the file holds the texts only, as the build's check
 * requires. Files are read and written as Decap writes them, but for the front matter's strings, which keep the
 * double quotes the translations are written with, so that a save changes the lines it changes and no other.
 */

type Data = Record<string, unknown>;

function withoutEnglishEntry(data: Data): Data {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== ENGLISH_ENTRY_FIELD));
}

/** The fields in the form's order (Decap hands it over), then any others the file had, in their order. */
function inOrder(data: Data, sortedKeys: readonly string[] = []): Data {
  const known = sortedKeys.filter((name) => name in data);
  return Object.fromEntries([...known, ...Object.keys(data).filter((name) => !known.includes(name))].map((name) => [name, data[name]]));
}

export const translationJson = {
  /** A file not there yet (a language's page texts before they are written) reads as an empty form. */
  fromFile(content: string | null): Data {
    return content ? (JSON.parse(content) as Data) : {};
  },
  toFile(data: Data): string {
    return JSON.stringify(withoutEnglishEntry(data), null, 2);
  },
};

/** The front matter between two lines of three hyphens at the top; the text is what follows its closing line. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export const translationFrontMatter = {
  fromFile(content: string | null): Data {
    if (!content) return {};
    const match = FRONT_MATTER.exec(content);
    if (!match) return content.trim() ? { body: content } : {};
    const details = (parse(match[1] ?? "") ?? {}) as Data;
    const body = content.slice(match[0].length);
    // As Decap's format: an entry without a text has no body, rather than an empty one.
    return { ...details, ...(body.trim() ? { body } : {}) };
  },
  toFile(data: Data, sortedKeys?: readonly string[]): string {
    const { body, ...details } = withoutEnglishEntry(data);
    const yaml = stringify(inOrder(details, sortedKeys), { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" });
    return `---\n${yaml}---\n${typeof body === "string" ? body : ""}`;
  },
};

/** The parts of the editor's registry used here. */
interface FormatRegistry {
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile: (content: string) => unknown; toFile: (...args: never[]) => string },
  ): void;
}

export function registerTranslationFormats(cms: unknown): void {
  const registry = cms as FormatRegistry;
  registry.registerCustomFormat(TRANSLATION_FORMATS.json, "json", translationJson);
  registry.registerCustomFormat(TRANSLATION_FORMATS.markdown, "md", translationFrontMatter);
}
