import type { Labels, TranslatedPageContext } from "../../src/content/page-context";
import { readData } from "./fixture";
import { crisisLinksOf } from "../../src/lib/crisis";
import type { CrisisLinesFile } from "../../src/content/shapes";

/** The words around every page, in English (test/fixtures/data/labels.json). */
export const labels: Labels = readData<Labels>("labels.json");

/** What the build tells an English page with no translation of its language. */
export function englishPage(path: string): TranslatedPageContext {
  return {
    language: "en",
    alternates: [{ language: "en", path, name: "English", openGraphLocale: "en_US" }],
    switcherHtml: "",
    noteHtml: null,
    searchable: true,
    labels,
    chrome: "en",
    crisisLinks: crisisLinksOf(readData<CrisisLinesFile>("crisis-lines.json"), "en"),
  };
}
