import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { isDeepStrictEqual } from "node:util";
import { helped, isTranslatable, kept, labeled, named, objectNames } from "./field-notes";
import { isRecord, unwrap, type FieldPath } from "./field-paths";
import { schemaReference, text } from "./fields";
import { languageCode, languagesFile } from "./shapes/site";
import type { LanguagesFile, TranslationLanguage } from "./shapes";
import { readJson } from "./json-syntax";
import { CONTENT_KINDS, extensionOf, isListKind, isMarkdownKind, type ContentKind, type ListKind, type SettingsKind } from "./registry";
import { bodyProblems, readMarkdown, sitePaths } from "./markdown";
import { fieldLabel, problemAt } from "./report";
import { dayField } from "./time-fields";
import type { ContentFile, ContentProblem, FoundProblem } from "./types";
import { asWritten } from "./wording";
import { languageFolder } from "../lib/languages";
import { TRANSLATION_STATUS_PATH } from "../lib/translation-status";
import { issueProblems } from "./zod-messages";

/**
 * Translations: a page's texts in another language, in data/translations/<folder>/ under the English file's own
 * path (data/translations/es/pages/get-help.json translates data/pages/get-help.json). A language's folder is its
 * code in lowercase, as its pages' addresses are: zh-hans for zh-Hans. A translation holds the
 * texts only (the fields the field library marks as translatable); every other value (numbers to call, links,
 * ids, dates) is shared and written once, in the English file. Each translation records the day it was last
 * checked against its English and, once a native speaker has read it, who did.
 */

export const TRANSLATIONS_FOLDER = "translations";

/** What a translation says about itself: when it was checked against the English, and by whom. */
export const translationRecord = named(
  z
    .strictObject({
      checked: labeled(
        helped(dayField(), "The day the translation was last compared with its English, line by line"),
        "Checked against the English on",
      ),
      reviewedBy: labeled(
        helped(
          kept(text("The native speaker who checked the translation; left out while none has", "Ana López")),
          "The name of the native speaker who checked this translation; leave it empty until one has",
        ),
        "Checked by (native speaker)",
      ).optional(),
    })
    .meta({ description: "When the translation was last checked against its English, and by which native speaker" }),
  "the translation's record",
  "TranslationRecord",
);

/** The part of a value's schema that is written in each language, or undefined when none is. */
function translatedPart(schema: z.ZodType): z.ZodType | undefined {
  const optional = schema instanceof z.ZodOptional;
  const inner = unwrap(schema);
  let part: z.ZodType | undefined;
  if (isTranslatable(schema)) part = inner;
  else if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    // A list of texts is translated whole, with its own checks; a list of groups, group by group.
    const translatedElement = isTranslatable(element) ? element : translatedPart(element);
    part = translatedElement && (translatedElement === element ? inner : z.array(translatedElement).meta(inner.meta() ?? {}));
  } else if (inner instanceof z.ZodObject) {
    const fields = Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
      const translatedField = translatedPart(field);
      return translatedField ? [[name, translatedField] as const] : [];
    });
    if (fields.length > 0) {
      const names = objectNames.get(inner);
      const object = z.strictObject(Object.fromEntries(fields)).meta(inner.meta() ?? {});
      part = names ? named(object, names.noun, names.typeName && `${names.typeName}Translation`) : object;
    }
  }
  return part && optional ? part.optional() : part;
}

/**
 * Every kind that has texts to translate: the pages' texts, the footer, the organization's description, and the
 * entries of the lists (events, programs, giving levels, guides). data/languages.json is itself in every language.
 */
export const TRANSLATED_KINDS: readonly ContentKind[] = CONTENT_KINDS.filter(
  (kind) => !("file" in kind && kind.file === "languages.json") && translatedPart(kind.shape) !== undefined,
);

/** The settings files among them, each one page's (or every page's) texts. */
export const TRANSLATED_SETTINGS: readonly SettingsKind[] = TRANSLATED_KINDS.filter((kind): kind is SettingsKind => !isListKind(kind));

/** The lists among them, whose entries are translated one by one. */
export const TRANSLATED_LISTS: readonly ListKind[] = TRANSLATED_KINDS.filter(isListKind);

/** What a kind's file or folder is called in messages: "pages/about.json", "guides/". */
function kindPlace(kind: ContentKind): string {
  return isListKind(kind) ? `${kind.folder}/` : kind.file;
}

const shapes = new Map<ContentKind, z.ZodObject>();

