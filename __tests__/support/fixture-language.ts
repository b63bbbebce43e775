import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A language added the way staff add one, touching only data/: an entry in data/languages.json and a folder of
 * translations. added-language.test.ts makes the site's pages from a copy of data/ with it, the way the
 * build does, to show the whole site appearing in it with no change to the code. Its texts are the Spanish ones,
 * copied: what is proven is where a language's pages, links, feed, search and editor come from, not its words.
 * The copy keeps English and Spanish only besides it, so that its pages are Spanish's, one for one.
 */

/** Esperanto: a code no real translation of the site uses. */
export const FIXTURE_LANGUAGE = { code: "eo", name: "Esperanto", englishName: "Esperanto", openGraphLocale: "eo_US" };

/** Every file under a folder, as paths inside it ("translations/es/pages/about.json"). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** The languages of data/ the copy keeps besides English: Spanish, whose texts the fixture language copies. */
export const KEPT_LANGUAGES = ["es"];

/**
 * data/ copied to `target`, with the fixture language added as a whole-site language made of Spanish's texts, and
 * every language but English and Spanish left out (their entries in languages.json and their folders).
 */
export function writeDataWithFixtureLanguage(dataDir: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(dataDir, target, { recursive: true });
  const languagesFile = path.join(target, "languages.json");
  const languages = JSON.parse(readFileSync(languagesFile, "utf8")) as { translations: Record<string, unknown>[] };
  const spanish = languages.translations.find((language) => language.code === "es");
  if (!spanish) throw new Error("data/languages.json has no Spanish to copy the fixture language's sentences from");
  for (const language of languages.translations.filter(({ code }) => !KEPT_LANGUAGES.includes(String(code)))) {
    rmSync(path.join(target, "translations", String(language.code).toLowerCase()), { recursive: true, force: true });
  }
  languages.translations = languages.translations.filter(({ code }) => KEPT_LANGUAGES.includes(String(code)));
  languages.translations.push({ ...spanish, ...FIXTURE_LANGUAGE, wholeSite: true });
  writeFileSync(languagesFile, `${JSON.stringify(languages, null, 2)}\n`);
  const folder = path.join(target, "translations", FIXTURE_LANGUAGE.code);
  cpSync(path.join(target, "translations", "es"), folder, { recursive: true });
  // Each translation names its language, as the editor writes it.
  for (const file of filesUnder(folder).map((inside) => path.join(folder, inside))) {
    const text = readFileSync(file, "utf8");
    const named = file.endsWith(".md")
      ? text.replace(/^language: "?es"?$/m, `language: "${FIXTURE_LANGUAGE.code}"`)
      : text.replace(/"language": "es"/, `"language": "${FIXTURE_LANGUAGE.code}"`);
    writeFileSync(file, named);
  }
}
