import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type BrowserContextOptions, type Page, type Request, type Response } from "@playwright/test";
import { PAGEFIND_PATH } from "../../src/lib/search";
import { loadImages } from "../../harness/browser";
import { visit, type ServedSite } from "./fixtures";
import { NOT_FOUND } from "../../harness/routes";

/**
 * One visit to a route, as a visitor makes it, kept open so that every check of that page reads the same load:
 * what went wrong while it loaded (console errors, failed requests, requests to other hosts, policy
 * violations) is recorded from its first moment, and checked once the page is hydrated, its lazy images loaded
 * and every request it started has ended.
 */
export interface RouteVisit extends Omit<VisitRecord, "consoleErrors"> {
  page: Page;
  response: Response;
  /** Console errors and uncaught exceptions, less the 404 page's expected reports of its own address. */
  consoleErrors: () => string[];
  close: () => Promise<void>;
}

export interface OpenRouteOptions {
  /** Context options besides the width (a phone's screen, for instance). */
  context?: BrowserContextOptions;
  /** Prepares the fresh page before it loads the route (a script to run from its very start, for instance). */
  beforeLoad?: (page: Page) => Promise<void>;
}

/** What one visit saw, from its first request on. */
export interface VisitRecord {
  route: string;
  /** Console errors and uncaught exceptions. */
  consoleErrors: string[];
  /** Requests that failed, and responses with an error status. */
  failed: string[];
  /** Requests to any host but the site's own (data: addresses aside). */
  foreign: string[];
  /** Requests for the site search's files (/pagefind/), which only /search/ makes, and only once a visitor searches. */
  searchFiles: string[];
  /** Every response the page has had, in order, from its document on. */
  responses: Response[];
  pending: Set<Request>;
  cspViolations: () => Promise<string[]>;
  /** Waits until every request of the visit has ended: each request's own event, not a quiet network. */
  settled: () => Promise<void>;
}

/** Records Content-Security-Policy violations from the very start of every document the page loads. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = record;
    document.addEventListener("securitypolicyviolation", (event) => record.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  // Recorded by a script of the tests' own from the page's start: none where the page ran no script at all.
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/**
 * Watches a page through the visits it makes, one after another: each event counts towards the visit under way,
 * and each request towards the visit that started it (a request the previous page left behind, ended by the
 * next navigation, is the previous visit's, which is already read).
 */