/** The shape of a kind's translation: its translatable fields, and the translation's record. */
export function translationShape(kind: ContentKind): z.ZodObject {
  let shape = shapes.get(kind);
  if (!shape) {
    const part = translatedPart(kind.shape);
    if (!(part instanceof z.ZodObject)) throw new Error(`data/${kindPlace(kind)} has no text to translate.`);
    shape = named(
      z
        .strictObject({
          $schema: schemaReference,
          // The folder's name again, so that the editor can name and create a translation by its language.
          language: labeled(
            helped(languageCode.meta({ ...languageCode.meta() }), "The language's code, as data/languages.json writes it: es, ko, zh-Hans"),
            "Language",
          ),
          translation: translationRecord,
          ...(part.shape as Record<string, z.ZodType>),
        })
        .meta({
          title: `data/${TRANSLATIONS_FOLDER}/<language>/${isListKind(kind) ? `${kind.folder}/<id>${extensionOf(kind)}` : kind.file}`,
          description: `${kind.label}, translated: its texts only; every other value is shared with data/${kindPlace(kind)}`,
        }),
      `${kindPlace(kind)} translated`,
    );
    shapes.set(kind, shape);
  }
  return shape;
}

/** The English file a translation translates, inside data/: "pages/get-help.json", "guides/grief-and-loss.md". */
export function englishFileOf(kind: ContentKind, id?: string): string {
  return isListKind(kind) ? `${kind.folder}/${id ?? ""}${extensionOf(kind)}` : kind.file;
}

/**
 * The file that holds a kind's translation into a language: "translations/zh-hans/pages/get-help.json", or for an
 * entry of a list, "translations/es/guides/grief-and-loss.md".
 */
export function translationFileOf(kind: ContentKind, language: string, id?: string): string {
  return `${TRANSLATIONS_FOLDER}/${languageFolder(language)}/${englishFileOf(kind, id)}`;
}

const readings = new Map<string, { stamp: string; value: unknown }>();

/**
 * A JSON file of data/, read again only once it changes on disk (a build asks for data/languages.json and
 * data/labels.json once per page it makes); undefined while it is missing or is not JSON. Callers only read it.
 */
