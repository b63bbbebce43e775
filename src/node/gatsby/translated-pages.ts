import { existsSync } from "node:fs";
import path from "node:path";
import type { Actions, Page } from "gatsby";
import { inLanguage, languageFolder } from "../../lib/languages";
import { programPath, ROUTES } from "../../lib/routes";
import { filesOfRoute } from "../../content/registry";
import { DATA_DIR } from "../project";
import { readData, readDataJson, readLanguages, TRANSLATIONS_FOLDER } from "../../content/translations";
import type { PageInLanguage } from "../../lib/page-languages";
import type { GetHelpContext, Labels, TranslatedPageContext } from "../../content/page-context";
import { translate } from "../../lib/translate";
import { languageSwitcherHtml, translationNoteHtml } from "../../lib/language-bar";
import { crisisLinksOf, type CrisisLines } from "../../lib/crisis";
import { escapeHtml } from "../../lib/html";
import type { CrisisLinesFile } from "../../content/shapes";
// cspell:dictionaries es-es

/**
 * Every page in every language its texts are translated into: the English at its usual address, and one page
 * per language whose translations of the page's files are all in data/translations/<code>/, under the language's
 * folder ("/es/about/"). A language without them has no such page, so no page is ever half translated. Each
 * page is told its language, the same page in the other languages (for the switcher and the head's alternates)
 * and, when translated, the quiet line it shows about it: all read here from data/languages.json, so that no
 * page's query repeats them.
 */

export type { TranslatedPageContext };

/**
 * A file of data/ (a settings file, or a list's entry: "labels.json", "programs/community-care.json") in a language:
 * its translation's texts laid over the English, or the English alone where the language has none; undefined while
 * the English file is missing.
 */
export function inLanguageOf<T extends object>(file: string, language: string, dataDir: string): { value: T; translated: boolean } | undefined {
  const read = readDataJson(dataDir, file) as (T & { $schema?: string }) | undefined;
  if (read === undefined) return undefined;
  const { $schema: _schema, ...english } = read;
  const translation = language === "en" ? undefined : readDataJson(dataDir, `${TRANSLATIONS_FOLDER}/${languageFolder(language)}/${file}`);
  return translation === undefined ? { value: english as T, translated: false } : { value: translate(english as T, translation), translated: true };
}

/**
 * The words around every page's texts (data/labels.json), in a language: its translation laid over the English,
 * or the English where the language has none (a language with only some pages).
 */
export function labelsIn(language: string, dataDir = DATA_DIR): { labels: Labels; chrome: string } {
  const read = inLanguageOf<Labels>("labels.json", language, dataDir);
  return { labels: read?.value ?? ({} as Labels), chrome: read?.translated ? language : "en" };
}

/**
 * The crisis lines (data/crisis-lines.json) with their words in a language: its translation laid over the English,
 * or the English words where it has none. Numbers and ways in are the English file's, written once.
 */
export function crisisLinesIn(language: string, dataDir = DATA_DIR): CrisisLines {
  return inLanguageOf<CrisisLinesFile>("crisis-lines.json", language, dataDir)?.value ?? ({} as CrisisLinesFile);
}

/** The languages of data/languages.json that have every one of `files` translated, after English. */
export function languagesWith(files: readonly string[], dataDir = DATA_DIR): string[] {
  const { translations } = readLanguages(dataDir);
  const translated = translations
    .map((language) => language.code)
    .filter((code) => files.every((file) => existsSync(path.join(dataDir, TRANSLATIONS_FOLDER, languageFolder(code), file))));
  return ["en", ...translated];
}

