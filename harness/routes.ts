import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DATA_DIR, guides, pageTexts, programs, readData } from "./content";
import { inLanguage, languageFolder } from "../src/lib/languages";
import { ROUTES } from "../src/lib/routes";
import { translate } from "../src/lib/translate";
import { readMarkdown } from "../src/content/markdown";
import { readLanguages } from "../src/content/translations";
import type { ResourcesPage } from "../src/content/shapes";

/** Every page the specification names, with its one h1, as data/ writes it; program pages come from data/programs/. */
export interface RouteSpec {
  path: string;
  h1: string;
  /** The page's language, when it is not English. */
  lang?: string;
  /** The language of its header, footer and buttons, when not English: the page's where its whole site is translated. */
  chrome?: string;
}

export const PROGRAM_PAGES: RouteSpec[] = programs.map((program) => ({
  path: `/programs/${program.id}/`,
  h1: program.name,
}));

/** The library (data/pages/resources.json): its topics and audiences, each with a page of its own. */
export type Library = ResourcesPage;

export const library = pageTexts<Library>("resources");

/** Every guide of data/guides/, with its title as its h1 and its summary. */
export const GUIDE_PAGES: (RouteSpec & { summary: string })[] = guides.map((guide) => ({
  path: `/resources/${guide.id}/`,
  h1: guide.title,
  summary: guide.summary,
}));

/** The library, a page per topic and per audience, and every guide, each with its h1. */
export const LIBRARY_PAGES: RouteSpec[] = [
  { path: "/resources/", h1: library.title },
  ...library.topics.map((topic) => ({ path: `/resources/topics/${topic.id}/`, h1: topic.label })),
  ...library.audiences.map((audience) => ({ path: `/resources/for/${audience.id}/`, h1: audience.label })),
  ...GUIDE_PAGES.map(({ path, h1 }) => ({ path, h1 })),
];

/** Each page's heading is the `title` of its file in data/pages/. */
const page = (path: string, file: string): RouteSpec => ({ path, h1: pageTexts(file).title });

/** The pages of src/pages/, each with its file in data/pages/. */
const PAGE_FILES = {
  "/": "home",
  "/about/": "about",
  "/mission/": "mission",
  "/events/": "events",
  "/donation/": "donation",
  "/programs/": "programs",
  "/contact/": "contact",
  "/contact/thanks/": "thanks",
  "/newsletter/thanks/": "newsletter-thanks",
  "/search/": "search",
};

/** The languages of data/languages.json, read as the build reads them. */
export const languages = readLanguages(DATA_DIR);

/** A page's translation into a language, when data/translations/ has it. */
export function translationOf<T extends object = { title: string }>(file: string, language: string): T | undefined {
  return translationFile<T>(`pages/${file}.json`, language);
}

/** Get help now, in English and in every language data/translations/ translates it into. */
export const GET_HELP_PAGES: RouteSpec[] = [
  page(ROUTES.getHelp, "get-help"),
  ...languages.translations.flatMap(({ code, wholeSite }) => {
    const translation = translationOf("get-help", code);
    return translation ? [{ path: inLanguage(ROUTES.getHelp, code), h1: translation.title, lang: code, ...(wholeSite ? { chrome: code } : {}) }] : [];
  }),
];

/** The languages the whole site is translated into (data/languages.json's wholeSite): "es". */
export const WHOLE_SITE_LANGUAGES: string[] = languages.translations.filter((language) => language.wholeSite).map((language) => language.code);

/** A file of data/translations/<folder>/ as written, when it is there. */
export function translationFile<T>(relative: string, language: string): T | undefined {
  const file = `translations/${languageFolder(language)}/${relative}`;
  return existsSync(path.join(DATA_DIR, file)) ? readData<T>(file) : undefined;
}

/** A guide's title and summary in a language, from its translation's front matter, when it is translated. */
function guideIn(id: string, language: string): { title: string; summary: string } | undefined {
  const file = path.join(DATA_DIR, "translations", languageFolder(language), "guides", `${id}.md`);
  if (!existsSync(file)) return undefined;
  const reading = readMarkdown(readFileSync(file, "utf8"));
  return reading.ok ? (reading.frontMatter as { title: string; summary: string }) : undefined;
}

/**
 * Every translated guide, with its title as its h1 and its summary: in a language the whole site is in, and in one
 * with only some pages (one that starts with Get help now and a few guides), whose header and footer stay in English.
 */
export const TRANSLATED_GUIDE_PAGES: (RouteSpec & { summary: string })[] = languages.translations.flatMap(({ code, wholeSite }) =>
  guides.flatMap((guide) => {
    const translated = guideIn(guide.id, code);
    const path = inLanguage(`/resources/${guide.id}/`, code);
    return translated ? [{ path, h1: translated.title, summary: translated.summary, lang: code, ...(wholeSite ? { chrome: code } : {}) }] : [];
  }),
);

/** Every page of the site in a language its whole site is translated into, each with its h1 in that language. */
function pagesIn(language: string): RouteSpec[] {
  const at = (route: string, h1: string | undefined): RouteSpec[] =>
    h1 ? [{ path: inLanguage(route, language), h1, lang: language, chrome: language }] : [];
  const lib = translate(library, translationOf("resources", language));
  return [
    ...Object.entries(PAGE_FILES).flatMap(([route, file]) => at(route, translationOf(file, language)?.title)),
    ...programs.flatMap((program) =>
      at(`/programs/${program.id}/`, translationFile<{ name: string }>(`programs/${program.id}.json`, language)?.name),
    ),
    ...at("/resources/", lib.title),
    ...lib.topics.flatMap((topic) => at(`/resources/topics/${topic.id}/`, topic.label)),
    ...lib.audiences.flatMap((audience) => at(`/resources/for/${audience.id}/`, audience.label)),
    ...TRANSLATED_GUIDE_PAGES.filter((guide) => guide.lang === language).map(({ path, h1, lang, chrome }) => ({ path, h1, lang, chrome })),
  ];
}

/** The Spanish site (and any other language the whole site is in): every page of it. */
export const TRANSLATED_PAGES: RouteSpec[] = WHOLE_SITE_LANGUAGES.flatMap(pagesIn);

export const PAGES: RouteSpec[] = [
  ...Object.entries(PAGE_FILES).map(([route, file]) => page(route, file)),
  ...GET_HELP_PAGES,
  ...PROGRAM_PAGES,
  ...LIBRARY_PAGES,
  ...TRANSLATED_PAGES,
  // The guides of a language with only some pages; those of a whole-site language are in TRANSLATED_PAGES.
  ...TRANSLATED_GUIDE_PAGES.filter((guide) => !WHOLE_SITE_LANGUAGES.includes(guide.lang ?? "")),
];

export const NOT_FOUND: RouteSpec = page("/no-such-page/", "not-found");

/** An unknown address under a language's folder: that language's 404 page. */
export const TRANSLATED_NOT_FOUND: RouteSpec[] = WHOLE_SITE_LANGUAGES.flatMap((language) => {
  const h1 = translationOf("not-found", language)?.title;
  return h1 ? [{ path: inLanguage("/no-such-page/", language), h1, lang: language, chrome: language }] : [];
});

/** Every route including the 404 pages, as the browser checks visit them. */
export const ALL_ROUTES: RouteSpec[] = [...PAGES, NOT_FOUND, ...TRANSLATED_NOT_FOUND];
