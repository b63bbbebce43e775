import { escapeHtml } from "./html";
import { fillTemplate, gapAfter, joinSentences } from "./templates";
import type { PageInLanguage, TranslationTexts } from "./page-languages";

/**
 * The language switcher and a translated page's note, as HTML made once at build time (and by the editor's
 * preview): plain links and a line of text, which need no script, so visitors load none for them. Their styles
 * are global.css's `.language-switcher` and `.translation-note`.
 */

/** A link to the same page in each language it exists in, each named in its own language; nothing for one language. */
export function languageSwitcherHtml(
  language: string,
  alternates: readonly Pick<PageInLanguage, "language" | "path" | "name">[],
  label: string,
): string {
  if (alternates.length < 2) return "";
  const items = alternates.map((page) => {
    const current = page.language === language;
    const attributes = `class="pill" href="${escapeHtml(page.path)}" lang="${escapeHtml(page.language)}" hreflang="${escapeHtml(page.language)}"${current ? ' aria-current="page"' : ""}`;
    return `<li><a ${attributes}>${escapeHtml(page.name)}</a></li>`;
  });
  // Left out of the site search: it names the languages, not what the page is about.
  return `<nav class="language-switcher" aria-label="${escapeHtml(label)}" data-pagefind-ignore><ul class="language-switcher__list">${items.join("")}</ul></nav>`;
}

/**
 * One quiet line on a translated page: that it is a translation, whether a native speaker has checked it (and
 * when), and a link to the English. A crisis page adds where to find an interpreter.
 */
export function translationNoteHtml(texts: TranslationTexts, englishPath: string, reviewedOn: string | null, crisis = false): string {
  const review = reviewedOn === null ? texts.unreviewedNote : fillTemplate(texts.reviewedNote, { date: reviewedOn });
  const sentences = joinSentences([texts.translatedNote, review]);
  const line =
    `<p class="translation-note__line">${escapeHtml(sentences)}${gapAfter(sentences)}` +
    `<a href="${escapeHtml(englishPath)}" hreflang="en">${escapeHtml(texts.englishLinkLabel)}</a></p>`;
  const interpreter = crisis ? `<p class="translation-note__crisis">${escapeHtml(texts.crisisNote)}</p>` : "";
  return `<div class="translation-note" data-pagefind-ignore>${line}${interpreter}</div>`;
}