/** "2026-11-25" in a language, as a page in it writes a day: "25 de noviembre de 2026". */
export function dayInLanguage(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** What a page's translation record says: the day a native speaker checked it, in its language; null while none has. */
function reviewedOnIn(file: string | undefined, language: string, dataDir: string): string | null {
  if (!file || language === "en") return null;
  const data = readData(dataDir, `${TRANSLATIONS_FOLDER}/${languageFolder(language)}/${file}`);
  const record = (data as { translation?: { checked?: unknown; reviewedBy?: unknown } } | undefined)?.translation;
  return typeof record?.reviewedBy === "string" && record.reviewedBy.trim() !== "" && typeof record.checked === "string"
    ? dayInLanguage(record.checked, language)
    : null;
}

/** How a page's language bar is made: the file whose translation record its note reads, and whether it is a crisis page. */
export interface BarOptions {
  /** The page's own texts (the last of its files): its translation's record says whether a native speaker checked it. */
  file?: string | undefined;
  /** A crisis page's note adds where to find an interpreter. */
  crisis?: boolean;
}

/** One page at its address in each of `languages`, each told its language, its alternates and its note. */
export function inLanguages<Context extends object>(
  route: string,
  languages: readonly string[],
  context: Context,
  dataDir = DATA_DIR,
  options: BarOptions = {},
): { path: string; context: Context & TranslatedPageContext }[] {
  const known = readLanguages(dataDir);
  const alternates: PageInLanguage[] = languages.map((language) => {
    const translation = known.translations.find((candidate) => candidate.code === language);
    const named = language === "en" ? known.english : translation;
    return { language, path: inLanguage(route, language), name: named?.name ?? language, openGraphLocale: named?.openGraphLocale ?? "en_US" };
  });
  return alternates.map(({ language, path: pagePath }) => {
    // The language's entry in data/languages.json holds the lines its pages show about their translation.
    const translation = known.translations.find((candidate) => candidate.code === language);
    // A language the whole site is in has its own search; a page of a language with only some pages is not searched.
    const searchable = language === "en" || translation?.wholeSite === true;
    const { labels, chrome } = labelsIn(language, dataDir);
    // The footer's crisis links, in the language of its words.
    const crisisLinks = crisisLinksOf(crisisLinesIn(chrome, dataDir), chrome);
    // Made here, as HTML: plain links and a line of text, for which visitors load no script.
    const switcherHtml = languageSwitcherHtml(language, alternates, labels.buttons.languages);
    const noteHtml = translation ? translationNoteHtml(translation, route, reviewedOnIn(options.file, language, dataDir), options.crisis) : null;
    return {
      path: pagePath,
      context: { ...context, language, alternates, searchable, labels, chrome, switcherHtml, noteHtml, crisisLinks },
    };
  });
}

/**
 * Creates a page in every language that has translated all the files it shows the texts of, as the registry
 * says (filesOfRoute); a page no file makes is English only.
 */
export function createInLanguages<Context extends object>(
  createPage: Actions["createPage"],
  page: { path: string; component: string; context: Context },
  dataDir = DATA_DIR,
  options: Pick<BarOptions, "crisis"> = {},
): void {
  const files = filesOfRoute(page.path) ?? [];
  for (const translated of inLanguages(page.path, languagesWith(files, dataDir), page.context, dataDir, { ...options, file: files.at(-1) })) {
    createPage({ path: translated.path, component: page.component, context: translated.context });
  }
}

/** Get help now, in every language it is translated into, each told the crisis lines as its readers reach them. */
export function createGetHelpPages({ createPage }: Pick<Actions, "createPage">, dataDir = DATA_DIR): void {
  const files = filesOfRoute(ROUTES.getHelp) ?? [];
  for (const page of inLanguages(ROUTES.getHelp, languagesWith(files, dataDir), {}, dataDir, { crisis: true, file: files.at(-1) })) {
    const context: GetHelpContext = { ...page.context, crisisLines: crisisLinesIn(page.context.language, dataDir) };
    createPage({ path: page.path, component: path.resolve("src/templates/get-help.tsx"), context });
  }
}

/**
 * The pages of src/pages/ (the home page, About, ...), which Gatsby creates without a language: each is made
 * again in English, with its context, and in every language its texts are translated into. A translated 404
 * page answers unknown addresses under its language's folder.
 */
export function translatePageOfFolder(
  page: Page,
  { createPage, deletePage, createRedirect }: Pick<Actions, "createPage" | "deletePage" | "createRedirect">,
  dataDir = DATA_DIR,
): void {
  const context = page.context ?? {};
  if (typeof context.language === "string") return;
  const files = filesOfRoute(page.path);
  deletePage(page);
  const languages = files ? languagesWith(files, dataDir) : ["en"];
  for (const translated of inLanguages(page.path, languages, context, dataDir, { file: files?.at(-1) })) {
    createPage({ ...page, path: translated.path, context: translated.context });
    if (page.path === "/404.html" && translated.context.language !== "en") {
      createRedirect({ fromPath: `/${languageFolder(translated.context.language)}/*`, toPath: translated.path, statusCode: 404 });
    }
  }
}

/**
 * A link of a translated text to a page of the site ("/resources/grief-and-loss/#support"): to the page in the
 * same language where it exists, to the English page where it does not yet.
 */
export function localLink(href: string, language: string, dataDir = DATA_DIR): string {
  if (language === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const [pagePath = "", rest = ""] = /^([^#?]*)(.*)$/.exec(href)?.slice(1) ?? [];
  const files = filesOfRoute(pagePath);
  return files && languagesWith(files, dataDir).includes(language) ? `${inLanguage(pagePath, language)}${rest}` : href;
}

/** A program's name in a language: its translation's, or the English where it has none. */
function programNameIn(id: string, language: string, dataDir: string): string | undefined {
  const name = inLanguageOf<{ name?: unknown }>(`programs/${id}.json`, language, dataDir)?.value.name;
  return typeof name === "string" ? name : undefined;
}

/**
 * A guide's HTML with each `{program:<id>}` a link to that program's page, named as the program is in the guide's
 * language, so a renamed or translated program is never typed again in a guide.
 */
export function withProgramPlaces(html: string, language: string, dataDir = DATA_DIR): string {
  return html.replace(/\{program:([a-z0-9-]+)\}/g, (whole, id: string) => {
    const name = programNameIn(id, language, dataDir);
    return name === undefined ? whole : `<a href="${programPath(id)}">${escapeHtml(name)}</a>`;
  });
}

/** Every link of a translated guide's HTML to a page of the site, to that page in the guide's language where it exists. */
export function localLinks(html: string, language: string, dataDir = DATA_DIR): string {
  return html.replace(/ href="(\/[^"]*)"/g, (_match, href: string) => ` href="${localLink(href, language, dataDir)}"`);
}
