import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { guides, programs } from "../../__tests__/support/data";
import { fillTemplate } from "../../src/lib/templates";
import { readMarkdown } from "../../src/content/markdown";
import { inLanguage, languageFolder } from "../../src/lib/languages";
import { pageTexts } from "../../harness/content";
import { expect } from "./fixtures";
// A word that no page has.
// cspell:ignore qzxwvkjbfp

/** The site search as search.spec.ts and search.phone.spec.ts use it, and the words they search for, from data/. */

export const searchTexts = pageTexts<{
  fieldLabel: string;
  buttonLabel: string;
  resultsCount: string;
  oneResult: string;
  noResults: string;
  topicsText: string;
  topicsLinkLabel: string;
  noScriptText: string;
}>("search");

/** The words of a text, in lower case: letters only. */
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * A word from a program's longer text in data/programs/ that no other program uses, the longest such: the search
 * should find that program's own page by it, whatever staff write there.
 */
function wordOfAProgram(): { word: string; path: string } {
  const textOf = (program: (typeof programs)[number]) => words([program.summary, ...program.details, ...program.highlights].join(" "));
  // The guides come first in the results, so the word must be in no guide either.
  const inGuides = guides.flatMap((guide) => words([guide.title, guide.summary, guide.body].join(" ")));
  for (const program of programs) {
    const others = new Set([...programs.filter((other) => other !== program).flatMap(textOf), ...inGuides]);
    const own = words(program.details.join(" ")).filter((word) => word.length >= 5 && !others.has(word));
    const [longest] = own.sort((a, b) => b.length - a.length || a.localeCompare(b));
    if (longest) return { word: longest, path: `/programs/${program.id}/` };
  }
  throw new Error("No program in data/programs/ has a word of its own in its text to search for");
}

/**
 * A word from a guide's text in data/guides/ that no other page's source text holds, the longest such: the
 * search should find that guide by it, as its first result.
 */
export function wordOfAGuide(): { word: string; path: string } {
  const elsewhere = new Set([
    ...programs.flatMap((program) => words([program.name, program.summary, ...program.details, ...program.highlights].join(" "))),
    ...guides.flatMap((guide) => words([guide.title, guide.summary].join(" "))),
  ]);
  for (const guide of guides) {
    const others = new Set(guides.filter((other) => other !== guide).flatMap((other) => words(other.body)));
    const own = words(guide.body.replace(/\]\([^)]*\)/g, "]")).filter((word) => word.length >= 6 && !others.has(word) && !elsewhere.has(word));
    const [longest] = own.sort((a, b) => b.length - a.length || a.localeCompare(b));
    if (longest) return { word: longest, path: `/resources/${guide.id}/` };
  }
  throw new Error("No guide in data/guides/ has a word of its own in its text to search for");
}

export const { word: WORD, path: PROGRAM_PATH } = wordOfAProgram();
export const NONSENSE = "qzxwvkjbfp";

export const main = (page: Page) => page.getByRole("main");
export const status = (page: Page) => main(page).getByRole("status");
export const resultLinks = (page: Page) => main(page).getByRole("list").getByRole("heading", { level: 2 }).getByRole("link");

/** What the live region should say for this many results. */
export function countText(count: number, query: string): string {
  if (count === 0) return fillTemplate(searchTexts.noResults, { query });
  if (count === 1) return fillTemplate(searchTexts.oneResult, { query });
  return fillTemplate(searchTexts.resultsCount, { count: String(count), query });
}

/** Waits until the search has answered (the live region names the query), and gives what it says. */
export async function answered(page: Page, query: string): Promise<string> {
  await expect(status(page)).toContainText(query);
  return (await status(page).textContent()) ?? "";
}

/** The guides of data/translations/<folder>/guides/ in a language: each English guide's id and its translated file. */
function guidesIn(language: string): { id: string; text: string }[] {
  const folder = path.resolve(__dirname, "../../data/translations", languageFolder(language), "guides");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({ id: name.slice(0, -".md".length), text: readFileSync(path.join(folder, name), "utf8") }));
}

/**
 * A word of a Spanish guide's text that no other Spanish guide and no English source text holds, the longest such:
 * the Spanish search (/es/search/) should find that guide's Spanish page by it, and the English search nothing.
 */
export function wordOfASpanishGuide(): { word: string; path: string } | undefined {
  const spanish = guidesIn("es");
  const english = new Set([
    ...guides.flatMap((guide) => words([guide.title, guide.summary, guide.body].join(" "))),
    ...programs.flatMap((program) => words([program.name, program.summary, ...program.details, ...program.highlights].join(" "))),
  ]);
  for (const guide of spanish) {
    const others = new Set(spanish.filter((other) => other !== guide).flatMap((other) => words(other.text)));
    const own = words(guide.text.replace(/\]\([^)]*\)/g, "]")).filter((word) => word.length >= 7 && !others.has(word) && !english.has(word));
    const [longest] = own.sort((a, b) => b.length - a.length || a.localeCompare(b));
    if (longest) return { word: longest, path: `/es/resources/${guide.id}/` };
  }
  return undefined;
}

/**
 * Words a reader of a language would search for, each with the guide it should find first, read from the
 * language's guides in data/translations/: a word of a guide's title (as Intl.Segmenter cuts it: by a dictionary
 * for Chinese) that begins at least three of the guide's own words, and at least twice as many as in any other
 * guide. In a script without spaces between words, the best of one character and the best of two, since a
 * Chinese reader may type either; in another, the best of two characters or more.
 */
export function wordsOfGuidesIn(language: string): { word: string; path: string }[] {
  const guides = guidesIn(language).map(({ id, text }) => {
    const reading = readMarkdown(text);
    const title = reading.ok ? (reading.frontMatter as { title?: unknown }).title : undefined;
    return { id, title: typeof title === "string" ? title : "", text: text.replace(/\]\([^)]*\)/g, "]") };
  });
  const segmenter = new Intl.Segmenter(language, { granularity: "word" });
  // The words of each guide, as the search finds them: a query finds the words it begins.
  const wordsOf = new Map(
    guides.map((guide) => [guide, [...segmenter.segment(guide.text)].filter((part) => part.isWordLike).map((part) => part.segment)]),
  );
  const timesIn = (guide: (typeof guides)[number], word: string) => (wordsOf.get(guide) ?? []).filter((each) => each.startsWith(word)).length;
  const unspaced = /\p{Script=Han}/u.test(guides.map((guide) => guide.title).join(""));
  const lengths = unspaced
    ? [
        [1, 1],
        [2, 2],
      ]
    : [[2, Infinity]];
  const candidates = guides.flatMap((guide) =>
    [...segmenter.segment(guide.title)]
      .filter((part) => part.isWordLike && /^\p{L}+$/u.test(part.segment))
      .map((part) => {
        const [own = 0, next = 0] = guides.map((other) => timesIn(other, part.segment)).sort((a, b) => b - a);
        return { word: part.segment, guide, own, next, leads: timesIn(guide, part.segment) === own };
      })
      .filter(({ own, next, leads }) => leads && own >= 3 && own >= 2 * next),
  );
  return lengths.flatMap(([shortest = 1, longest = 1]) => {
    const [best] = candidates
      .filter(({ word }) => word.length >= shortest && word.length <= longest)
      .sort((a, b) => b.own / Math.max(b.next, 1) - a.own / Math.max(a.next, 1) || b.own - a.own || a.word.localeCompare(b.word));
    return best ? [{ word: best.word, path: inLanguage(`/resources/${best.guide.id}/`, language) }] : [];
  });
}