export function readDataJson(dataDir: string, file: string): unknown {
  const full = path.join(dataDir, file);
  let stamp: string;
  try {
    const stats = statSync(full);
    stamp = `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return undefined;
  }
  const known = readings.get(full);
  if (known?.stamp === stamp) return known.value;
  let value: unknown;
  try {
    const reading = readJson(readFileSync(full, "utf8"));
    value = reading.ok ? reading.value : undefined;
  } catch {
    value = undefined;
  }
  readings.set(full, { stamp, value });
  return value;
}

const readLanguagesOf = new WeakMap<object, LanguagesFile>();

/**
 * data/languages.json, typed by its shape: the one reader the build, the editor's configuration and the tests use.
 * The content check has stopped any build whose file breaks the shape before anything reads it; while the file
 * is being edited (a development server, the editor's configuration), a language without its code is left out,
 * and a file that cannot be read has English alone.
 */
export function readLanguages(dataDir: string): LanguagesFile {
  const value = readDataJson(dataDir, "languages.json");
  if (!isRecord(value)) return { english: { name: "English", openGraphLocale: "en_US" }, translations: [] };
  const known = readLanguagesOf.get(value);
  if (known) return known;
  const parsed = languagesFile.safeParse(value);
  const read: LanguagesFile = parsed.success
    ? parsed.data
    : {
        english: isRecord(value.english) ? (value.english as LanguagesFile["english"]) : { name: "English", openGraphLocale: "en_US" },
        translations: (Array.isArray(value.translations) ? value.translations : []).filter(
          (language): language is TranslationLanguage => isRecord(language) && typeof language.code === "string",
        ),
      };
  readLanguagesOf.set(value, read);
  return read;
}

/** The languages of data/languages.json, as written: their codes, in order. */
export function languageCodes(dataDir: string): string[] {
  return readLanguages(dataDir).translations.map((language) => language.code);
}

/** The languages a kind is translated into: those with its file in their folder, in data/languages.json's order. */
export function languagesOf(kind: SettingsKind, dataDir: string, codes = languageCodes(dataDir)): string[] {
  return codes.filter((code) => {
    try {
      return readdirSync(path.join(dataDir, TRANSLATIONS_FOLDER, languageFolder(code), path.dirname(kind.file))).includes(path.basename(kind.file));
    } catch {
      return false;
    }
  });
}

/** The ids of a list's entries translated into a language: the files of data/translations/<folder>/<list>/. */
export function translatedIds(kind: ListKind, language: string, dataDir: string): string[] {
  try {
    const extension = extensionOf(kind);
    return readdirSync(path.join(dataDir, TRANSLATIONS_FOLDER, languageFolder(language), kind.folder))
      .filter((name) => name.endsWith(extension) && !name.startsWith("."))
      .map((name) => name.slice(0, -extension.length))
      .sort();
  } catch {
    return [];
  }
}

/** The languages whose whole site is translated (data/languages.json's wholeSite), as written: ["es"]. */
export function wholeSiteLanguages(dataDir: string): string[] {
  return readLanguages(dataDir)
    .translations.filter((language) => language.wholeSite === true)
    .map((language) => language.code);
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string, prefix = ""): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.name.startsWith("."))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/** The translatable part of a value, as written: what a translation of it must hold (shape and all). */
export function textsOf(schema: z.ZodType, value: unknown): unknown {
  const inner = unwrap(schema);
  if (isTranslatable(schema)) return value;
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    const element = inner.element as z.ZodType;
    if (isTranslatable(element)) return value;
    return value.map((item) => textsOf(element, item));
  }
  if (inner instanceof z.ZodObject && isRecord(value)) {
    const out: Record<string, unknown> = {};
    const fields: Record<string, z.ZodType> = inner.shape;
    for (const [name, field] of Object.entries(fields)) {
      if (name in value && translatedPart(field)) out[name] = textsOf(field, value[name]);
    }
    return out;
  }
  return undefined;
}

/**
 * What a translation holds that it may not, or lacks beside its English: a shared value written again (an event's
 * date, a number to call), or a list of a different length than the English one.
 */
function againstEnglish(
  file: ContentFile,
  english: z.ZodType,
  englishData: unknown,
  data: unknown,
  englishFile: string,
  at: FieldPath = [],
): FoundProblem[] {
  const inner = unwrap(english);
  if (isTranslatable(english)) return [];
  if (inner instanceof z.ZodArray && Array.isArray(data)) {
    const problems: FoundProblem[] = [];
    if (Array.isArray(englishData) && englishData.length !== data.length) {
      const message =
        `has ${data.length} ${data.length === 1 ? "item" : "items"} but the English in data/${englishFile} has ${englishData.length}. ` +
        "Translate each item of the English, in the same order, and no other.";
      problems.push(problemAt(file, data, at, `${fieldLabel(at)} ${message}`, `${at.join("/")}/length`));
    }
    const element = inner.element as z.ZodType;
    if (!isTranslatable(element))
      data.forEach((item, index) => {
        const englishItem = Array.isArray(englishData) ? (englishData[index] as unknown) : undefined;
        problems.push(...againstEnglish(file, element, englishItem, item, englishFile, [...at, index]));
      });
    return problems;
  }
  if (inner instanceof z.ZodObject && isRecord(data)) {
    const fields = inner.shape as Record<string, z.ZodType>;
    return Object.entries(data).flatMap(([name, value]) => {
      const field = fields[name];
      if (!field || name === "$schema" || name === "language") return [];
      if (!translatedPart(field)) {
        const message =
          `${fieldLabel([...at, name])} is the same in every language, so it is written once, in data/${englishFile}. ` +
          "Remove it here; change it there if it is wrong.";
        return [problemAt(file, data, [...at, name], message, [...at, name].join("/"))];
      }
      return againstEnglish(file, field, isRecord(englishData) ? englishData[name] : undefined, value, englishFile, [...at, name]);
    });
  }
  return [];
}

/** The same data without the shared values a translation may not hold, so that the schema's check speaks of the rest. */
function withoutShared(english: z.ZodType, data: unknown): unknown {
  const inner = unwrap(english);
  if (isTranslatable(english)) return data;
  if (inner instanceof z.ZodArray && Array.isArray(data)) return data.map((item) => withoutShared(inner.element as z.ZodType, item));
  if (inner instanceof z.ZodObject && isRecord(data)) {
    const fields = inner.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(data)
        .filter(([name]) => !fields[name] || translatedPart(fields[name]) || name === "$schema" || name === "translation" || name === "language")
        .map(([name, value]) => [name, fields[name] && name !== "translation" && name !== "language" ? withoutShared(fields[name], value) : value]),
    );
  }
  return data;
}

/** A file of data/ as the translations compare it: JSON's value, or a Markdown entry's front matter with its text as `body`. */
export function readData(dataDir: string, file: string): unknown {
  let textOfFile: string;
  try {
    textOfFile = readFileSync(path.join(dataDir, file), "utf8");
  } catch {
    return undefined;
  }
  return parseData(file, textOfFile);
}

function parseData(file: string, textOfFile: string): unknown {
  if (file.endsWith(".md")) {
    const reading = readMarkdown(textOfFile);
    return reading.ok && isRecord(reading.frontMatter) ? { ...reading.frontMatter, body: reading.body.trim() } : undefined;
  }
  const reading = readJson(textOfFile);
  return reading.ok ? reading.value : undefined;
}

/** The texts of an English file or entry that a translation must follow: its translatable fields, and a guide's text. */
function englishTexts(kind: ContentKind, value: unknown): unknown {
  const texts = textsOf(kind.shape, value);
  return isMarkdownKind(kind) && isRecord(value) && isRecord(texts) ? { ...texts, body: value.body } : texts;
}

/** One translation file: its JSON (or front matter), its fields, and what it holds beside its English. */
export function checkTranslationFile(kind: ContentKind, language: string, dataDir: string, id?: string, known?: ReadonlySet<string>): FoundProblem[] {
  const name = translationFileOf(kind, language, id);
  const englishFile = englishFileOf(kind, id);
  const file: ContentFile = { name, schema: translationShape(kind) };
  const textOfFile = readFileSync(path.join(dataDir, name), "utf8");
  let value: unknown;
  const problems: FoundProblem[] = [];
  if (isMarkdownKind(kind)) {
    const reading = readMarkdown(textOfFile);
    if (!reading.ok) {
      const { line, column, message } = reading.error;
      return [{ file: name, place: `line ${line}, column ${column}`, message, key: `${name}:syntax` }];
    }
    value = reading.frontMatter;
    if (reading.body.trim() === "") {
      problems.push({
        file: name,
        message: `the translated text is missing: write the text of data/${englishFile} in this language under the details at the top.`,
        key: `${name}:body`,
      });
    }
    const links = known ?? sitePaths(dataDir);
    for (const found of bodyProblems(
      reading.body,
      reading.bodyLine,
      `${TRANSLATIONS_FOLDER}/${languageFolder(language)}/${kind.folder}`,
      dataDir,
      links,
    )) {
      problems.push({ file: name, place: `line ${found.line}`, message: found.message, key: `${name}:${found.line}:${found.message}` });
    }
  } else {
    const reading = readJson(textOfFile);
    if (!reading.ok) {
      const { line, column, message } = reading.error;
      return [{ file: name, place: `line ${line}, column ${column}`, message, key: `${name}:syntax` }];
    }
    value = reading.value;
  }
  const englishData = readData(dataDir, englishFile);
  problems.push(...againstEnglish(file, kind.shape, englishData, value, englishFile));
  if (isRecord(value) && typeof value.language === "string" && value.language !== language) {
    const message = `"language" is ${asWritten(value.language)}, but the file is in data/${TRANSLATIONS_FOLDER}/${languageFolder(language)}/, the folder of ${asWritten(language)}. Write ${asWritten(language)}, or move the file to the folder of its language.`;
    problems.push(problemAt(file, value, ["language"], message));
  }
  const result = file.schema.safeParse(withoutShared(kind.shape, value));
  return [...problems, ...(result.success ? [] : issueProblems(file, value, result.error.issues))];
}

/** The kind (and entry id) a file of a language's folder translates, or undefined when the site translates no such file. */
function translatedBy(relative: string): { kind: ContentKind; id?: string } | undefined {
  const settings = TRANSLATED_SETTINGS.find((candidate) => candidate.file === relative);
  if (settings) return { kind: settings };
  const list = TRANSLATED_LISTS.find((candidate) => path.posix.dirname(relative) === candidate.folder && relative.endsWith(extensionOf(candidate)));
  return list ? { kind: list, id: path.posix.basename(relative, extensionOf(list)) } : undefined;
}

/**
 * Every file in data/translations/: in a language of data/languages.json, translating a file or an entry that
 * exists in English. A language that covers the whole site needs every page's texts, since its pages link to one
 * another; an entry of a list not yet translated is shown in English (untranslatedEntries lists them).
 */
export function checkTranslations(dataDir: string): FoundProblem[] {
  const root = path.join(dataDir, TRANSLATIONS_FOLDER);
  const codes = languageCodes(dataDir);
  const problems: FoundProblem[] = [];
  let folders: string[];
  try {
    folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort();
  } catch {
    folders = [];
  }
  const known = sitePaths(dataDir);
  for (const folder of folders) {
    const where = `${TRANSLATIONS_FOLDER}/${folder}/`;
    const code = codes.find((candidate) => languageFolder(candidate) === folder);
    if (!code) {
      const listed =
        codes.length > 0 ? ` The folders of its languages are ${codes.map((candidate) => asWritten(languageFolder(candidate))).join(", ")}.` : "";
      problems.push({
        file: where,
        message: `there is no language ${asWritten(folder)} in data/languages.json, so the site would not show these translations.${listed} Add the language there, or rename the folder to its code in lowercase.`,
        key: `${where}:language`,
      });
      continue;
    }
    for (const relative of filesUnder(path.join(root, folder))) {
      const found = translatedBy(relative);
      if (!found) {
        const translatable = [
          ...TRANSLATED_SETTINGS.map((kind) => kind.file),
          ...TRANSLATED_LISTS.map((kind) => `${kind.folder}/<id>${extensionOf(kind)}`),
        ];
        problems.push({
          file: `${where}${relative}`,
          message: `the site shows nothing from this file, so it would not appear. A language's folder holds translations of: ${translatable.join(", ")}.`,
          key: `${where}${relative}:stray`,
        });
        continue;
      }
      // A translation of an entry deleted since: the site leaves it out, and the build says so (strandedTranslations).
      if (found.id !== undefined && readData(dataDir, englishFileOf(found.kind, found.id)) === undefined) continue;
      problems.push(...checkTranslationFile(found.kind, code, dataDir, found.id, known));
    }
  }
  for (const code of wholeSiteLanguages(dataDir)) {
    for (const kind of TRANSLATED_SETTINGS) {
      const name = translationFileOf(kind, code);
      if (readData(dataDir, kind.file) === undefined) continue;
      try {
        readFileSync(path.join(dataDir, name));
      } catch {
        problems.push({
          file: name,
          message: `is missing. The whole site is in ${asWritten(code)} (data/languages.json), so every page's texts are needed in it: translate data/${kind.file} here, or set wholeSite to false.`,
          key: `${name}:missing`,
        });
      }
    }
  }
  return problems;
}

