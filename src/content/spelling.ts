import { readFileSync } from "node:fs";
import path from "node:path";
import { getLocation } from "jsonc-parser";
import { parse } from "yaml";
import { z } from "zod";
import { ROOT } from "../node/project";
import { entryLabel, fieldLabel } from "./report";
import type { ContentFile, FoundProblem } from "./types";
import { asWritten } from "./wording";

/**
 * American spelling in the English texts of data/ (its translations are not read here): a British spelling stops
 * the build, naming the field, the word and the American word to write instead. The spell check
 * (`npm run lint:spelling`, docs/testing.md#spelling) reports the same words in data/, so an edit published from
 * the editor stops here, with a message for whoever made it, rather than reaching the site and turning the tests
 * red. Both read the list from cspell-flagged.yaml, and what cspell.config.yaml keeps as written in data/ (a
 * guide's earlier addresses, a few names) is kept here too.
 */

const FLAGGED_FILE = "cspell-flagged.yaml";
const CSPELL_FILE = "cspell.config.yaml";
/** The files cspell.config.yaml's exceptions for data/ are written for. */
const DATA_FILES = "data/**";

const flaggedFile = z.object({ flagWords: z.array(z.string().regex(/^[a-z]+->[a-z]+$/, "should be british->american, in lowercase")) });
const patterns = z.array(z.string().regex(/^\/.+\/[a-z]*$/s, "should be a /pattern/flags, the only form this check reads")).default([]);
const cspellFile = z.object({
  ignoreRegExpList: patterns,
  overrides: z.array(z.object({ filename: z.union([z.string(), z.array(z.string())]), ignoreRegExpList: patterns })).default([]),
});

/**
 * What cspell leaves out of every file by default, and of Markdown: web and e-mail addresses, and a link's target
 * ("[the guide](/guides/…/)"). A backslash and the letter after it ("\n" in a JSON text) are no part of a word.
 */
const NOT_WORDS = [/(?:https?|ftp):\/\/[^\s"]+/gi, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, /(?<=\]\()[^)\s]+/g, /\\(?:u[0-9a-fA-F]{4}|.)/g];

/** Words as cspell splits them: between anything that is not a letter, and before a capital inside a word ("myColor" is two words). */
const WORD = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{L}+/gu;

interface Spelling {
  /** Each British word, in lowercase, with its American one. */
  american: ReadonlyMap<string, string>;
  /** What keeps its spelling in data/. */
  kept: readonly RegExp[];
}

function regExpOf(written: string): RegExp {
  const end = written.lastIndexOf("/");
  const flags = written.slice(end + 1);
  return new RegExp(written.slice(1, end), flags.includes("g") ? flags : `${flags}g`);
}

function readYaml(file: string): unknown {
  return parse(readFileSync(path.join(ROOT, file), "utf8"));
}

let spelling: Spelling | undefined;

/** Read once, when the first file is checked. */
function readSpelling(): Spelling {
  const { flagWords } = flaggedFile.parse(readYaml(FLAGGED_FILE));
  const config = cspellFile.parse(readYaml(CSPELL_FILE));
  const forData = config.overrides.filter((override) => [override.filename].flat().includes(DATA_FILES));
  return {
    american: new Map(flagWords.map((pair) => pair.split("->") as [string, string])),
    kept: [...config.ignoreRegExpList, ...forData.flatMap((override) => override.ignoreRegExpList)].map(regExpOf),
  };
}

/** The text with what is not checked turned into spaces, so that every word keeps its place. */
function checkedPart(text: string, skipped: readonly RegExp[]): string {
  const characters = text.split("");
  for (const pattern of skipped) {
    for (const match of text.matchAll(pattern)) {
      for (let at = match.index; at < match.index + match[0].length; at++) {
        if (characters[at] !== "\n" && characters[at] !== "\r") characters[at] = " ";
      }
    }
  }
  return characters.join("");
}

/** The American word written the way the British one was, capitalized or all in capitals. */
function inCaseOf(written: string, american: string): string {
  if (written.length > 1 && written === written.toUpperCase()) return american.toUpperCase();
  if (written.charAt(0) !== written.charAt(0).toLowerCase()) return american.charAt(0).toUpperCase() + american.slice(1);
  return american;
}

/** The field of a Markdown entry's details at `line` (the top-level name the line is under), or its text. */
function markdownPlace(lines: readonly string[], line: number, bodyLine: number): { label: string; key: string } {
  if (line >= bodyLine) return { label: `the text, line ${line}`, key: `body:${line}` };
  const name = lines
    .slice(0, line)
    .reverse()
    .map((text) => /^([A-Za-z$][\w$]*)[ \t]*:/.exec(text)?.[1])
    .find((found) => found !== undefined);
  return name === undefined ? { label: "the details at the top", key: "details" } : { label: fieldLabel([name]), key: name };
}

/**
 * Every British spelling in an English file of data/, as written (`text`), once per field and word. `bodyLine`:
 * for a Markdown entry, the line its text starts at, after its details.
 */
export function britishSpellings(file: ContentFile, text: string, data: unknown, bodyLine?: number): FoundProblem[] {
  spelling ??= readSpelling();
  const { american, kept } = spelling;
  const checked = checkedPart(text, [...kept, ...NOT_WORDS]);
  const lines = text.split("\n");
  const entry = entryLabel(file, data);
  const problems: FoundProblem[] = [];
  for (const match of checked.matchAll(WORD)) {
    const written = match[0];
    const word = american.get(written.toLowerCase());
    if (word === undefined) continue;
    let place: { label: string; key: string };
    if (bodyLine === undefined) {
      const location = getLocation(text, match.index + 1);
      if (location.isAtPropertyKey) continue; // A field's name: the schema's check says what it should be.
      place = { label: fieldLabel(location.path), key: location.path.join("/") };
    } else {
      place = markdownPlace(lines, text.slice(0, match.index).split("\n").length, bodyLine);
    }
    problems.push({
      file: file.name,
      place: entry ? `${entry}, ${place.label}` : place.label,
      message: `write ${asWritten(inCaseOf(written, word))}, the American spelling, not ${asWritten(written)}.`,
      key: `${file.name}:spelling:${place.key}:${written.toLowerCase()}`,
    });
  }
  return problems;
}
