import { programs } from "../../__tests__/support/data";

/** Every page the specification names, with its one h1; program pages come from data/programs/. */
export interface RouteSpec {
  path: string;
  h1: string;
}

export const PROGRAM_PAGES: RouteSpec[] = programs.map((program) => ({
  path: `/programs/${program.id}/`,
  h1: program.name,
}));

export const PAGES: RouteSpec[] = [
  { path: "/", h1: "Welcome" },
  { path: "/about/", h1: "About Us" },
  { path: "/mission/", h1: "Our Mission & Values" },
  { path: "/events/", h1: "Upcoming Events" },
  { path: "/donation/", h1: "Support Our Mission" },
  { path: "/programs/", h1: "Our Programs" },
  { path: "/contact/", h1: "Get in touch" },
  { path: "/contact/thanks/", h1: "Thank you for writing to us" },
  { path: "/newsletter/thanks/", h1: "Thank you for signing up" },
  ...PROGRAM_PAGES,
];

export const NOT_FOUND: RouteSpec = { path: "/no-such-page/", h1: "We couldn’t find that page" };

/** Every route including the 404 page, as the browser checks visit them. */
export const ALL_ROUTES: RouteSpec[] = [...PAGES, NOT_FOUND];

/** The header links of SPEC.md's shared layout, in order. */
export const NAV_LINKS = [
  ["About Us", "/about/"],
  ["Mission", "/mission/"],
  ["Events", "/events/"],
  ["Programs", "/programs/"],
  ["Contact", "/contact/"],
] as const;

/** The footer's Quick Links. */
export const FOOTER_LINKS = [
  ["About Us", "/about/"],
  ["Our Mission", "/mission/"],
  ["Programs", "/programs/"],
  ["Events", "/events/"],
] as const;

export const WIDTHS = [320, 375, 768, 1280] as const;
