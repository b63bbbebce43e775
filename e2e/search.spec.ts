import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { guides } from "../__tests__/support/data";
import { builtPage, indexSite } from "../__tests__/support/search-index";
import { PAGEFIND_PATH, PAGEFIND_SCRIPT } from "../src/lib/search";
import { inLanguage, languageFolder } from "../src/lib/languages";
import { WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { expect, test, visit } from "./support/fixtures";
import { recordLoad, type LoadRecord } from "./support/page-checks";
import {
  answered,
  countText,
  main,
  PROGRAM_PATH,
  resultLinks,
  searchTexts as texts,
  status,
  WORD,
  wordOfAGuide,
  wordOfASpanishGuide,
  wordsOfGuidesIn,
} from "./support/search";

/**
 * The site search as a visitor uses it: /search/ finds a program by a word of its text, marks the word, announces
 * the count, works from the keyboard and from the header's link. On a phone (search.phone.spec.ts): when nothing
 * matches, the header's form in the small-screen menu, and /search/ without JavaScript. That no other page (nor
 * /search/ before a query) loads the search's files is checked by the per-route checks on every route;
 * html-validate, the Nu checker and axe check /search/ with the others.
 */

const KB = 1024;
/**
 * What a search may fetch of Pagefind's own code (gzip, as the host sends it): its script, its worker and its
 * WebAssembly. The index and the results' fragments grow with the site's content, so they are reported by
 * `npm run bench`, not held to a number here.
 */
const SEARCH_BUDGET = 120 * KB;
const isPagefindCode = (pathname: string) => /\/pagefind[^/]*\.(js|wasm)$|\.pagefind$/.test(pathname) && !pathname.includes("/fragment/");
const pathOf = (url: string) => new URL(url).pathname;

// One visit, at 1280 px, serves every check of a search that finds a program.
test.describe(`/search/?q=${WORD}, a word of a program's text`, () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  let load: LoadRecord;
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(1280);
    load = await recordLoad(page, site.origin);
    await visit(page, `/search/?q=${encodeURIComponent(WORD)}`);
    await answered(page, WORD);
    await load.settled();
  });
  test.afterAll(() => page.context().close());

  test("lists the program's page, its title linking to it", async () => {
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain(PROGRAM_PATH);
  });

  test("marks the word in the result's excerpt", async () => {
    const result = main(page)
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="${PROGRAM_PATH}"]`) });
    const marked = await result.locator("mark").allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const text of marked) expect(text.toLowerCase()).toContain(WORD.slice(0, 4));
  });

  test("announces the number of results in a live region", async () => {
    const count = await resultLinks(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(status(page)).toHaveText(countText(count, WORD));
  });

  test("fills the field with the words searched for", async () => {
    await expect(main(page).getByRole("searchbox", { name: texts.fieldLabel })).toHaveValue(WORD);
  });

  test("loads cleanly: no console error, no failed request, nothing from another host, no policy violation", async () => {
    expect(load.failed).toEqual([]);
    expect(load.consoleErrors).toEqual([]);
    expect(load.foreign).toEqual([]);
    expect(await load.cspViolations()).toEqual([]);
  });

  test("fetches Pagefind's script, its worker and the index from the site itself", () => {
    const searchFiles = load.responses.map((response) => pathOf(response.url())).filter((pathname) => pathname.startsWith(PAGEFIND_PATH));
    expect(searchFiles).toEqual(
      expect.arrayContaining([`${PAGEFIND_PATH}pagefind.js`, `${PAGEFIND_PATH}pagefind-worker.js`, `${PAGEFIND_PATH}pagefind-entry.json`]),
    );
  });

  test(`fetches at most ${SEARCH_BUDGET / KB} KB of Pagefind's own code for a search`, async () => {
    const code = load.responses.filter((response) => isPagefindCode(pathOf(response.url())));
    expect(code.map((response) => pathOf(response.url()))).toEqual(
      expect.arrayContaining([`${PAGEFIND_PATH}pagefind.js`, `${PAGEFIND_PATH}pagefind-worker.js`]),
    );
    let bytes = 0;
    for (const response of code) bytes += gzipSync(await response.body()).length;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(SEARCH_BUDGET);
  });
});

test.describe("guides first", () => {
  /**
   * /search/ is given an index the build's own indexing made from two pages, where Pagefind finds the program
   * more relevant than the guide.
   */
  let index: string;
  test.beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-guides-"));
    const pages = {
      "programs/sleep-circle/index.html": builtPage(
        "<h1>Sleep circle</h1><h2>Sleep</h2><p>Sleep, sleep and sleep: a circle about sleep.</p>",
        "page",
      ),
      "resources/calm-evenings/index.html": builtPage(
        "<h1>Calm evenings</h1><p>Ways to wind down after a long day with the family, and to rest. " +
          "Routines, screens, worries and talking help, and so does sleep.</p>",
        "guide",
      ),
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    indexSite(dir);
    index = path.join(dir, "pagefind");
  });

  test("lists a guide before a page Pagefind ranks higher", async ({ page, site }) => {
    await page.route(`${site.origin}${PAGEFIND_PATH}**`, (route) =>
      route.fulfill({ path: path.join(index, new URL(route.request().url()).pathname.slice(PAGEFIND_PATH.length)) }),
    );
    await visit(page, "/search/?q=sleep");
    await answered(page, "sleep");
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/resources/calm-evenings/", "/programs/sleep-circle/"]);
    // Pagefind's own order, for the same query, is the other way round.
    // (As text: the tests' compiler would turn a function's import() into require().)
    const relevance = await page.evaluate<string[]>(`(async () => {
      const pagefind = await import("${PAGEFIND_PATH}pagefind.js");
      const { results } = await pagefind.search("sleep");
      return Promise.all(results.map(async (result) => (await result.data()).url));
    })()`);
    expect(relevance).toEqual(["/programs/sleep-circle/", "/resources/calm-evenings/"]);
  });
});

