import AxeBuilder from "@axe-core/playwright";
import type { Page, Response } from "playwright-core";
import { loadImages, trackRequests, visit, type Site } from "./browser";
import { PAGEFIND_PATH } from "../../src/lib/search";
import { NOT_FOUND } from "./routes";

/**
 * One visit to a route, as a visitor makes it, kept open so that every check of that page reads the same load:
 * what went wrong while it loaded (console errors, failed requests, requests to other hosts, policy
 * violations) is recorded from its first moment, and checked once the page is hydrated, its lazy images loaded
 * and every request it started has ended.
 */
export interface RouteVisit {
  page: Page;
  response: Response;
  /** Console errors and uncaught exceptions, less the 404 page's expected reports of its own address. */
  consoleErrors: () => string[];
  failed: string[];
  foreign: string[];
  /** Requests for the site search's files (/pagefind/), which only /search/ makes, and only once a visitor searches. */
  searchFiles: string[];
  cspViolations: () => Promise<string[]>;
  /** Waits until every request the page has started has ended. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

export async function openRoute(site: Site, route: string, width: number): Promise<RouteVisit> {
  const page = await site.newPage(width);
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  const foreign: string[] = [];
  const searchFiles: string[] = [];
  const isNotFoundPage = route === NOT_FOUND.path;
  const requests = trackRequests(page);
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== site.origin) foreign.push(request.url());
    if (url.origin === site.origin && url.pathname.startsWith(PAGEFIND_PATH)) searchFiles.push(url.pathname);
  });
  page.on("requestfailed", (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`));
  page.on("response", (response) => {
    // On the 404 page, the unknown address answers 404, and so do Gatsby's own look-ups of it (with and without
    // the trailing slash, and its page data): that is how it decides to show the 404 page.
    const { pathname } = new URL(response.url());
    const unknown = route.replace(/\/$/, "");
    const expected404 = isNotFoundPage && (pathname.startsWith(unknown) || pathname === `/page-data${route}page-data.json`);
    if (response.status() >= 400 && !expected404) failed.push(`${response.url()} (${response.status()})`);
  });
  // Content-Security-Policy violations, from the very start of the page.
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = record;
    document.addEventListener("securitypolicyviolation", (event) =>
      record.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });

  const response = await visit(page, site.origin, route);
  await loadImages(page);
  await requests.settled();

  // Chromium logs each 404 response as a console error too; those are checked through their responses.
  const expectedConsole = isNotFoundPage ? /status of 404/ : null;
  return {
    page,
    response,
    consoleErrors: () => consoleErrors.filter((text) => !(expectedConsole && expectedConsole.test(text))),
    failed,
    foreign,
    searchFiles,
    cspViolations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    settled: () => requests.settled(),
    close: () => page.context().close(),
  };
}

/** How far the page scrolls sideways at its current width (0 or less: it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Resizes the open page (900 px tall, as every test page) and waits for a frame laid out at that width. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((wanted) => window.innerWidth === wanted, width);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** axe-core's findings on the page as it is now: WCAG 2.0, 2.1 and 2.2 A and AA, and best practices. */
export async function axeResults(page: Page): Promise<{ violations: { rule: string; impact: unknown; elements: string[] }[]; passes: number }> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return {
    violations: results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      elements: violation.nodes.map((node) => node.target.join(" ")),
    })),
    passes: results.passes.length,
  };
}

export interface FocusState {
  tag: string;
  text: string;
  visibleOutline: boolean;
  inViewport: boolean;
}

/** Where focus is and whether a visitor can see it. */
export function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? "").trim().slice(0, 40),
      visibleOutline: outline,
      inViewport: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    };
  });
}

/**
 * Every stop of the Tab key from the top of the page, until focus comes round to the first stop again. The page
 * asks for reduced motion meanwhile, so the browser scrolls each stop into view at once rather than smoothly,
 * and where focus is can be read straight after each key press.
 */
export async function focusWalk(page: Page): Promise<FocusState[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const seen: FocusState[] = [];
  try {
    for (let stop = 0; stop < 80; stop += 1) {
      await page.keyboard.press("Tab");
      const state = await focusState(page);
      if (!state) break;
      if (seen.length > 0 && state.text === seen[0]?.text && state.tag === seen[0]?.tag) break;
      seen.push(state);
    }
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  return seen;
}
