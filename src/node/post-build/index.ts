import { readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { createEvent } from "ics";
import { calendarPath, eventPath, ROUTES } from "../../lib/routes";
import { PUBLIC_DIR } from "../project";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFileBlock,
  inlineScripts,
  searchIndexContentSecurityPolicy,
  type HeaderRule,
} from "./csp";
import { BUILD_INFO_RULE } from "./build-info";
import { htmlFiles } from "./html-files";
import { PAGEFIND_FOLDER, PAGEFIND_PATH } from "../../lib/search";
import { GATSBY_FOLDERS } from "../gatsby/tuning/public-layout";
import { ENHANCE_FOLDER } from "./page-scripts";

/**
 * Files the build writes once every page exists: robots.txt, the events' calendar files and the CSP headers
 * (and /build.json, in build-info.ts).
 */

const CSP_MARKER = "security headers and content-security-policy (written after the build)";

/** The headers file without the block a build wrote between `marker`'s lines. */
function withoutBlock(text: string, marker: string): string {
  const start = text.indexOf(`# ${marker} start`);
  const endMarker = `# ${marker} end\n`;
  return start === -1 ? text : text.slice(0, start) + text.slice(text.indexOf(endMarker) + endMarker.length);
}

export interface CalendarEvent {
  jsonId: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: { name: string; address: { street: string; locality: string; region: string; postalCode: string } };
}

export async function writeRobots(siteUrl: string, publicDir = PUBLIC_DIR): Promise<void> {
  const sitemap = new URL("/sitemap-index.xml", siteUrl).href;
  await writeFile(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
}

/** An .ics file per event, so a visitor can add it to their calendar. Times are written in UTC. */
export function calendarFile(event: CalendarEvent, organizer: { name: string; email: string; siteUrl: string }): string {
  const { address } = event.location;
  const { error, value } = createEvent({
    uid: `${event.jsonId}@${new URL(organizer.siteUrl).hostname}`,
    productId: `${organizer.name}//Events`,
    title: event.title,
    description: event.description,
    start: new Date(event.startsAt).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: new Date(event.endsAt).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    location: `${event.location.name}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
    url: new URL(eventPath(event.jsonId), organizer.siteUrl).href,
    organizer: { name: organizer.name, email: organizer.email },
    status: "CONFIRMED",
  });
  if (error || !value) throw new Error(`The calendar file for "${event.title}" could not be made: ${String(error)}`);
  return value;
}

export async function writeCalendarFiles(
  events: readonly CalendarEvent[],
  organizer: { name: string; email: string; siteUrl: string },
  publicDir = PUBLIC_DIR,
): Promise<void> {
  await mkdir(path.join(publicDir, "events"), { recursive: true });
  await Promise.all(events.map((event) => writeFile(path.join(publicDir, calendarPath(event.jsonId)), calendarFile(event, organizer))));
}

/** Folders of the build that hold no visitor pages of their own (admin/ is the content editor, pagefind/ the search index). */
export const NOT_PAGES = [...GATSBY_FOLDERS, "admin", PAGEFIND_FOLDER, ENHANCE_FOLDER];

/** The content editor: never indexed, and with a policy of its own (see adminContentSecurityPolicy). */
export const ADMIN_RULE: HeaderRule = {
  path: "/admin/*",
  headers: {
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": adminContentSecurityPolicy(),
  },
};

/** The editor's configuration, which Decap reads as YAML when the host says it is. */
export const ADMIN_CONFIG_RULE: HeaderRule = {
  path: "/admin/config.yml",
  headers: { "Content-Type": "text/yaml; charset=utf-8" },
};

/** The search index and Pagefind's scripts, whose worker needs a policy of its own (see searchIndexContentSecurityPolicy). */
export const SEARCH_INDEX_RULE: HeaderRule = {
  path: `${PAGEFIND_PATH}*`,
  headers: { "Content-Security-Policy": searchIndexContentSecurityPolicy() },
};

/**
 * "about/index.html" -> "/about/"; "404.html" -> "/*", the policy for any address the host answers with it, and a
 * language's "es/404.html" -> "/es/*", for the addresses under its folder.
 */
export function routeOfHtmlFile(relativeFile: string): string {
  const normalized = relativeFile.split(path.sep).join("/");
  if (normalized === "404.html") return "/*";
  const translated = /^([a-z-]+)\/404\.html$/.exec(normalized);
  if (translated) return `/${translated[1] ?? ""}/*`;
  return `/${normalized.replace(/index\.html$/, "")}`;
}

/**
 * Security headers for every response, on top of those Gatsby's adapter sets for all paths
 * (X-Content-Type-Options: nosniff, X-Frame-Options: DENY, Referrer-Policy: same-origin).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Writes into public/_headers: the security headers and the 404 page's policy for every path, then each page's
 * policy with the hashes of exactly the inline scripts it has, then the editor's, the search index's and
 * /build.json's, then the calendar files' type; and at the end, after Gatsby's rules, the modules' caching. On
 * Netlify a later matching rule wins for the same header, so the catch-all comes first.
 */
export async function writeHeaders(formOrigin: string | null, calendarFiles: readonly string[], publicDir = PUBLIC_DIR): Promise<HeaderRule[]> {
  const pages: HeaderRule[] = [];
  for (const file of await htmlFiles(publicDir, NOT_PAGES)) {
    const html = await readFile(file, "utf8");
    const route = routeOfHtmlFile(path.relative(publicDir, file));
    // The search page of every language runs Pagefind's WebAssembly: /search/, /es/search/.
    const permissions = route.endsWith(ROUTES.search) ? { webAssembly: true } : {};
    const policy = { "Content-Security-Policy": contentSecurityPolicy(inlineScripts(html), formOrigin, permissions) };
    pages.push({ path: route, headers: route === "/*" ? { ...SECURITY_HEADERS, ...policy } : policy });
  }
  // Netlify applies every matching rule, a later one winning for the same header: the 404 policies of "/*" and a
  // language's "/es/*" come first, the shorter first, and each page's own after them.
  const splat = (rule: HeaderRule) => rule.path.endsWith("/*");
  pages.sort((a, b) => Number(splat(b)) - Number(splat(a)) || (splat(a) ? a.path.length - b.path.length : 0) || a.path.localeCompare(b.path));
  const calendars = calendarFiles.map((file) => ({
    path: file,
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  }));
  const rules = [...pages, ADMIN_RULE, ADMIN_CONFIG_RULE, SEARCH_INDEX_RULE, BUILD_INFO_RULE, ...calendars];
  const headersFile = path.join(publicDir, "_headers");
  const existing = await readFile(headersFile, "utf8").catch(() => "");
  await writeFile(headersFile, headersFileBlock(rules, CSP_MARKER) + withoutBlock(existing, CSP_MARKER));
  return rules;
}
