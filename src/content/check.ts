import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { nearestName } from "../lib/nearest";
import { ID_PATTERN, slugify } from "./ids";
import { readJson, type JsonSpot } from "./json-syntax";
import { bodyProblems, readMarkdown, sitePaths } from "./markdown";
import { contentFile, extensionOf, LIST_KINDS, SETTINGS_KINDS, type ContentKind, type ListKind } from "./registry";
import { arrange, entryLabel } from "./report";
import { checkTranslations, TRANSLATIONS_FOLDER } from "./translations";
import { pictures } from "./rules";
import { britishSpellings } from "./spelling";
import type { ContentFile, ContentProblem, FoundProblem, RuleContext } from "./types";
import { asWritten } from "./wording";
import { issueProblems } from "./zod-messages";

/**
 * The check the build runs on data/ before Gatsby reads it. It looks at every file and reports every
 * problem at once, because a volunteer fixing one message per build would need a build per typo.
 */

const SETTINGS_NAMES = SETTINGS_KINDS.map((kind) => kind.file);
/** Folders of data/ that hold no content files of their own. */
const PICTURE_FOLDER = "images";

interface Listing {
  files: string[];
  folders: string[];
}

function listing(dir: string): Listing {
  try {
    const entries = readdirSync(dir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith("."));
    return {
      files: entries
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
      folders: entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    };
  } catch {
    return { files: [], folders: [] };
  }
}

function problem(file: string, message: string, key: string): FoundProblem {
  return { file, message, key: `${file}:${key}` };
}

/** A renamed file is the usual cause: "Home.json", "home.json.txt" (a hidden extension), "homepage.json". */
function missingFile(name: string, besideIt: readonly string[]): FoundProblem {
  const base = path.posix.basename(name);
  const strays = besideIt.filter((other) => !SETTINGS_NAMES.includes(path.posix.join(path.posix.dirname(name), other)));
  const lookalike = strays.find((other) => other.toLowerCase().startsWith(base.toLowerCase())) ?? nearestName(base, strays);
  const fix = lookalike
    ? `Is ${asWritten(lookalike)} meant to be it? Rename it to ${base}.`
    : "Put it back from the last published version of the site's files.";
  return problem(name, `the file is missing. ${fix}`, "missing");
}

/** A file the site does not read would silently show nothing. */
function strayFile(name: string, known: readonly string[]): FoundProblem {
  const suggestion = nearestName(name, known);
  const fix = suggestion
    ? `Did you mean ${asWritten(suggestion)}? Move the content there, or remove this file.`
    : `The site reads ${known.join(", ")}. Move the content into one of them, or remove this file.`;
  return problem(name, `the site does not read this file, so nothing in it would appear. ${fix}`, "stray");
}

function syntaxProblem(file: ContentFile, spot: JsonSpot): FoundProblem {
  const place = `line ${spot.line}, column ${spot.column}`;
  return { file: file.name, place, message: spot.message, key: `${file.name}:${place}` };
}

/** What a file holds as data (JSON, or a Markdown entry's front matter), with what reading it found wrong. */
type Reading = { ok: true; data: unknown; problems: FoundProblem[]; bodyLine?: number } | { ok: false; problems: FoundProblem[] };

function readJsonFile(file: ContentFile, text: string): Reading {
  const reading = readJson(text);
  if (!reading.ok) return { ok: false, problems: [syntaxProblem(file, reading.error)] };
  return { ok: true, data: reading.value, problems: reading.warnings.map((spot) => syntaxProblem(file, spot)) };
}

/** A Markdown entry: its front matter is the data; its text is checked on its own, line by line. */
function readMarkdownFile(file: ContentFile, text: string, dataDir: string, known: ReadonlySet<string>): Reading {
  const reading = readMarkdown(text);
  if (!reading.ok) return { ok: false, problems: [syntaxProblem(file, reading.error)] };
  const folder = path.posix.dirname(file.name);
  const problems = bodyProblems(reading.body, reading.bodyLine, folder, dataDir, known).map(({ line, message }) => {
    const place = entryLabel(file, reading.frontMatter);
    const where = `the text, line ${line}`;
    return { file: file.name, place: place ? `${place}, ${where}` : where, message, key: `${file.name}:body:${line}:${message}` };
  });
  return { ok: true, data: reading.frontMatter, problems, bodyLine: reading.bodyLine };
}

/**
 * `context.pages`: the site's pages, which links in a Markdown text may lead to; read once per folder of entries.
 */
function checkFile(kind: ContentKind, file: ContentFile, dataDir: string, context: RuleContext = {}): FoundProblem[] {
  const known = context.pages ?? (() => sitePaths(dataDir));
  const text = readFileSync(path.join(dataDir, file.name), "utf8");
  const reading = file.name.endsWith(".md") ? readMarkdownFile(file, text, dataDir, known()) : readJsonFile(file, text);
  if (!reading.ok) return reading.problems;
  const { data } = reading;
  const result = file.schema.safeParse(data);
  const problems = [
    ...(result.success ? [] : issueProblems(file, data, result.error.issues)),
    ...(kind.rules ?? []).flatMap((rule) => rule(file, data, { ...context, dataDir })),
    ...pictures(file, data, dataDir),
    ...britishSpellings(file, text, data, reading.bodyLine),
  ];
  // Syntax warnings first; a Markdown text's problems after those of its details.
  return file.name.endsWith(".md") ? [...problems, ...reading.problems] : [...reading.problems, ...problems];
}

