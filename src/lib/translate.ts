import { inLanguage } from "./languages";

/**
 * A page's texts in a language: the English value with the translation's texts in place of its own. Shared
 * values (numbers to call, links, ids) are written only in the English, so they are always the current ones; a
 * list is translated item by item, in the English order. Runs where the page is rendered, on the data the page's
 * query read, so visitors load no translation library.
 */
export function translate<T>(english: T, translation: unknown): T {
  if (translation === null || translation === undefined) return english;
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return english;
    return english.map((item: unknown, index) => translate(item, translation[index])) as T;
  }
  if (typeof english === "object" && english !== null) {
    if (typeof translation !== "object" || Array.isArray(translation)) return english;
    const texts = translation as Record<string, unknown>;
    return Object.fromEntries(Object.entries(english).map(([name, value]) => [name, name in texts ? translate(value, texts[name]) : value])) as T;
  }
  return (typeof translation === typeof english ? translation : english) as T;
}

/** One entry's translation, as a page's query reads it: the English entry's id and its texts. */
export interface EntryTranslation {
  jsonId: string;
  texts: unknown;
}

/** An entry in a page's language: `lang` is "en" where a translated page shows it in English, not yet translated. */
export type InLanguage<T> = T & { translated: boolean; lang?: string };

/**
 * The entries of a list in a page's language: each with the texts of its translation when it has one. An entry
 * not yet translated keeps its English, marked lang="en", so that it is never missing from a translated list.
 */
export function translateEntries<T extends { jsonId: string }>(
  entries: readonly T[],
  translations: readonly EntryTranslation[] | null | undefined,
  language: string,
): InLanguage<T>[] {
  const byId = new Map((translations ?? []).map((translation) => [translation.jsonId, translation.texts]));
  return entries.map((entry) => {
    const texts = byId.get(entry.jsonId);
    if (texts !== undefined) return { ...translate(entry, texts), translated: true };
    return language === "en" ? { ...entry, translated: false } : { ...entry, translated: false, lang: "en" };
  });
}

/** A guide's translation as a list reads it: its English guide's id and the texts of its front matter. */
export interface GuideTranslation {
  guideId: string;
  translationTexts: unknown;
}

/**
 * Guides in a page's language: each translated one with its texts and the address of its translated page, the
 * others in English, marked lang="en", at their English address.
 */
export function translateGuides<G extends { guideId: string; path: string; frontmatter: object }>(
  guides: readonly G[],
  translations: readonly GuideTranslation[] | null | undefined,
  language: string,
): InLanguage<G>[] {
  const byId = new Map((translations ?? []).map((translation) => [translation.guideId, translation.translationTexts]));
  return guides.map((guide) => {
    const texts = byId.get(guide.guideId);
    if (texts === undefined || texts === null)
      return language === "en" ? { ...guide, translated: false } : { ...guide, translated: false, lang: "en" };
    return { ...guide, frontmatter: translate(guide.frontmatter, texts), path: inLanguage(guide.path, language), translated: true };
  });
}
