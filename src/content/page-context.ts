import type { Labels } from "./shapes";
import type { CrisisLines, CrisisLinks } from "../lib/crisis";
import type { PageInLanguage } from "../lib/page-languages";

/**
 * What every page is told by the build (translated-pages.ts): its language, the same page in the other languages
 * it exists in, on a translated page the quiet line it shows about it, and the words around its texts.
 */

export type { Labels, CrisisLinks };

export interface TranslatedPageContext {
  /** The page's language: "en", or a code of data/languages.json. */
  language: string;
  /** The page in each language it exists in, its own included. */
  alternates: PageInLanguage[];
  /** The links to the page in its other languages, as HTML made at build time ("" for a page in one language). */
  switcherHtml: string;
  /** On a translated page, the line it shows about being one, as HTML made at build time; null on an English page. */
  noteHtml: string | null;
  /** False on a page of a language with only some pages translated, which the site search leaves out. */
  searchable: boolean;
  /**
   * The words around the page's own texts (data/labels.json): in the page's language where its whole site is
   * translated, in English otherwise, in which case `chrome` says so.
   */
  labels: Labels;
  /** The language of `labels`, the header and the footer: the page's, or "en". Their links lead to pages in it. */
  chrome: string;
  /** The footer's crisis links, in the language of `chrome` (data/crisis-lines.json). */
  crisisLinks: CrisisLinks;
}

/** What the library's template is told: which guides to list (by id), newest first, and for which topic or audience. */
export interface GuideListContext {
  guideIds: string[];
  topicId?: string;
  audienceId?: string;
}

/** What Get help now is told besides its language: the crisis lines, with their words in its language. */
export interface GetHelpContext extends TranslatedPageContext {
  crisisLines: CrisisLines;
}

/** What a form's thank-you page is told: which form, and the page whose form brought the visitor there. */
export interface ThanksContext {
  /** True for the newsletter's page (data/pages/newsletter-thanks.json), false for the contact form's. */
  newsletter: boolean;
  canonicalPath: string;
}
