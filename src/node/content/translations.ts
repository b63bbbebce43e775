import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { isDeepStrictEqual } from "node:util";
import { helped, isTranslatable, kept, labelled, named, objectNames } from "./field-notes";
import { isRecord, unwrap, type FieldPath } from "./field-paths";
import { schemaReference, text } from "./fields";
import { languageCode } from "./shapes/site";
import { readJson } from "./json-syntax";
import { SETTINGS_KINDS, type SettingsKind } from "./registry";
import { fieldLabel, problemAt } from "./report";
import { dayField } from "./time-fields";
import type { ContentFile, ContentProblem, FoundProblem } from "./types";
import { asWritten } from "./wording";
import { languageFolder } from "../../lib/languages";
import { TRANSLATION_STATUS_PATH } from "../../lib/translation-status";
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
      checked: labelled(
        helped(dayField(), "The day the translation was last compared with its English, line by line"),
        "Checked against the English on",
      ),
      reviewedBy: labelled(
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

/** The kinds whose pages are built in each language they are translated into. */
export const TRANSLATED_KINDS: readonly SettingsKind[] = SETTINGS_KINDS.filter((kind) => kind.translated);

const shapes = new Map<SettingsKind, z.ZodObject>();

/** The shape of a kind's translation: its translatable fields, and the translation's record. */
export function translationShape(kind: SettingsKind): z.ZodObject {
  let shape = shapes.get(kind);
  if (!shape) {
    const part = translatedPart(kind.shape);
    if (!(part instanceof z.ZodObject)) throw new Error(`data/${kind.file} has no text to translate.`);
    shape = named(
      z
        .strictObject({
          $schema: schemaReference,
          // The folder's name again, so that the editor can name and create a translation by its language.
          language: labelled(
            helped(languageCode.meta({ ...languageCode.meta() }), "The language's code, as data/languages.json writes it: es, ko, zh-Hans"),
            "Language",
          ),
          translation: translationRecord,
          ...(part.shape as Record<string, z.ZodType>),
        })
        .meta({
          title: `data/${TRANSLATIONS_FOLDER}/<language>/${kind.file}`,
          description: `${kind.label}, translated: its texts only; every other value is shared with data/${kind.file}`,
        }),
      `${kind.file} translated`,
    );
    shapes.set(kind, shape);
  }
  return shape;
}

/** The file that holds a kind's translation into a language: "translations/zh-hans/pages/get-help.json". */
export function translationFileOf(kind: SettingsKind, language: string): string {
  return `${TRANSLATIONS_FOLDER}/${languageFolder(language)}/${kind.file}`;
}

/** The languages of data/languages.json, as written: their codes, in order. */
export function languageCodes(dataDir: string): string[] {
  let textOfFile: string;
  try {
    textOfFile = readFileSync(path.join(dataDir, "languages.json"), "utf8");
  } catch {
    return [];
  }
  const reading = readJson(textOfFile);
  if (!reading.ok || !isRecord(reading.value) || !Array.isArray(reading.value.translations)) return [];
  return reading.value.translations.flatMap((language) => (isRecord(language) && typeof language.code === "string" ? [language.code] : []));
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

function readData(dataDir: string, file: string): unknown {
  const reading = readJson(readFileSync(path.join(dataDir, file), "utf8"));
  return reading.ok ? reading.value : undefined;
}

/** One translation file: its JSON, its fields, and what it holds beside its English. */
export function checkTranslationFile(kind: SettingsKind, language: string, dataDir: string): FoundProblem[] {
  const name = translationFileOf(kind, language);
  const file: ContentFile = { name, schema: translationShape(kind) };
  const reading = readJson(readFileSync(path.join(dataDir, name), "utf8"));
  if (!reading.ok) {
    const { line, column, message } = reading.error;
    return [{ file: name, place: `line ${line}, column ${column}`, message, key: `${name}:syntax` }];
  }
  const englishData = readData(dataDir, kind.file);
  const shared = againstEnglish(file, kind.shape, englishData, reading.value, kind.file);
  if (isRecord(reading.value) && typeof reading.value.language === "string" && reading.value.language !== language) {
    const message = `"language" is ${asWritten(reading.value.language)}, but the file is in data/${TRANSLATIONS_FOLDER}/${languageFolder(language)}/, the folder of ${asWritten(language)}. Write ${asWritten(language)}, or move the file to the folder of its language.`;
    shared.push(problemAt(file, reading.value, ["language"], message));
  }
  const result = file.schema.safeParse(withoutShared(kind.shape, reading.value));
  return [...shared, ...(result.success ? [] : issueProblems(file, reading.value, result.error.issues))];
}

/** Every file in data/translations/: in a language of data/languages.json, translating a page built in every language. */
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
    return [];
  }
  for (const folder of folders) {
    const where = `${TRANSLATIONS_FOLDER}/${folder}/`;
    const code = codes.find((known) => languageFolder(known) === folder);
    if (!code) {
      const known = codes.length > 0 ? ` The folders of its languages are ${codes.map((known) => asWritten(languageFolder(known))).join(", ")}.` : "";
      problems.push({
        file: where,
        message: `there is no language ${asWritten(folder)} in data/languages.json, so the site would not show these translations.${known} Add the language there, or rename the folder to its code in lowercase.`,
        key: `${where}:language`,
      });
      continue;
    }
    for (const relative of filesUnder(path.join(root, folder))) {
      const kind = TRANSLATED_KINDS.find((candidate) => candidate.file === relative);
      if (!kind) {
        const translatable = TRANSLATED_KINDS.map((candidate) => `data/${where}${candidate.file}`).join(", ");
        problems.push({
          file: `${where}${relative}`,
          message: `the site shows no page from this file in other languages, so it would not appear. The files it translates are: ${translatable}.`,
          key: `${where}${relative}:stray`,
        });
        continue;
      }
      problems.push(...checkTranslationFile(kind, code, dataDir));
    }
  }
  return problems;
}

