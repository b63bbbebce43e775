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

/** The English page of a translated one, where its note links. */
export function englishPathOf(context: { alternates: readonly Pick<PageInLanguage, "language" | "path">[] }): string {
  return context.alternates.find((alternate) => alternate.language === "en")?.path ?? "/";
}

/** The entries of a list in a page's language: each English entry, its texts replaced where it is translated. */
export interface Translated {
  /** The language the entry is shown in: the page's, or "en" while the entry is not yet translated. */
  language: string;
}

/** A translation's record as a page's query reads it. */
export interface TranslationRead {
  checkedText: string;
  translation: { reviewedBy?: string | null };
}

/** The day a native speaker checked a page's translation, as the page writes it; null while none has (or in English). */
export function reviewedOn(translation: TranslationRead | null | undefined): string | null {
  return translation?.translation.reviewedBy ? translation.checkedText : null;
}
