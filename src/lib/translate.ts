/**
 * A file's texts in a language: the English value with the translation's texts in place of its own. Shared
 * values (numbers to call, links, ids) are written only in the English, so they are always the current ones; a
 * list is translated item by item, in the English order. The build runs it to make each entry's node in a
 * language (src/node/gatsby/language-nodes.ts); the editor's previews run it on a translation's form.
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