/**
 * The translations of list entries whose English file is gone (an event deleted in the editor, whose Spanish
 * stayed): the site shows nothing of them, and the build goes on. Each as "translations/es/events/<id>.json".
 */
export function strandedTranslations(dataDir: string): string[] {
  return languageCodes(dataDir).flatMap((code) =>
    TRANSLATED_LISTS.flatMap((kind) =>
      translatedIds(kind, code, dataDir)
        .filter((id) => readData(dataDir, englishFileOf(kind, id)) === undefined)
        .map((id) => translationFileOf(kind, code, id)),
    ),
  );
}

/** The reminder printed before the build, or undefined when no translation is stranded. */
export function formatStrandedTranslations(files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  const count = files.length === 1 ? "1 translation is" : `${files.length} translations are`;
  const lines = files.map((file, index) => `${index + 1}. data/${file}: its English entry was deleted or renamed`);
  return [
    `${count} left out of the site, because the entry it translates is no longer there:`,
    "",
    ...lines,
    "",
    "Delete each one, or rename it after the English entry's new file name.",
  ].join("\n");
}

/** An entry of a list shown in English on a whole-site language's pages, because it has no translation yet. */
export interface UntranslatedEntry {
  language: string;
  file: string;
}

/** Every entry of a list that a whole-site language has not translated yet: the pages show it in English. */
export function untranslatedEntries(dataDir: string): UntranslatedEntry[] {
  return wholeSiteLanguages(dataDir).flatMap((language) =>
    TRANSLATED_LISTS.flatMap((kind) => {
      let names: string[];
      try {
        names = readdirSync(path.join(dataDir, kind.folder)).filter((name) => name.endsWith(extensionOf(kind)));
      } catch {
        return [];
      }
      const translated = new Set(translatedIds(kind, language, dataDir));
      return names
        .map((name) => name.slice(0, -extensionOf(kind).length))
        .filter((id) => !translated.has(id))
        .sort()
        .map((id) => ({ language, file: englishFileOf(kind, id) }));
    }),
  );
}

