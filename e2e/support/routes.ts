import { programs } from "../../__tests__/support/data";
import { pageTexts } from "./content";

/** Every page the specification names, with its one h1, as data/ writes it; program pages come from data/programs/. */
export interface RouteSpec {
  path: string;
  h1: string;
}

export const PROGRAM_PAGES: RouteSpec[] = programs.map((program) => ({
  path: `/programs/${program.id}/`,
  h1: program.name,
}));

/** Each page's heading is the `title` of its file in data/pages/. */
const page = (path: string, file: string): RouteSpec => ({ path, h1: pageTexts(file).title });

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
  ...PROGRAM_PAGES,
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
  ["Contact", "/contact/"],
] as const;

/** The header's way to the search page on wide screens, after the links and before Donate Now. */
export const HEADER_SEARCH_LINK = ["Search", "/search/"] as const;

/** The footer's Quick Links. */
export const FOOTER_LINKS = [
  ["About Us", "/about/"],
  ["Our Mission", "/mission/"],
  ["Programs", "/programs/"],
  ["Events", "/events/"],
] as const;

export const WIDTHS = [320, 375, 768, 1280] as const;
