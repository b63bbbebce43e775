/**
 * A language's folder in data/translations/ and the start of its pages' addresses: its code in lowercase, so
 * "zh-Hans" is zh-hans/ on disk and /zh-hans/… on the site.
 */
export function languageFolder(language: string): string {
  return language.toLowerCase();
}

/**
 * A page in another language lives under its folder: "/es/get-help/", "/zh-hans/get-help/". English keeps the
 * site's usual addresses.
 */
export function inLanguage(route: string, language: string, defaultLanguage = "en"): string {
  return language === defaultLanguage ? route : `/${languageFolder(language)}${route}`;
}