/** The reminder printed after the check, or undefined when every entry is translated. */
export function formatUntranslatedEntries(entries: readonly UntranslatedEntry[]): string | undefined {
  if (entries.length === 0) return undefined;
  const count = entries.length === 1 ? "1 entry is" : `${entries.length} entries are`;
  const lines = entries.map(
    (entry, index) =>
      `${index + 1}. data/${entry.file}: not yet in ${asWritten(entry.language)}, see data/${translationFileOf(translatedBy(entry.file)?.kind ?? TRANSLATED_KINDS[0]!, entry.language, path.posix.basename(entry.file).replace(/\.(json|md)$/, ""))}`,
  );
  return [`${count} shown in English on the translated pages until translated:`, "", ...lines].join("\n");
}

/** How the English file read on a past day, from the site's history; undefined when the history does not say. */
export type EnglishAsOf = (file: string, day: string) => unknown;

/**
 * The English as committed at the end of `day`, from git; null when the file did not exist yet. A shallow clone
 * (as some hosts build from) does not hold that history, so it says nothing rather than flag every translation.
 */
export function englishFromGit(root: string, dataDir: string): EnglishAsOf {
  let shallow: boolean | undefined;
  return (file, day) => {
    const relative = path.relative(root, path.join(dataDir, file)).split(path.sep).join("/");
    try {
      shallow ??= execFileSync("git", ["rev-parse", "--is-shallow-repository"], { cwd: root, encoding: "utf8" }).trim() === "true";
      if (shallow) return undefined;
      const commit = execFileSync("git", ["rev-list", "-1", `--before=${day}T23:59:59Z`, "HEAD", "--", relative], {
        cwd: root,
        encoding: "utf8",
      }).trim();
      if (!commit) return null;
      return parseData(relative, execFileSync("git", ["show", `${commit}:${relative}`], { cwd: root, encoding: "utf8" }));
    } catch {
      return undefined;
    }
  };
}