// One visit of a guide's own word serves both guide checks: the first result, then every guide's title through
// Pagefind's API as the page loaded it.
test.describe("the guides in the search", () => {
  test.describe.configure({ mode: "default" });
  const { word, path: guidePath } = wordOfAGuide();
  let page: Page;
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(1280);
    await visit(page, `/search/?q=${encodeURIComponent(word)}`);
    await answered(page, word);
  });
  test.afterAll(() => page.context().close());

  test("a guide found by a word of its text is the first result, linked to the guide's page", async () => {
    await expect(resultLinks(page).first()).toHaveAttribute("href", guidePath);
    await expect(main(page).locator("mark").first()).toHaveText(new RegExp(word.slice(0, 4), "i"));
  });

  test("every guide is in the index: searching its title finds its page", async () => {
    // (As text: the tests' compiler would turn a function's import() into require().)
    const found = await page.evaluate<string[][]>(`(async () => {
      const pagefind = await import("${PAGEFIND_SCRIPT}");
      const titles = ${JSON.stringify(guides.map((guide) => guide.title))};
      return Promise.all(titles.map(async (title) => {
        const { results } = await pagefind.search(title);
        return Promise.all(results.map(async (result) => (await result.data()).url));
      }));
    })()`);
    expect(found.map((urls, index) => urls.includes(`/resources/${guides[index]?.id ?? ""}/`))).toEqual(guides.map(() => true));
  });
});

test.describe("the search in Spanish", () => {
  const spanish = wordOfASpanishGuide();

  test("/es/search/ finds a Spanish guide by a word of its Spanish text, and the English search no Spanish page", async ({ page }) => {
    test.skip(!spanish, "data/translations/es/guides/ has no guide with a word of its own");
    const { word, path: guidePath } = spanish ?? { word: "", path: "" };
    await visit(page, `/es/search/?q=${encodeURIComponent(word)}`);
    // Pagefind loads the index of the page's <html lang>: the Spanish pages, stemmed as Spanish.
    await expect(resultLinks(page).first()).toHaveAttribute("href", guidePath);
    // The English search has its own index: no Spanish page in its results (Pagefind may still offer an English page
    // by a part of the word).
    await visit(page, `/search/?q=${encodeURIComponent(word)}`);
    await answered(page, word);
    const english = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(english.filter((href) => href.startsWith("/es/"))).toEqual([]);
  });
});

/**
 * Searches in each language the whole site is in, each word with the guide it should find first, read from that
 * language's guides (wordsOfGuidesIn). Korean puts spaces between words and endings on them (불안을, 잠이):
 * Pagefind finds a word by its start. Chinese puts no spaces between words: Pagefind's extended build cuts the
 * text into words as it indexes, so that a query of one character or of two finds the words it is or begins;
 * both are searched.
 */
for (const language of WHOLE_SITE_LANGUAGES) {
  const words = wordsOfGuidesIn(language);
  test.describe(`the search in ${language}`, () => {
    test("has words of its guides to search for: one of one character and one of two in a script without spaces", () => {
      const lengths = words.map(({ word }) => Math.min(word.length, 2));
      expect(lengths).toEqual(/\p{Script=Han}/u.test(words.map(({ word }) => word).join("")) ? [1, 2] : [2]);
    });

    for (const { word, path: guidePath } of words) {
      test(`/${languageFolder(language)}/search/?q=${word} finds ${guidePath} first, and only pages in its language`, async ({ page }) => {
        await visit(page, inLanguage(`/search/?q=${encodeURIComponent(word)}`, language));
        await answered(page, word);
        const found = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        expect(found[0]).toBe(guidePath);
        expect(found.filter((href) => !href.startsWith(inLanguage("/", language)))).toEqual([]);
      });
    }
  });
}

test.describe("searching with the keyboard alone", () => {
  test.use({ reducedMotion: "reduce" });

  test("types in the field, searches with Enter, and reaches the first result with Tab", async ({ page, site }) => {
    await visit(page, "/search/");
    await main(page).getByRole("searchbox", { name: texts.fieldLabel }).focus();
    await page.keyboard.type(WORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${site.origin}/search/?q=${encodeURIComponent(WORD)}`);
    await answered(page, WORD);
    // The field, then its button, then the first result.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(texts.buttonLabel);
    await page.keyboard.press("Tab");
    const first = await resultLinks(page).first().getAttribute("href");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(first);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${site.origin}${first ?? ""}`);
  });
});

test.describe("the header's search", () => {
  test("links to the search page on wide screens", async ({ page, site }) => {
    await visit(page, "/about/");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search", exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`${site.origin}/search/`);
    await expect(page.locator("h1")).toHaveText(texts.title);
    await expect(link).toHaveAttribute("aria-current", "page");
  });
});
