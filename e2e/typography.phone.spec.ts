import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";
import { resize } from "./support/route-visit";
import { inLanguage } from "../src/lib/languages";
import { TRANSLATED_GUIDE_PAGES, WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { guides } from "../__tests__/support/data";

/**
 * Korean and Chinese as their readers expect them set, on a phone (375 px, then 320): Korean breaks lines between
 * words only (global.css, `word-break: keep-all`), never inside one; Chinese never starts a line with a closing
 * mark (，。、：？！ and closing brackets or quotes), which the browser's line breaking forbids for the page's
 * language. Read on the home page, Get help now and the longest guide, line by line, in every text of <main>.
 */

/** Where each line of <main>'s text starts, inside a text: the character there and the one before it. */
function lineStarts(page: Page): Promise<{ character: string; before: string }[]> {
  return page.evaluate(() => {
    const starts: { character: string; before: string }[] = [];
    const main = document.querySelector("main");
    if (!main) return starts;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      let top: number | null = null;
      for (let index = 0; index < text.length; index += 1) {
        const character = text[index] ?? "";
        if (/\s/.test(character)) continue;
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (top !== null && rect.top > top + rect.height / 2) starts.push({ character, before: text.slice(Math.max(0, index - 1), index) });
        top = rect.top;
      }
    }
    return starts;
  });
}

/** The home page, Get help now and the longest guide translated into the language, from data/. */
function routesIn(language: string): string[] {
  const translated = new Set(TRANSLATED_GUIDE_PAGES.filter((page) => page.lang === language).map((page) => page.path));
  const longest = [...guides]
    .sort((a, b) => b.body.length - a.body.length)
    .map((guide) => inLanguage(`/resources/${guide.id}/`, language))
    .find((path) => translated.has(path));
  return [inLanguage("/", language), inLanguage("/get-help/", language), ...(longest ? [longest] : [])];
}
const CLOSING = /[，。、；：？！）》」』〉】”’]/u;
const HANGUL = /\p{Script=Hangul}/u;

for (const [language, wrong, rule] of [
  ["ko", (start: { character: string; before: string }) => HANGUL.test(start.before) && HANGUL.test(start.character), "inside a word"],
  ["zh-Hans", (start: { character: string }) => CLOSING.test(start.character), "with a closing mark"],
] as const) {
  if (!WHOLE_SITE_LANGUAGES.includes(language)) continue;
  for (const route of routesIn(language)) {
    test(`${route} starts no line ${rule}, at 375 and 320 px`, async ({ page }) => {
      await visit(page, route);
      for (const width of [375, 320]) {
        await resize(page, width);
        const starts = await lineStarts(page);
        // Enough lines to mean something: the page's text wraps many times at these widths.
        expect(starts.length).toBeGreaterThan(20);
        expect(starts.filter((start) => wrong(start)).map((start) => `${start.before}|${start.character}`)).toEqual([]);
      }
    });
  }
}