/** What an entry's file holds as data (a Markdown entry's details), or undefined when it cannot be read. */
function dataOf(file: string): unknown {
  try {
    const text = readFileSync(file, "utf8");
    const reading = file.endsWith(".md") ? readMarkdown(text) : readJson(text);
    if (!reading.ok) return undefined;
    return "frontMatter" in reading ? reading.frontMatter : reading.value;
  } catch {
    return undefined;
  }
}

function badFileName(name: string, id: string, ending: string): FoundProblem {
  const suggestion = slugify(id);
  const fix = suggestion ? `, such as ${asWritten(`${suggestion}${ending}`)}` : "";
  return problem(
    name,
    `the file name is also the entry's id, used in page addresses, so it may only contain lowercase letters, ` +
      `digits and single hyphens. Rename the file${fix}.`,
    "name",
  );
}

/** Every entry of one list folder: its file names, then each file. */
function checkFolder(list: ListKind, dataDir: string): { problems: FoundProblem[]; files: string[] } {
  const { files } = listing(path.join(dataDir, list.folder));
  const ending = extensionOf(list);
  const entries = files.filter((name) => name.endsWith(ending));
  const ids = entries.map((name) => name.slice(0, -ending.length));
  const problems: FoundProblem[] = [];
  if (entries.length === 0 && list.required) problems.push(problem(`${list.folder}/`, list.required, "empty"));
  let known: ReadonlySet<string> | undefined;
  const pages = () => (known ??= sitePaths(dataDir));
  let written: ReadonlyMap<string, unknown> | undefined;
  const asWrittenById = () => (written ??= new Map(entries.map((name, index) => [ids[index] ?? "", dataOf(path.join(dataDir, list.folder, name))])));
  entries.forEach((name, index) => {
    const id = ids[index] ?? "";
    const file = contentFile(list, name);
    if (!ID_PATTERN.test(id)) problems.push(badFileName(file.name, id, ending));
    problems.push(...checkFile(list, file, dataDir, { id, ids, pages, entries: asWrittenById }));
  });
  for (const name of files.filter((other) => !other.endsWith(ending))) {
    problems.push(
      problem(
        `${list.folder}/${name}`,
        `the site only reads files ending in ${ending} here, so this one would not appear. ` +
          `Rename it to end in ${ending}, or move it out of data/${list.folder}/ (pictures belong in data/images/).`,
        "stray",
      ),
    );
  }
  return { problems, files: [`${list.folder}/`, ...entries.map((name) => `${list.folder}/${name}`)] };
}

/** "events.json" at the top of data/: a list written the way it once was, as one file. */
function listKeptInOneFile(name: string): FoundProblem | undefined {
  const stem = name.slice(0, -".json".length);
  const folder = nearestName(
    stem,
    LIST_KINDS.map((list) => list.folder),
  );
  const list = LIST_KINDS.find((candidate) => candidate.folder === folder);
  if (!list) return undefined;
  const message =
    `the site does not read this file: each ${list.item} is a file of its own in data/${list.folder}/, ` +
    "named by its id. Move each entry into its own file there, then remove this file.";
  return problem(name, message, "stray");
}

/** Settings files missing, and JSON files or folders in data/ that the site does not read. */
function settingsAndStrays(dataDir: string): FoundProblem[] {
  const folders = new Set(SETTINGS_NAMES.map((name) => path.posix.dirname(name)));
  const problems: FoundProblem[] = [];
  const knownFolders = [...LIST_KINDS.map((list) => list.folder), PICTURE_FOLDER, TRANSLATIONS_FOLDER, ...folders].filter((f) => f !== ".");
  for (const folder of folders) {
    const { files } = listing(path.join(dataDir, folder));
    const prefix = folder === "." ? "" : `${folder}/`;
    const expected = SETTINGS_NAMES.filter((name) => path.posix.dirname(name) === folder);
    for (const name of expected) {
      if (!files.includes(path.posix.basename(name))) problems.push(missingFile(name, files));
    }
    const known = expected.map((name) => path.posix.basename(name));
    const strays = files.filter((name) => name.endsWith(".json") && !known.includes(name));
    for (const name of strays) {
      const list = folder === "." ? listKeptInOneFile(name) : undefined;
      problems.push(
        list ??
          strayFile(
            `${prefix}${name}`,
            known.map((other) => `${prefix}${other}`),
          ),
      );
    }
  }
  for (const folder of listing(dataDir).folders.filter((name) => !knownFolders.includes(name))) {
    const hasContent = listing(path.join(dataDir, folder)).files.some((name) => /\.(json|md)$/.test(name));
    if (hasContent)
      problems.push(
        strayFile(
          `${folder}/`,
          knownFolders.filter((name) => name !== PICTURE_FOLDER).map((name) => `${name}/`),
        ),
      );
  }
  return problems;
}

/** Every problem in the data folder, in the order of the files; [] when all is well. */
export function checkContent(dataDir: string): ContentProblem[] {
  const settings = SETTINGS_KINDS.filter((kind) => {
    try {
      return readdirSync(path.join(dataDir, path.dirname(kind.file))).includes(path.basename(kind.file));
    } catch {
      return false;
    }
  });
  const lists = LIST_KINDS.map((list) => checkFolder(list, dataDir));
  const problems = [
    ...settingsAndStrays(dataDir),
    ...settings.flatMap((kind) => checkFile(kind, contentFile(kind), dataDir)),
    ...lists.flatMap((list) => list.problems),
    ...checkTranslations(dataDir),
  ];
  const translations = [...new Set(problems.map((found) => found.file).filter((file) => file.startsWith(`${TRANSLATIONS_FOLDER}/`)))].sort();
  return arrange(problems, [...SETTINGS_NAMES, ...lists.flatMap((list) => list.files), ...translations]);
}