export async function watchVisits(page: Page, origin: string): Promise<(route: string) => VisitRecord> {
  let current: VisitRecord | undefined;
  const owner = new WeakMap<Request, VisitRecord>();
  page.on("console", (message) => {
    if (message.type() === "error") current?.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => current?.consoleErrors.push(error.message));
  page.on("request", (request) => {
    if (!current) return;
    owner.set(request, current);
    current.pending.add(request);
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== origin) current.foreign.push(request.url());
    if (url.origin === origin && url.pathname.startsWith(PAGEFIND_PATH)) current.searchFiles.push(url.pathname);
  });
  page.on("requestfinished", (request) => owner.get(request)?.pending.delete(request));
  page.on("requestfailed", (request) => {
    const record = owner.get(request);
    record?.pending.delete(request);
    record?.failed.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`);
  });
  page.on("response", (response) => {
    const record = owner.get(response.request());
    if (!record) return;
    record.responses.push(response);
    // On the 404 page, the unknown address answers 404, and so do Gatsby's own look-ups of it (with and without
    // the trailing slash, and its page data): that is how it decides to show the 404 page.
    const { pathname } = new URL(response.url());
    // The 404 page of the site, or of a language under its folder ("/es/no-such-page/").
    const unknown = record.route.replace(/\/$/, "");
    const expected404 =
      record.route.endsWith(NOT_FOUND.path) && (pathname.startsWith(unknown) || pathname === `/page-data${record.route}page-data.json`);
    if (response.status() >= 400 && !expected404) record.failed.push(`${response.url()} (${response.status()})`);
  });
  const cspViolations = await watchViolations(page);
  return (route) => {
    const pending = new Set<Request>();
    const settled = () =>
      expect.poll(() => [...pending].map((request) => request.url()), { message: "requests still under way", intervals: [25, 50, 100] }).toEqual([]);
    current = { route, consoleErrors: [], failed: [], foreign: [], searchFiles: [], responses: [], pending, cspViolations, settled };
    return current;
  };
}

/**
 * Loads a route in a watched page and waits until it has settled (see openRoute); `images` also loads every lazy
 * image. Without the site's scripts, it is settled once its requests have ended: nothing else starts any.
 */
async function load(page: Page, origin: string, record: VisitRecord, images: boolean, scripts = true): Promise<RouteVisit> {
  const { settled } = record;
  const idle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));

  const response = await visit(page, origin + record.route, { scripts });
  await settled();
  if (scripts) {
    await idle();
    await settled();
  }
  if (images) {
    await loadImages(page);
    await settled();
  }

  // Chromium logs each 404 response as a console error too; those are checked through their responses.
  const expectedConsole = record.route.endsWith(NOT_FOUND.path) ? /status of 404/ : null;
  return {
    ...record,
    page,
    response,
    consoleErrors: () => record.consoleErrors.filter((text) => !(expectedConsole && expectedConsole.test(text))),
    close: () => page.context().close(),
  };
}

/**
 * Loads a route in a fresh page (a context of its own, so nothing is cached) at the given width, and waits until
 * it has settled: hydrated, every request ended, the browser idle once (so that what it starts when idle is
 * fetched too), every lazy image brought into view and loaded, and every request ended again.
 */
export async function openRoute(site: ServedSite, route: string, width: number, options: OpenRouteOptions = {}): Promise<RouteVisit> {
  const page = await site.newPage(width, options.context);
  const begin = await watchVisits(page, site.origin);
  await options.beforeLoad?.(page);
  return load(page, site.origin, begin(route), true);
}

/** One tab that visits route after route, as a visitor clicking through the site does (what it loaded once is cached). */
export interface RouteTab {
  page: Page;
  /** Whether its pages run the site's scripts. */
  scripts: boolean;
  /** Loads a route as openRoute does, but for its lazy images, and with a record of its own; resets the tab's width to the one it opened at. */
  open: (route: string) => Promise<RouteVisit>;
  close: () => Promise<void>;
}

/**
 * A tab at `width`. Without `scripts`, each page is parsed with script execution off, as in a browser that runs
 * none: none of the site's scripts runs, and each page stays as built. Execution is turned back on once the page
 * has loaded, for the tests' own code (axe-core, layout reads); the page's scripts, passed over while it parsed,
 * never run.
 */
export async function openTab(site: ServedSite, width: number, { scripts = true } = {}): Promise<RouteTab> {
  const page = await site.newPage(width);
  const cdp = scripts ? null : await page.context().newCDPSession(page);
  const begin = await watchVisits(page, site.origin);
  await page.addInitScript({ content: AXE_SOURCE });
  return {
    page,
    scripts,
    open: async (route) => {
      await resize(page, width);
      await cdp?.send("Emulation.setScriptExecutionDisabled", { value: true });
      const visited = await load(page, site.origin, begin(route), false, scripts);
      await cdp?.send("Emulation.setScriptExecutionDisabled", { value: false });
      return visited;
    },
    close: () => page.context().close(),
  };
}

/**
 * axe-core's source: the copy @axe-core/playwright runs. A tab (openTab) has it in every page it opens, from the
 * page's start, as the browser's own script for the tests, which runs where the page's scripts do not (a page read
 * as built) and touches nothing of the page: axeResults then runs it there at once, rather than sending all of it
 * into each page again (most of an axe-core run's time on a small page).
 */
const AXE_SOURCE = readFileSync(createRequire(require.resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"), "utf8");

/**
 * How far the page scrolls sideways at its current width (0 or less: it fits). Measured against the layout
 * viewport (the root's client width): on a mobile viewport, window.innerWidth grows with content that is too wide.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - Math.min(window.innerWidth, document.documentElement.clientWidth));
}

/** Resizes the open page (keeping its height) and waits for a frame laid out at that width. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
  // One call: the page waits frame by frame until it is laid out at that width.
  const laidOut = await page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        let frames = 0;
        const frame = () => requestAnimationFrame(() => (window.innerWidth === wanted || (frames += 1) > 600 ? resolve(window.innerWidth) : frame()));
        frame();
      }),
    width,
  );
  expect(laidOut, `the page laid out at ${width} px`).toBe(width);
}

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * The rules of those that read what a page's words and data change: names, labels, alternative texts, languages,
 * headings, ids and landmarks' names. A page after the first of its template is checked with these; the rest
 * (colors, structure, roles) is the template's, checked whole on its first page in each language.
 */
export const WORDS_RULES = [
  "document-title",
  "html-has-lang",
  "html-lang-valid",
  "html-xml-lang-mismatch",
  "valid-lang",
  "page-has-heading-one",
  "heading-order",
  "empty-heading",
  "link-name",
  "button-name",
  "input-button-name",
  "label",
  "select-name",
  "summary-name",
  "label-content-name-mismatch",
  "identical-links-same-purpose",
  "image-alt",
  "input-image-alt",
  "role-img-alt",
  "svg-img-alt",
  "landmark-unique",
  "duplicate-id-aria",
  "aria-valid-attr-value",
  "list",
  "listitem",
] as const;

/**
 * axe-core's findings on the page as it is now: WCAG 2.0, 2.1 and 2.2 A and AA, and best practices.
 *
 * It runs in the page itself (legacy mode), which the site's pages allow, having no frames from other origins:
 * the default mode finishes every run in a new page of its own, with axe-core loaded into it again. Only
 * violations are reported element by element; passed rules are counted, not listed with every element they
 * matched. With `rules`, only those run (WORDS_RULES).
 */
export async function axeResults(
  page: Page,
  { rules }: { rules?: readonly string[] } = {},
): Promise<{ violations: { rule: string; impact: unknown; elements: string[] }[]; passes: number }> {
  const runOnly = rules ? { type: "rule", values: [...rules] } : { type: "tag", values: AXE_TAGS };
  type Results = { violations: { id: string; impact?: unknown; nodes: { target: unknown[] }[] }[]; passes: unknown[] };
  // A tab's page has axe-core already (AXE_SOURCE); any other page gets it from @axe-core/playwright.
  const results: Results = (await page.evaluate(() => "axe" in window))
    ? await page.evaluate(
        (runOnly) =>
          (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Results> } }).axe.run(document, {
            runOnly,
            resultTypes: ["violations"],
          }),
        runOnly,
      )
    : await (rules ? new AxeBuilder({ page }).withRules([...rules]) : new AxeBuilder({ page }).withTags(AXE_TAGS))
        .options({ resultTypes: ["violations"] })
        .setLegacyMode()
        .analyze();
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

/** How many times the Tab key goes down in one key press of focusWalk: the key held, auto-repeating. */
const TABS_AT_ONCE = 16;
const MOST_STOPS = 80;

/**
 * Every stop of the Tab key from the top of the page, until focus comes round to the first stop again (or leaves
 * the page).
 *
 * The Tab key is held down, as a visitor may hold it: each repeat moves focus one stop on, and the page records
 * where focus is, and whether it can be seen, as each key goes down, before focus moves on; so one call covers
 * many stops instead of a key press and a read for each. The page asks for reduced motion meanwhile, so the
 * browser scrolls each stop into view at once rather than smoothly.
 */
export async function focusWalk(page: Page): Promise<FocusState[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => {
    const read = (): FocusState | null => {
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
    };
    const states: (FocusState | null)[] = [];
    const record = (event: KeyboardEvent) => {
      if (event.key === "Tab") states.push(read());
    };
    // Capturing, on the window: nothing the page does with the key can hide it.
    window.addEventListener("keydown", record, true);
    (window as unknown as { focusWalk: unknown }).focusWalk = {
      /** The state after each Tab so far: each recorded as the next Tab went down, the last one read now. */
      stops: () => [...states.slice(1), read()],
      // Held past the last stop, focus may rest on any of the first: it is left nowhere, as before the walk.
      stop: () => {
        window.removeEventListener("keydown", record, true);
        (document.activeElement as HTMLElement | null)?.blur();
      },
    };
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  type Walk = { stops: () => (FocusState | null)[]; stop: () => void };
  const held = Array.from({ length: TABS_AT_ONCE }, () => "Tab").join("+");
  try {
    for (;;) {
      await page.keyboard.press(held);
      const stops = await page.evaluate(() => (window as unknown as { focusWalk: Walk }).focusWalk.stops());
      const end = stops.findIndex((state, index) => !state || (index > 0 && state.text === stops[0]?.text && state.tag === stops[0]?.tag));
      if (end >= 0) return stops.slice(0, end) as FocusState[];
      if (stops.length >= MOST_STOPS) return stops.slice(0, MOST_STOPS) as FocusState[];
    }
  } finally {
    await page.evaluate(() => (window as unknown as { focusWalk: Walk }).focusWalk.stop());
    await page.emulateMedia({ reducedMotion: null });
  }
}
