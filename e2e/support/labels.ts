import { inLanguage } from "../../src/lib/languages";
import { FOOTER_QUICK_LINKS, MAIN_NAV, ROUTES } from "../../src/lib/routes";
import { translate } from "../../src/lib/translate";
import type { Labels } from "../../src/content/page-context";
import { readData } from "../../harness/content";
import { translationFile } from "../../harness/routes";

/**
 * The words around every page and the header's and footer's links, in each language, as the browser tests expect
 * them from data/labels.json and its translations. The pages themselves are harness/routes.ts's.
 */

/** The words around every page (data/labels.json), in a language: its translation over the English. */
export function labelsIn(language: string): Labels {
  const english = readData<Labels>("labels.json");
  return language === "en" ? english : translate(english, translationFile<object>("labels.json", language));
}

/** The header's links in a chrome language: the menu's, then the search page's and Donate Now's. */
export function headerLinks(language: string): [string, string][] {
  const labels = labelsIn(language);
  return [
    ...MAIN_NAV.map((item): [string, string] => [labels.navigation[item.label], inLanguage(item.to, language)]),
    [labels.header.searchButton, inLanguage(ROUTES.search, language)],
    [labels.header.donate, inLanguage(ROUTES.donation, language)],
  ];
}

/** The footer's Quick Links in a chrome language. */
export function footerLinks(language: string): [string, string][] {
  const labels = labelsIn(language);
  return FOOTER_QUICK_LINKS.map((item) => [labels.footer[item.label], inLanguage(item.to, language)]);
}

/** The header links of SPEC.md's shared layout, in order, with their words from data/labels.json. */
export const NAV_LINKS = headerLinks("en").slice(0, MAIN_NAV.length);

/** The footer's Quick Links. */
export const FOOTER_LINKS = footerLinks("en");
