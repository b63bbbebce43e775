/** The site's routes, written once: the header, the footer and the tests all read them from here. */
export const ROUTES = {
  home: "/",
  about: "/about/",
  mission: "/mission/",
  events: "/events/",
  programs: "/programs/",
  contact: "/contact/",
  donation: "/donation/",
  contactThanks: "/contact/thanks/",
  newsletterThanks: "/newsletter/thanks/",
} as const;

export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: "About Us", to: ROUTES.about },
  { label: "Mission", to: ROUTES.mission },
  { label: "Events", to: ROUTES.events },
  { label: "Programs", to: ROUTES.programs },
  { label: "Contact", to: ROUTES.contact },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { label: "About Us", to: ROUTES.about },
  { label: "Our Mission", to: ROUTES.mission },
  { label: "Programs", to: ROUTES.programs },
  { label: "Events", to: ROUTES.events },
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