/** A translation to review, with the day it was last checked. */
export interface OutdatedTranslation extends ContentProblem {
  checked: string;
}

/** Every translation file there is, with what it translates: each language's page texts and list entries. */
function translationFiles(dataDir: string): { kind: ContentKind; id?: string; language: string }[] {
  return languageCodes(dataDir).flatMap((language) => [
    ...TRANSLATED_SETTINGS.filter((kind) => languagesOf(kind, dataDir, [language]).length > 0).map((kind) => ({ kind, language })),
    ...TRANSLATED_LISTS.flatMap((kind) => translatedIds(kind, language, dataDir).map((id) => ({ kind, id, language }))),
  ]);
}

/**
 * Translations whose English texts have changed since the day they were last checked: the site still shows them,
 * and this list (a warning, not a stop) says which to read again. Only texts count: a changed number to call
 * is shared, so every language already shows the new one.
 */
export function outdatedTranslations(dataDir: string, englishAsOf: EnglishAsOf): OutdatedTranslation[] {
  return translationFiles(dataDir).flatMap(({ kind, id, language }) => {
    const name = translationFileOf(kind, language, id);
    const englishFile = englishFileOf(kind, id);
    const translation = readData(dataDir, name);
    const checked = isRecord(translation) && isRecord(translation.translation) ? translation.translation.checked : undefined;
    if (typeof checked !== "string") return [];
    const then = englishAsOf(englishFile, checked);
    if (then === undefined) return [];
    const now = readData(dataDir, englishFile);
    if (then !== null && isDeepStrictEqual(englishTexts(kind, then), englishTexts(kind, now))) return [];
    return [
      {
        file: name,
        checked,
        message:
          `the English in data/${englishFile} has changed since this translation was checked on ${checked}. ` +
          'Compare the two, update the translation, and set "checked" to the day you did. Until then the page shows the translation as it is.',
      },
    ];
  });
}

/** The warning printed after the check, or undefined when every translation matches its English. */
export function formatOutdatedTranslations(outdated: readonly ContentProblem[]): string | undefined {
  if (outdated.length === 0) return undefined;
  const count = outdated.length === 1 ? "1 translation needs" : `${outdated.length} translations need`;
  const lines = outdated.map((problem, index) => `${index + 1}. data/${problem.file}: ${problem.message}`);
  return [`${count} review: its English changed after it was last checked. The site still builds and shows it; please review:`, "", ...lines].join(
    "\n",
  );
}

/** The list for the editor's preview (src/lib/translation-status.ts): each translation to review, and its day. */
export async function writeTranslationStatus(publicDir: string, outdated: readonly OutdatedTranslation[]): Promise<void> {
  const target = path.join(publicDir, TRANSLATION_STATUS_PATH);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify({ outdated: outdated.map(({ file, checked }) => ({ file, checked })) })}\n`);
}
