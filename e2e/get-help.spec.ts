import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readData } from "../__tests__/support/data";
import { expect, test, visit } from "./support/fixtures";
import { ALL_ROUTES, GET_HELP_PAGES, languages, translationOf, WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { labelsIn } from "./support/labels";
import { builtFile, decode } from "./support/route-checks";
import { PUBLIC_DIR } from "../harness/static-server";
import type { CrisisLinesFile } from "../src/content/shapes";
import { languageFolder } from "../src/lib/languages";

/*
 * Get help now, in English and in each language data/translations/ translates it into: what to do first, every
 * number a link that calls or texts it, the same numbers in every language, the language switcher as plain links,
 * and each page telling search engines of the others. The per-route checks (axe, validators, budgets …) run on
 * these routes too, in routes.spec.ts and pages*.spec.ts.
 */

interface GetHelpTexts {
  title: string;
  lines: { service: string }[];
}

const english = readData<GetHelpTexts>("pages/get-help.json");
const lines = readData<CrisisLinesFile>("crisis-lines.json");
const digits = (number: string) => number.replace(/[^\d+]/g, "");
const nameOf = (language: string) =>
  language === "en" ? languages.english.name : languages.translations.find((known) => known.code === language)?.name;

/** Every call, text and chat link of the page's content, in order. */
async function contentLinks(page: Page, selector: string): Promise<string[]> {
  return page
    .getByRole("main")
    .locator(selector)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
}

for (const route of GET_HELP_PAGES) {
  const language = route.lang ?? "en";
  // The way in data/crisis-lines.json gives the page's language: English's is the lines' own.
  const way = language === "en" ? undefined : lines.waysIn.find((candidate) => candidate.language === language);

  test(`${route.path}: every number calls or texts the service as it answers in the page's language`, async ({ page }) => {
    await visit(page, route.path);
    await expect(page.locator("h1")).toHaveText(route.h1);
    expect(await page.locator("html").getAttribute("lang")).toBe(language);
    const main = page.getByRole("main");
    // 911 first, before any crisis line; then every number is data/crisis-lines.json's, called as written.
    await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute("href", `tel:${digits(lines.emergencyNumber)}`);
    const calls = new Set(await contentLinks(page, 'a[href^="tel:"]'));
    expect(calls).toEqual(new Set([lines.emergencyNumber, lines.lifeline.number, lines.stateLine.number].map((number) => `tel:${digits(number)}`)));
    // Each line's button writes its number as the service does.
    if (english.lines.some((line) => line.service === "stateLine"))
      await expect(main.locator("#line-stateLine")).toContainText(lines.stateLine.number);
    const texts = await contentLinks(page, 'a[href^="sms:"]');
    const chats = (await contentLinks(page, "a[href]")).filter((href) => /chat|lineadevida/.test(href));
    if (language === "en") {
      expect(new Set(texts)).toEqual(new Set([`sms:${lines.lifeline.number}`, `sms:${lines.textLine.number}?&body=${lines.textLine.keyword}`]));
      expect(new Set(chats)).toEqual(new Set([lines.lifeline.chat]));
    } else if (way) {
      // Each text carries the language's own word (AYUDA, never HOME), and the chat is the language's own.
      expect(texts.length).toBeGreaterThan(0);
      for (const href of texts) {
        const keyword = href.startsWith(`sms:${lines.textLine.number}`) ? way.textLineKeyword : way.lifelineKeyword;
        expect(href).toMatch(new RegExp(`^sms:\\d+\\?&body=${keyword}$`));
      }
      await expect(main).not.toContainText(lines.textLine.keyword);
      expect(new Set(chats)).toEqual(new Set(way.lifelineChat ? [way.lifelineChat] : []));
    } else {
      // No text or chat is offered in a language they do not answer in: a call, with an interpreter.
      expect(texts).toEqual([]);
      expect(chats).toEqual([]);
      const words = readData<{ words: { interpreter: string } }>(`translations/${languageFolder(language)}/crisis-lines.json`).words.interpreter;
      expect(words).toBeTruthy();
      await expect(main).toContainText(words ?? "-");
      await expect(main.locator("#line-textLine")).toHaveCount(0);
    }
  });

  test(`${route.path}: names every language the page exists in, with alternates for search engines`, async ({ page }) => {
    await visit(page, route.path);
    // Named in the words of the page's header: the Spanish site's own, English on a page of a language with only some pages.
    const switcher = page.getByRole("navigation", { name: labelsIn(route.chrome ?? "en").buttons.languages });
    const offered = await switcher
      .getByRole("link")
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("href"), anchor.getAttribute("lang"), anchor.getAttribute("hreflang")]),
      );
    expect(offered).toEqual(GET_HELP_PAGES.map((other) => [nameOf(other.lang ?? "en"), other.path, other.lang ?? "en", other.lang ?? "en"]));
    await expect(switcher.getByRole("link", { name: nameOf(language) })).toHaveAttribute("aria-current", "page");
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "").pathname]));
    expect(alternates).toEqual([...GET_HELP_PAGES.map((other) => [other.lang ?? "en", other.path]), ["x-default", "/get-help/"]]);
  });
}

