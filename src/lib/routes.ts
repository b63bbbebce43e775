/**
 * The site's addresses, written once: pages, the header and footer, the build, the structured data and the
 * tests all read them from here.
 */
export const ROUTES = {
  home: "/",
  about: "/about/",
  mission: "/mission/",
  events: "/events/",
  programs: "/programs/",
  resources: "/resources/",
  search: "/search/",
  contact: "/contact/",
  donation: "/donation/",
  contactThanks: "/contact/thanks/",
  newsletterThanks: "/newsletter/thanks/",
  getHelp: "/get-help/",
} as const;

/** The page of one program, generated from its file in data/programs/. */
export function programPath(programId: string): string {
  return `${ROUTES.programs}${programId}/`;
}

/** A guide of the library, made from data/guides/<id>.md. */
export function guidePath(guideId: string): string {
  return `${ROUTES.resources}${guideId}/`;
}

/** The guides of one topic (data/pages/resources.json). */
export function topicPath(topicId: string): string {
  return `${ROUTES.resources}topics/${topicId}/`;
}

/** The guides written for one audience (data/pages/resources.json). */
export function audiencePath(audienceId: string): string {
  return `${ROUTES.resources}for/${audienceId}/`;
}

/** The id of an event's card on the Events page, which links and calendar files point to. */
export function eventAnchor(eventId: string): string {
  return `event-${eventId}`;
}

/** An event on the Events page: "/events/#event-spring-open-house". */
export function eventPath(eventId: string): string {
  return `${ROUTES.events}#${eventAnchor(eventId)}`;
}

/** The id of a giving level's heading on the Donation page. */
export function tierAnchor(tierId: string): string {
  return `tier-${tierId}-title`;
}

/** A giving level on the Donation page: "/donation/#tier-tier-monthly-title". */
export function tierPath(tierId: string): string {
  return `${ROUTES.donation}#${tierAnchor(tierId)}`;
}

/** The page Netlify answers an unknown address with, also built at an address of its own. */
export const NOT_FOUND_PAGE = "/404/";

/** An event's calendar file, written after the build: "/events/spring-open-house.ics". */
export function calendarPath(eventId: string): string {
  return `${ROUTES.events}${eventId}.ics`;
}

export interface NavItem {
  /** Its words' name in data/labels.json ("about": "About Us"). */
  label: "about" | "mission" | "events" | "programs" | "resources" | "contact";
  to: string;
}

/** The main menu: its links, whose words are in data/labels.json's navigation. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: "about", to: ROUTES.about },
  { label: "mission", to: ROUTES.mission },
  { label: "events", to: ROUTES.events },
  { label: "programs", to: ROUTES.programs },
  { label: "resources", to: ROUTES.resources },
  { label: "contact", to: ROUTES.contact },
];

/** The footer's links, whose words are in data/labels.json's footer. */
export const FOOTER_QUICK_LINKS: readonly { label: "about" | "mission" | "programs" | "resources" | "events"; to: string }[] = [
  { label: "about", to: ROUTES.about },
  { label: "mission", to: ROUTES.mission },
  { label: "programs", to: ROUTES.programs },
  { label: "resources", to: ROUTES.resources },
  { label: "events", to: ROUTES.events },
];

function withTrailingSlash(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/**
 * "page" when the link is the page being shown; "true" when the page lies inside the link's section
 * (a program's own page inside Programs); undefined otherwise.
 */
export function currentState(linkTo: string, pathname: string): "page" | "true" | undefined {
  const here = withTrailingSlash(pathname);
  if (here === linkTo) return "page";
  if (linkTo !== ROUTES.home && here.startsWith(linkTo)) return "true";
  return undefined;
}
