/**
 * A page in another language lives under that language's code, in lowercase: "/es/get-help/",
 * "/zh-hans/get-help/". English keeps the site's usual addresses.
 */
export function inLanguage(route: string, language: string, defaultLanguage = "en"): string {
  return language === defaultLanguage ? route : `/${language.toLowerCase()}${route}`;
}
