import type { TranslatedPageContext } from "../../src/lib/page-languages";

/** What the build tells an English page with no translation of its language. */
export function englishPage(path: string): TranslatedPageContext {
  return {
    language: "en",
    alternates: [{ language: "en", path, name: "English", openGraphLocale: "en_US" }],
    note: null,
    guideTranslations: "translations/en/guides",
    searchable: true,
  };
}
