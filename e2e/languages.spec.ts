import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { CMS_CONFIG_PATH } from "../src/node/generate/cms-config";
import { NOTHING_UPCOMING_DIR } from "../harness/clocks";
import { FIXTURE_DATA_DIR, FIXTURE_LANGUAGE, filesUnder, KEPT_LANGUAGES } from "../harness/fixture-language";
import { expect, test } from "./support/fixtures";

/**
 * A language is data: the site with nothing upcoming was built from a copy of data/ with one more whole-site
 * language (harness/fixture-language.ts), and no other change. Read from its files, without a browser: the
 * language has every page Spanish has, linked both ways, in the sitemap, the feed, the search and the editor.
 */

const SITE = NOTHING_UPCOMING_DIR;
const code = FIXTURE_LANGUAGE.code;
const read = (file: string) => readFileSync(path.join(SITE, file), "utf8");

/** Every page of a language's folder, as addresses inside it ("/", "/about/", "/resources/grief-and-loss/"). */
function pagesIn(folder: string): string[] {
  return readdirSync(path.join(SITE, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${path.relative(path.join(SITE, folder), entry.parentPath).split(path.sep).join("/")}/`.replace(/\/+/g, "/"))
    .sort();
}

test.describe(`a language added in data/ alone (${FIXTURE_LANGUAGE.englishName}, "${code}")`, () => {
  test("is a copy of data/ with languages.json and the language's folder changed, nothing else", () => {
    const data = path.resolve(__dirname, "../data");
    const added = filesUnder(FIXTURE_DATA_DIR).filter((file) => !existsSync(path.join(data, file)));
    expect(added.length).toBeGreaterThan(20);
    expect(added.filter((file) => !file.startsWith(`translations/${code}/`))).toEqual([]);
    // The other languages' folders are left out of the copy (KEPT_LANGUAGES): the main build has their pages.
    const kept = (file: string) =>
      !file.startsWith("translations/") || KEPT_LANGUAGES.some((language) => file.startsWith(`translations/${language}/`));
    const edited = filesUnder(data)
      .filter(kept)
      .filter((file) => readFileSync(path.join(data, file)).compare(readFileSync(path.join(FIXTURE_DATA_DIR, file))) !== 0);
    expect(edited).toEqual(["languages.json"]);
  });

  test("has every page Spanish has, each in its language", () => {
    const spanish = pagesIn("es");
    expect(spanish.length).toBeGreaterThan(40);
    expect(pagesIn(code)).toEqual(spanish);
    for (const page of ["/", "/about/", "/resources/", "/get-help/"]) {
      expect(read(`${code}${page}index.html`)).toMatch(new RegExp(`<html[^>]* lang="${code}"`));
    }
  });

  test("is linked both ways from every language's page (hreflang) and listed in the sitemap", () => {
    for (const page of ["about/index.html", `es/about/index.html`, `${code}/about/index.html`]) {
      const html = read(page);
      expect(html).toContain(`hrefLang="${code}" href="https://`);
      expect(html).toContain(`hrefLang="en" href="https://`);
    }
    const sitemap = readdirSync(SITE)
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map(read)
      .join("");
    expect(sitemap).toContain(`/${code}/about/</loc>`);
    expect(sitemap).toContain(`hreflang="${code}"`);
  });

  test("has its feed, its search index and its collections in the editor", () => {
    expect(read(`${code}/rss.xml`)).toContain(`<language><![CDATA[${code}-US]]></language>`);
    const entry = JSON.parse(read("pagefind/pagefind-entry.json")) as { languages: Record<string, { page_count: number }> };
    expect(entry.languages[code]?.page_count).toBeGreaterThan(10);
    const config = parse(read(CMS_CONFIG_PATH.slice(1))) as { collections: { name: string }[] };
    const names = config.collections.map((collection) => collection.name);
    expect(names).toEqual(expect.arrayContaining([`${code}-pages`, `${code}-guides`, `${code}-events`]));
  });
});