test("a translated page says it is translated, whether a native speaker checked it, and leads to the English", async ({ page }) => {
  for (const route of GET_HELP_PAGES.filter((candidate) => candidate.lang)) {
    const language = route.lang ?? "";
    const texts = languages.translations.find((known) => known.code === language);
    const translation = translationOf<{ translation: { reviewedBy?: string } }>("get-help", language);
    await visit(page, route.path);
    const main = page.getByRole("main");
    await expect(main).toContainText(texts?.translatedNote ?? "-");
    // The crisis page's sentence: 988 has interpreters.
    await expect(main).toContainText(texts?.crisisNote ?? "-");
    if (!translation?.translation.reviewedBy) await expect(main).toContainText(texts?.unreviewedNote ?? "-");
    await expect(main.getByRole("link", { name: texts?.englishLinkLabel ?? "-" })).toHaveAttribute("href", "/get-help/");
    // The header and footer are in the page's language where the whole site is (Spanish); elsewhere they stay in
    // English, and say so.
    const marked = WHOLE_SITE_LANGUAGES.includes(language) ? null : "en";
    expect(await page.getByRole("banner").getAttribute("lang")).toBe(marked);
    expect(await page.getByRole("contentinfo").getAttribute("lang")).toBe(marked);
  }
});

test("the language switcher works without JavaScript", async ({ site }) => {
  const spanish = GET_HELP_PAGES.find((route) => route.lang === "es");
  test.skip(!spanish, "data/translations/ has no Spanish Get help page");
  const page = await site.newPage(1280, { javaScriptEnabled: false });
  await visit(page, "/get-help/", { scripts: false });
  await page
    .getByRole("navigation", { name: "Languages" })
    .getByRole("link", { name: nameOf("es") })
    .click();
  await expect(page).toHaveURL(spanish?.path ?? "");
  await expect(page.locator("h1")).toHaveText(spanish?.h1 ?? "");
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  await page.context().close();
});

test("every page's header and footer lead to Get help now", async ({ page }) => {
  await visit(page, "/resources/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: readData("footer.json").crisis.helpPageLink })
    .click();
  await expect(page).toHaveURL("/get-help/");
  await expect(page.locator("h1")).toHaveText(english.title);
  await visit(page, "/about/");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Get help now/ })
    .click();
  await expect(page).toHaveURL("/get-help/");
});

test("the sitemap lists each language of Get help now with its alternates", async () => {
  const sitemap = await readFile(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
  for (const route of GET_HELP_PAGES) {
    const entry = new RegExp(`<url><loc>https?://[^/<]+${route.path}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? "";
    const listed = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], new URL(match[2] ?? "").pathname]);
    expect(listed).toEqual([...GET_HELP_PAGES.map((other) => [other.lang ?? "en", other.path]), ["x-default", "/get-help/"]]);
  }
});

test("the page's structured data and shared-link locale carry its language", async ({ page }) => {
  for (const route of GET_HELP_PAGES) {
    const language = route.lang ?? "en";
    await visit(page, route.path);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; inLanguage?: string }));
    expect(data.find((item) => item["@type"] === "WebPage")?.inLanguage).toBe(language);
    const locale =
      language === "en" ? languages.english.openGraphLocale : languages.translations.find((known) => known.code === language)?.openGraphLocale;
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", locale ?? "-");
  }
});

// Every built page, as its HTML reads without JavaScript: in a language with its own way in (Spanish), every text
// link carries that language's word and every chat link opens that language's chat, and the English word is never
// offered; in a language with none (Korean, Chinese), the page's own content offers no text or chat at all (its
// English footer keeps English's ways, for its English words).
test("every page offers texts and chats only in the ways its language answers in", async () => {
  const wrong: string[] = [];
  for (const route of ALL_ROUTES.filter((candidate) => candidate.lang)) {
    const language = route.lang ?? "";
    const way = lines.waysIn.find((candidate) => candidate.language === language);
    const html = await readFile(builtFile(route.path), "utf8");
    // A paragraph marked English (a crisis notice whose words are not yet translated) offers English's ways.
    const main = (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "").replace(/<p[^>]*\slang="en"[^>]*>[\s\S]*?<\/p>/g, "");
    const hrefs = (part: string) => [...part.matchAll(/href="([^"]*)"/g)].map(([, href = ""]) => decode(href));
    const texts = hrefs(way ? html : main).filter((href) => href.startsWith("sms:"));
    const chats = hrefs(way ? html : main).filter((href) => href === lines.lifeline.chat || href === way?.lifelineChat);
    if (way) {
      for (const href of texts) {
        const keyword = href.startsWith(`sms:${lines.textLine.number}`) ? way.textLineKeyword : way.lifelineKeyword;
        if (href !== `${href.split("?")[0] ?? ""}?&body=${keyword ?? ""}`) wrong.push(`${route.path}: ${href}`);
      }
      for (const href of chats) if (href !== way.lifelineChat) wrong.push(`${route.path}: ${href}`);
      if (new RegExp(`\\b${lines.textLine.keyword}\\b`).test(decode(main.replace(/<[^>]+>/g, " "))))
        wrong.push(`${route.path}: says ${lines.textLine.keyword}`);
    } else {
      for (const href of [...texts, ...chats]) wrong.push(`${route.path}: ${href}`);
    }
  }
  expect(wrong).toEqual([]);
});
