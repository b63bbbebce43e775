/**
 * What every page is told about its language by the build (src/node/gatsby/translated-pages.ts): its own, the
 * same page in the other languages it exists in, and on a translated page the quiet line it shows about it.
 */

/** The same page in one language, named in that language. */
export interface PageInLanguage {
  language: string;
  path: string;
  name: string;
  openGraphLocale: string;
}

/** The lines a translated page shows about itself, in its language (data/languages.json). */
export interface TranslationTexts {
  translatedNote: string;
  reviewedNote: string;
  unreviewedNote: string;
  englishLinkLabel: string;
  crisisNote: string;
}
