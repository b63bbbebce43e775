import { languageFolder } from "../../lib/languages";

/**
 * What the editor's configuration (src/node/generate/cms-config.ts) and the editor's own code (src/cms/) agree on
 * for translations: the names of the field, widget and formats through which a new translation of an entry gets
 * its English entry's file name, and the attribute by which the editor's page names the translation previews.
 */

/**
 * The field of a new translation of an entry (a guide, an event …) that names its English entry. The translation's
 * file is named after it once, when it is first saved (data/translations/es/guides/<the English guide's id>.md);
 * the file itself never holds it, since its name already says which entry it translates.
 */
export const ENGLISH_ENTRY_FIELD = "translates";

/** The editor's control for that field: the English entries to choose from, or, once saved, the one it translates. */
export const ENGLISH_ENTRY_WIDGET = "english-entry";

/** Decap's JSON and Markdown formats, less that field: the formats of the entries' translations. */
export const TRANSLATION_FORMATS = { json: "translation-json", markdown: "translation-frontmatter" } as const;

/** The attribute of the editor's script that lists the translation collections and files, for their preview. */
export const TRANSLATION_PREVIEWS_ATTRIBUTE = "data-translation-previews";

/**
 * The name of a settings file's translation in the editor's lists ("translation-about" for pages/about.json), the
 * same in every language, so that one preview serves them all; the English file's own name ("about") is its
 * English preview's.
 */
export function translationFileName(file: string): string {
  return `translation-${file.replace(/^.*\//, "").replace(/\.json$/, "")}`;
}

/** Where translations are, as the editor writes paths: data/translations/<language's folder>/<the English file's path>. */
export const TRANSLATIONS_PATH = "data/translations";

/** The editor's collection of a language's page texts and settings: "es-pages". */
export function settingsTranslationsName(language: string): string {
  return `${languageFolder(language)}-pages`;
}

/** The editor's collection of a list's translations into a language: "es-guides". */
export function listTranslationsName(folder: string, language: string): string {
  return `${languageFolder(language)}-${folder}`;
}