/** How the English file read on a past day, from the site's history; undefined when the history does not say. */
export type EnglishAsOf = (file: string, day: string) => unknown;

/** The English as committed at the end of `day`, from git; null when the file did not exist yet. */
export function englishFromGit(root: string, dataDir: string): EnglishAsOf {
  return (file, day) => {
    const relative = path.relative(root, path.join(dataDir, file)).split(path.sep).join("/");
    try {
      const commit = execFileSync("git", ["rev-list", "-1", `--before=${day}T23:59:59Z`, "HEAD", "--", relative], {
        cwd: root,
        encoding: "utf8",
      }).trim();
      if (!commit) return null;
      const reading = readJson(execFileSync("git", ["show", `${commit}:${relative}`], { cwd: root, encoding: "utf8" }));
      return reading.ok ? reading.value : undefined;
    } catch {
      return undefined;
    }
  };
}

/**
 * Translations whose English texts have changed since the day they were last checked: the site still shows them,
 * and this list (a warning, not a stop) says which to read again. Only texts count: a changed number to call
 * is shared, so every language already shows the new one.
 */
/** A translation to review, with the day it was last checked. */
export interface OutdatedTranslation extends ContentProblem {
  checked: string;
}

export function outdatedTranslations(dataDir: string, englishAsOf: EnglishAsOf): OutdatedTranslation[] {
  const codes = languageCodes(dataDir);
  return TRANSLATED_KINDS.flatMap((kind) =>
    languagesOf(kind, dataDir, codes).flatMap((code) => {
      const name = translationFileOf(kind, code);
      const translation = readData(dataDir, name);
      const checked = isRecord(translation) && isRecord(translation.translation) ? translation.translation.checked : undefined;
      if (typeof checked !== "string") return [];
      const then = englishAsOf(kind.file, checked);
      if (then === undefined) return [];
      const now = readData(dataDir, kind.file);
      if (then !== null && isDeepStrictEqual(textsOf(kind.shape, then), textsOf(kind.shape, now))) return [];
      return [
        {
          file: name,
          checked,
          message:
            `the English in data/${kind.file} has changed since this translation was checked on ${checked}. ` +
            'Compare the two, update the translation, and set "checked" to the day you did. Until then the page shows the translation as it is.',
        },
      ];
    }),
  );
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
