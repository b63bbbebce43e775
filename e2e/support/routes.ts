import { existsSync } from "node:fs";
import path from "node:path";
import { guides, programs, readData } from "../../__tests__/support/data";
import { inLanguage, languageFolder } from "../../src/lib/languages";
import { ROUTES } from "../../src/lib/routes";
import { pageTexts } from "./content";

/** Every page the specification names, with its one h1, as data/ writes it; program pages come from data/programs/. */
export interface RouteSpec {
  path: string;
  h1: string;
  /** The page's language, when it is not English. */
  lang?: string;
}

export const PROGRAM_PAGES: RouteSpec[] = programs.map((program) => ({
  path: `/programs/${program.id}/`,
  h1: program.name,
}));

/** The library (data/pages/resources.json): its topics and audiences, each with a page of its own. */
export interface Library {
  title: string;
  topics: { id: string; label: string; description: string }[];
  audiences: { id: string; label: string }[];
}

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

/** The languages of data/languages.json: their codes and their names, written in each language. */
export interface Languages {
  english: { name: string; openGraphLocale: string };
  translations: {
    code: string;
    name: string;
    openGraphLocale: string;
    translatedNote: string;
    unreviewedNote: string;
    englishLinkLabel: string;
    crisisNote: string;
  }[];
}

export const languages = readData<Languages>("languages.json");

/** A page's translation into a language, when data/translations/ has it. */
export function translationOf<T extends object = PageTextsOnly>(file: string, language: string): T | undefined {
  const relative = `translations/${languageFolder(language)}/pages/${file}.json`;
  return existsSync(path.resolve(__dirname, "../../data", relative)) ? readData<T>(relative) : undefined;
}
type PageTextsOnly = { title: string };

/** Get help now, in English and in every language data/translations/ translates it into. */
export const GET_HELP_PAGES: RouteSpec[] = [
  page(ROUTES.getHelp, "get-help"),
  ...languages.translations.flatMap(({ code }) => {
    const translation = translationOf("get-help", code);
    return translation ? [{ path: inLanguage(ROUTES.getHelp, code), h1: translation.title, lang: code }] : [];
  }),
];

export const PAGES: RouteSpec[] = [
  page("/", "home"),
  page("/about/", "about"),
  page("/mission/", "mission"),
  page("/events/", "events"),
  page("/donation/", "donation"),
  page("/programs/", "programs"),
  page("/contact/", "contact"),
  page("/contact/thanks/", "thanks"),
  page("/newsletter/thanks/", "newsletter-thanks"),
  page("/search/", "search"),
  ...GET_HELP_PAGES,
  ...PROGRAM_PAGES,
  ...LIBRARY_PAGES,
];

export const NOT_FOUND: RouteSpec = page("/no-such-page/", "not-found");

/** Every route including the 404 page, as the browser checks visit them. */
export const ALL_ROUTES: RouteSpec[] = [...PAGES, NOT_FOUND];

/** The header links of SPEC.md's shared layout, in order (the names of the site's own controls, kept in code). */
export const NAV_LINKS = [
  ["About Us", "/about/"],
  ["Mission", "/mission/"],
  ["Events", "/events/"],
  ["Programs", "/programs/"],
  ["Resources", "/resources/"],
  ["Contact", "/contact/"],
] as const;

/** The header's way to the search page on wide screens, after the links and before Donate Now. */
export const HEADER_SEARCH_LINK = ["Search", "/search/"] as const;

/** The footer's Quick Links. */
export const FOOTER_LINKS = [
  ["About Us", "/about/"],
  ["Our Mission", "/mission/"],
  ["Programs", "/programs/"],
  ["Resources", "/resources/"],
  ["Events", "/events/"],
] as const;

export const WIDTHS = [320, 375, 768, 1280] as const;
