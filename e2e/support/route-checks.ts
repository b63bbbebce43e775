import { wordsIn } from "../../src/lib/reading-time";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { site as siteFile } from "../../__tests__/support/data";
import { localYear } from "../../src/lib/datetime";
import {
  BUDGETS,
  MODULE_BUDGETS,
  moduleOf,
  PHONE,
  escapeHtml,
  executableScripts,
  isFont,
  isScript,
  kb,
  LOADER_ATTRIBUTES,
  type Loaded,
  type PageFacts,
  loadedFiles,
  modulesWantedAtLoad,
  pageFacts,
  recordPaints,
  total,
} from "./budgets";
import { inlineScripts } from "../../src/node/post-build/csp";
import { TEST_NOW } from "../../harness/clocks";
import { internationalTelephone } from "./content";
import type { Locator, Page } from "@playwright/test";
import { menuExpanded } from "./accessibility-tree";
import { jsonLd } from "./page-checks";
import { expect, test, type ServedSite } from "./fixtures";
import { axeResults, focusWalk, openRoute, resize, sidewaysOverflow, WORDS_RULES, type RouteTab, type RouteVisit } from "./route-visit";
import {
  ALL_ROUTES,
  GUIDE_PAGES,
  NOT_FOUND,
  PROGRAM_PAGES,
  TRANSLATED_GUIDE_PAGES,
  WHOLE_SITE_LANGUAGES,
  languages,
  type RouteSpec,
} from "../../harness/routes";
import { footerLinks, headerLinks, labelsIn } from "./labels";
import { inLanguage } from "../../src/lib/languages";
import { PUBLIC_DIR } from "../../harness/static-server";
// cspell:dictionaries es-es

/**
 * The checks of one route, each a step whose failures are reported without stopping the others, shared by the
 * spec files that visit routes: routes.spec.ts and routes.phone.spec.ts (the first page of each template, each
 * on its own) and pages.spec.ts (the others, in one tab).
 */

/** Every address a page refers to, with the status it answered (each is fetched once per worker). */
const checked = new Map<string, Promise<number>>();
export function status(url: string): Promise<number> {
  let known = checked.get(url);
  if (!known) {
    known = fetch(url, { method: "GET" }).then((response) => response.status);
    checked.set(url, known);
  }
  return known;
}

/** The file the build wrote for a route. */
export const builtFile = (route: string) =>
  path.join(
    PUBLIC_DIR,
    route.endsWith(NOT_FOUND.path) ? path.join(route.slice(1, -NOT_FOUND.path.length + 1), "404.html") : path.join(route.slice(1), "index.html"),
  );
export const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** The title in a route's built HTML. */
export async function builtTitle(route: string): Promise<string | undefined> {
  const match = /<title[^>]*>([^<]*)<\/title>/.exec(await readFile(builtFile(route), "utf8"));
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

function expectLoadedCleanly(visited: RouteVisit): void {
  expect.soft(visited.failed).toEqual([]);
  expect.soft(visited.consoleErrors()).toEqual([]);
  expect.soft(visited.foreign).toEqual([]);
}

async function expectAccessible(visited: RouteVisit, options?: { rules?: readonly string[] }): Promise<void> {
  const { violations, passes } = await axeResults(visited.page, options);
  expect.soft(violations).toEqual([]);
  expect.soft(passes).toBeGreaterThan(10);
}

/** Crisis help one tap away: the header's link, on screen with the menu closed, at the page's width. */
async function expectGetHelpInHeader(page: Page, chrome = "en"): Promise<void> {
  const words = labelsIn(chrome).header.getHelp;
  const link = page.getByRole("banner").getByRole("link", { name: new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
  // At the top of the page, as a visitor arrives, with nothing opened.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.soft(link).toBeInViewport();
  expect.soft(await link.getAttribute("href")).toBe(inLanguage("/get-help/", chrome));
}

async function expectFocusAlwaysVisible(visited: RouteVisit): Promise<void> {
  const seen = await focusWalk(visited.page);
  expect.soft(seen.length).toBeGreaterThan(5);
  expect.soft(seen.filter((state) => !state.visibleOutline || !state.inViewport)).toEqual([]);
}

async function narrowedStillClean(visited: RouteVisit, width: number): Promise<void> {
  await resize(visited.page, width);
  expect.soft(await sidewaysOverflow(visited.page)).toBeLessThanOrEqual(0);
  await visited.settled();
  expectLoadedCleanly(visited);
  expect.soft(await visited.cspViolations()).toEqual([]);
}

/**
 * The template a route is drawn with. Pages of one template differ only in their data, which axe-core and the
 * focus walk check on every route on the phone; how a template lays that data out on a wide screen is checked on
 * its first route, at 1280 px, so that a new guide or topic adds one axe run and one focus walk rather than two.
 * What only a wide screen shows is the same on every page of a template: the header's links in the bar (the
 * same on every route), and the template's own layout at that width. The focus ring itself is one rule of
 * global.css for every width.
 */
export function templateOf(path: string): string {
  // A page in another language is drawn with the English page's template, in that language's words: in a
  // whole-site language, with its own header and footer; in another (a Korean crisis guide), with the English ones.
  const language = languages.translations.find(({ code }) => path.startsWith(inLanguage("/", code)))?.code;
  const route = language ? path.slice(inLanguage("/", language).length - 1) : path;
  return language && WHOLE_SITE_LANGUAGES.includes(language) ? `${language}:${englishTemplateOf(route)}` : englishTemplateOf(route);
}

function englishTemplateOf(route: string): string {
  if (PROGRAM_PAGES.some((program) => program.path === route)) return "program";
  if (GUIDE_PAGES.some((guide) => guide.path === route)) return "guide";
  if (route.startsWith("/resources/topics/")) return "topic";
  if (route.startsWith("/resources/for/")) return "audience";
  if (route.endsWith("/get-help/")) return "get-help";
  return route;
}
export const FIRST_OF_TEMPLATE = new Set(
  ALL_ROUTES.filter((route, index) => ALL_ROUTES.findIndex((other) => templateOf(other.path) === templateOf(route.path)) === index).map(
    (route) => route.path,
  ),
);

/**
 * The header's links marked current on a route: the link to that very page says "page"; the link to the section
 * a page sits in (Programs for a program's own page) says "true".
 */
function currentLinks(route: string, chrome: string): string[][] {
  return headerLinks(chrome).flatMap(([label, href]) => {
    if (href === route) return [[label, "page"]];
    if (route.startsWith(href) && href !== inLanguage("/", chrome)) return [[label, "true"]];
    return [];
  });
}

/** The links of a part of the page, each as its words and its address. */
const linksIn = (region: Locator) =>
  region.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim() ?? "", anchor.getAttribute("href") ?? ""]));

/**
 * What every page shows, read on one load at 1280 px, whichever way it was opened: its status, h1 and head, the
 * shared layout's links in its language, its in-page links and structured data, a clean load under its policy
 * that fetched nothing of the search, and no sideways scrolling.
 */
export async function expectPageFacts(visited: RouteVisit, spec: RouteSpec): Promise<void> {
  const { page } = visited;
  const { chrome = "en" } = spec;
  const labels = labelsIn(chrome);
  const nav = page.getByRole("navigation", { name: labels.header.navigation });
  const footer = page.getByRole("contentinfo");
  await expectOwnWords(visited, await readWordsFacts(page, labels.header), spec);

  await test.step("has the logo linking home, the five links, the search page and Donate Now in the nav", async () => {
    expect.soft(await page.getByRole("banner").getByRole("link", { name: siteFile.name }).getAttribute("href")).toBe(inLanguage("/", chrome));
    expect.soft(await linksIn(nav)).toEqual(headerLinks(chrome));
  });

  await test.step("shows Get help now in its header, without opening the menu", () => expectGetHelpInHeader(page, chrome));

  await test.step("has the footer's quick links and Make a Donation", async () => {
    expect.soft(await linksIn(footer.getByRole("navigation", { name: labels.footer.linksHeading }))).toEqual(footerLinks(chrome));
    expect.soft(await footer.getByRole("link", { name: labels.footer.donate }).getAttribute("href")).toBe(inLanguage("/donation/", chrome));
    // The year of the moment the site was built as (TEST_NOW), on the organization's calendar.
    expect.soft(await footer.innerText()).toContain(`© ${localYear(TEST_NOW, siteFile.timezone)} ${siteFile.name}`);
  });

  await test.step("describes the organization as an NGO in its structured data", async () => {
    const organization = (await jsonLd(page)).find((block) => block["@type"] === "NGO");
    expect.soft(organization).toMatchObject({
      "@context": "https://schema.org",
      name: siteFile.name,
      url: `${siteFile.siteUrl}/`,
      email: siteFile.email,
      telephone: internationalTelephone(siteFile.phone),
      address: { "@type": "PostalAddress", addressLocality: siteFile.address.locality, addressRegion: siteFile.address.region },
      contactPoint: { "@type": "ContactPoint", email: siteFile.email },
    });
    expect.soft(await status(new URL(page.url()).origin + new URL(String(organization?.logo)).pathname)).toBe(200);
  });

  await test.step("loads cleanly: no console error, no failed request, nothing from another host", () => {
    expectLoadedCleanly(visited);
  });

  await test.step("runs with no Content-Security-Policy violation", async () => {
    expect.soft(await visited.cspViolations()).toEqual([]);
  });

  await test.step("loads nothing of the site search: its files are for /search/, once a visitor searches", () => {
    expect.soft(visited.searchFiles).toEqual([]);
  });

  await test.step("fits the screen, without sideways scrolling", async () => {
    expect.soft(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}

export async function atDesktopWidths(site: ServedSite, spec: RouteSpec): Promise<void> {
  const route = spec.path;
  const visited = await openRoute(site, route, 1280);
  const { page } = visited;
  await expectPageFacts(visited, spec);
  await expectOnlyWantedScripts(visited, route);

  await test.step("links only to addresses that exist on the site (or to mail, phone, text message and https)", async () => {
    const urls = await page.evaluate(() => {
      const found = new Set<string>();
      const add = (value: string | null) => {
        if (value) found.add(new URL(value, document.baseURI).href);
      };
      document.querySelectorAll("a[href]").forEach((element) => {
        const href = element.getAttribute("href");
        if (!href?.startsWith("#")) add(href);
      });
      document.querySelectorAll("link[href]").forEach((element) => add(element.getAttribute("href")));
      document.querySelectorAll("script[src], img[src]").forEach((element) => add(element.getAttribute("src")));
      document.querySelectorAll("img[srcset], source[srcset]").forEach((element) => {
        for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) add(candidate.trim().split(/\s+/)[0] ?? null);
      });
      return [...found];
    });
    const internal = [...new Set(urls.filter((url) => url.startsWith(site.origin)).map((url) => url.split("#")[0] ?? url))];
    const external = urls.filter((url) => !url.startsWith(site.origin) && !url.startsWith("data:"));
    expect.soft(internal.length).toBeGreaterThan(10);
    const codes = await Promise.all(internal.map(status));
    expect.soft(internal.map((url, index) => `${url} -> ${codes[index]}`).filter((_, index) => codes[index] !== 200)).toEqual([]);
    expect.soft(external.filter((url) => !/^(mailto:|tel:|sms:|https:)/.test(url))).toEqual([]);
  });

  await test.step("shows every image it has, loaded", async () => {
    const images = await page.evaluate(() =>
      [...document.images].map((image) => ({ src: image.currentSrc || image.src, complete: image.complete, width: image.naturalWidth })),
    );
    expect.soft(images.filter((image) => !image.complete).map((image) => image.src)).toEqual([]);
    expect.soft(images.filter((image) => image.width === 0).map((image) => image.src)).toEqual([]);
  });

  const template = templateOf(route);
  const asFirst = template === route ? "" : `, as the first page of its template (${template})`;
  await test.step(`has no accessibility violations${asFirst}`, () => expectAccessible(visited));
  await test.step(`always shows where focus is, on every stop of the keyboard${asFirst}`, () => expectFocusAlwaysVisible(visited));

  await test.step("fits 768 px, narrowed there, still without an error or a failed request", () => narrowedStillClean(visited, 768));

  await visited.close();
}

/**
 * The script files the page asked for while it loaded: none, or only the modules its parts want at once (with the
 * code they share), as its HTML names them. Everything else it needs is in its HTML, with one inline loader.
 */
async function expectOnlyWantedScripts(visited: RouteVisit, route: string): Promise<void> {
  const wanted = modulesWantedAtLoad(await readFile(builtFile(route), "utf8"));
  const requested = visited.responses
    .filter((response) => response.request().resourceType() === "script" || /\.m?js$/.test(new URL(response.url()).pathname))
    .map((response) => moduleOf(response.url()));
  await test.step(wanted.length === 0 ? "requests no script at all" : `requests no script but that of its ${wanted.join(" and ")}`, () => {
    if (wanted.length === 0) expect.soft(requested).toEqual([]);
    expect.soft(requested.filter((found) => found !== "shared" && !wanted.includes(found))).toEqual([]);
    for (const module of wanted) expect.soft(requested).toContain(module);
  });
}

const guideOf = (route: string) => [...GUIDE_PAGES, ...TRANSLATED_GUIDE_PAGES].find((candidate) => candidate.path === route);

const htmlBudgetStep = (route: string) =>
  guideOf(route)
    ? `holds its h1, summary and the start of its text in the first ${kb(BUDGETS.html)} of HTML, with its CSS inline`
    : `is at most ${kb(BUDGETS.html)} of HTML with its CSS inline`;

/** A page's HTML within the first round trip's budget; a guide's, as long as its text, worth reading within it. */
function expectHtmlWithinBudget(route: string, html: string): void {
  const guide = guideOf(route);
  if (!guide) {
    expect.soft(gzipSync(html).length).toBeLessThanOrEqual(BUDGETS.html);
    return;
  }
  // A guide's page is as long as its text; what the first round trip brings must already be worth reading.
  const text = html.indexOf("data-guide-text");
  const firstParagraph = html.indexOf("</p>", html.indexOf("<p", text));
  expect.soft(text).toBeGreaterThan(0);
  expect.soft(firstParagraph).toBeGreaterThan(text);
  const opening = html.slice(0, firstParagraph + "</p>".length);
  expect.soft(opening).toContain("<h1");
  expect.soft(opening).toContain(escapeHtml(guide.summary));
  expect.soft(gzipSync(opening).length).toBeLessThanOrEqual(BUDGETS.html);
}

/**
 * A page's pictures on a phone, from what its load fetched: their bytes and formats, the image of its largest
 * paint, which image comes first and which lazily, and no shift while they load.
 */
async function expectPicturesWithinBudget(loaded: Loaded[], facts: PageFacts): Promise<void> {
  await test.step(`loads at most ${kb(BUDGETS.images)} of images, each WebP or AVIF from a srcset`, () => {
    const images = loaded.filter((item) => item.type === "image" && !item.contentType.startsWith("image/svg"));
    expect.soft(total(images, (item) => item.bytes)).toBeLessThanOrEqual(BUDGETS.images);
    expect
      .soft(images.filter((image) => !/^image\/(webp|avif)$/.test(image.contentType)).map((image) => `${image.url} ${image.contentType}`))
      .toEqual([]);
    const notFromSrcset = facts.images.filter((img) => !/\.svg$/.test(new URL(img.src || "http://x/").pathname) && !/\s\d+w/.test(img.srcset));
    expect.soft(notFromSrcset.map((image) => image.src)).toEqual([]);
  });

  await test.step(`paints its largest element from an image of at most ${kb(BUDGETS.lcpImage)}, when it is an image`, () => {
    if (!facts.lcpUrl) return;
    const lcp = loaded.find((item) => item.url === facts.lcpUrl);
    expect.soft(lcp).toBeDefined();
    expect.soft(lcp?.bytes ?? 0).toBeLessThanOrEqual(BUDGETS.lcpImage);
  });

  await test.step("fetches its first visible image at once and first, shows it without a fade, and the others lazily", () => {
    const [first, ...rest] = facts.images;
    if (first?.inView) expect.soft([first.src, first.loading, first.fetchPriority]).toEqual([first.src, "eager", "high"]);
    for (const image of rest) expect.soft([image.src, image.loading, image.fetchPriority]).toEqual([image.src, "lazy", ""]);
    for (const image of facts.images) expect.soft([image.src, image.opacity, image.transition]).toEqual([image.src, "1", ""]);
  });

  await test.step("does not move its content while it loads", () => {
    expect.soft(facts.layoutShift).toBeLessThanOrEqual(0.01);
  });
}

/**
 * A later page of a template with pictures of its own (a program's page after the first), loaded on its own on a
 * phone: only what its own pictures change, its images' bytes and formats and the image of its largest paint, and a
 * clean load. Everything else of its load (scripts, fonts, the menu, focus, axe-core) is its template's, checked
 * on the template's first page by onPhone; its words, at every width, by pages.spec.ts.
 */
export async function picturesOnPhone(site: ServedSite, { path: route }: RouteSpec): Promise<void> {
  const visited = await openRoute(site, route, PHONE.viewport.width, { context: PHONE, beforeLoad: recordPaints });
  const loaded = await loadedFiles([...visited.responses]);
  const facts = await pageFacts(visited.page);
  await expectPicturesWithinBudget(loaded, facts);
  await test.step("loads cleanly: no console error, no failed request, nothing from another host", () => expectLoadedCleanly(visited));
  await visited.close();
}

export async function onPhone(site: ServedSite, { path: route, chrome = "en" }: RouteSpec): Promise<void> {
  const visited = await openRoute(site, route, PHONE.viewport.width, { context: PHONE, beforeLoad: recordPaints });
  const { page } = visited;

  // What the page cost, read before any check interacts with it: everything it fetched until it settled, code
  // fetched after React starts and every lazy image included.
  const loaded = await loadedFiles([...visited.responses]);
  const facts = await pageFacts(page);
  const scripts = loaded.filter(isScript);
  const document = loaded.filter((item) => item.type === "document");

  const html = document[0]?.text ?? "";
  const wanted = modulesWantedAtLoad(html);
  const moduleBudget = wanted.reduce((sum, name) => sum + (MODULE_BUDGETS[name] ?? 0), 0);
  await test.step(
    wanted.length === 0 ? "loads no script file at all" : `loads only the script of its ${wanted.join(" and ")}, at most ${kb(moduleBudget)}`,
    () => {
      const modules = scripts.map((script) => moduleOf(script.url));
      expect.soft(modules.filter((name) => name !== "shared" && !wanted.includes(name))).toEqual([]);
      if (wanted.length === 0) expect.soft(scripts.map((script) => script.url)).toEqual([]);
      for (const name of wanted) expect.soft(modules).toContain(name);
      expect.soft(total(scripts, (item) => item.gzipBytes)).toBeLessThanOrEqual(moduleBudget);
    },
  );

  await test.step(`runs one inline module script, its loader, of at most ${kb(BUDGETS.loader)}, and no framework`, () => {
    const executable = executableScripts(html);
    expect.soft(executable.map((script) => script.attributes)).toEqual([LOADER_ATTRIBUTES]);
    expect.soft(gzipSync(executable[0]?.text ?? "").length).toBeLessThanOrEqual(BUDGETS.loader);
    expect.soft(inlineScripts(html).length).toBeGreaterThan(0);
    expect.soft(html).not.toMatch(/___chunkMapping|gatsby-script-loader|\/page-data\//);
    expect.soft(loaded.filter((item) => new URL(item.url).pathname.startsWith("/page-data/")).map((item) => item.url)).toEqual([]);
  });

  await test.step(htmlBudgetStep(route), () => {
    expect.soft(document).toHaveLength(1);
    expect.soft(loaded.filter((item) => item.type === "stylesheet")).toEqual([]);
    expectHtmlWithinBudget(route, document[0]?.text ?? "");
  });

  await expectPicturesWithinBudget(loaded, facts);

  await test.step("blocks its first paint on nothing but the HTML, and names no script file in it", () => {
    expect.soft(facts.renderBlocking).toEqual([]);
    expect.soft(facts.stylesheets).toEqual([]);
    expect.soft(facts.blockingScripts).toEqual([]);
    // The loader imports a module when a part needs it; no tag of the HTML names one.
    expect.soft(html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []).toEqual([]);
  });

  await test.step("loads no polyfill bundle", () => {
    expect.soft(facts.noModuleScripts).toBe(0);
    expect.soft(loaded.filter((item) => /polyfill/i.test(new URL(item.url).pathname)).map((item) => item.url)).toEqual([]);
  });

  await test.step("uses at most two self-hosted font files, preloaded and shown with font-display: swap", () => {
    const fonts = loaded.filter(isFont);
    expect.soft(fonts.length).toBeLessThanOrEqual(2);
    for (const font of fonts) {
      expect.soft(new URL(font.url).origin).toBe(site.origin);
      expect.soft(facts.fontPreloads).toContain(font.url);
    }
    for (const face of facts.fontFaces) expect.soft(face).toEqual({ family: face.family, display: "swap" });
  });

  await test.step("loads cleanly: no console error, no failed request, nothing from another host, nothing of the site search", () => {
    expectLoadedCleanly(visited);
    expect.soft(visited.searchFiles).toEqual([]);
  });

  await test.step("fits the screen, without sideways scrolling", async () => {
    expect.soft(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  // A page of a translated site is its English page's template in other words: axe-core and the focus walk run on
  // the first route of each template in each language, as at 1280 px; every route's own words are checked for
  // fitting the screen, at 375 and 320 px.
  await test.step("has no accessibility violations", () => expectAccessible(visited));
  // The focus ring is one rule of global.css; where the keyboard stops is the template's.
  if (FIRST_OF_TEMPLATE.has(route)) {
    await test.step("always shows where focus is, on every stop of the keyboard", () => expectFocusAlwaysVisible(visited));
  }

  await test.step("shows Get help now in its header, without opening the menu", () => expectGetHelpInHeader(page, chrome));

  await test.step("is interactive under its Content-Security-Policy: the menu opens, and nothing was blocked", async () => {
    // The browser states the popover's state to assistive technology; no script writes it.
    await page.getByRole("button", { name: labelsIn(chrome).header.menu }).click();
    await expect.soft.poll(() => menuExpanded(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect.soft(await visited.cspViolations()).toEqual([]);
  });

  await test.step("fits 320 px, narrowed there, still without an error or a failed request", () => narrowedStillClean(visited, 320));

  await visited.close();
}

/**
 * A page that is not the first of its template, opened in a tab that has shown others before it: what its own
 * words and data change. Its facts and axe-core at 1280 px, then, narrowed to 768, 375 and 320 px, still no
 * sideways scrolling, error or failed request, Get help now still in its header; and its HTML's bytes as built.
 */
export async function inOneTab(tab: RouteTab, spec: RouteSpec): Promise<void> {
  const route = spec.path;
  const visited = await tab.open(route);
  await expectPageFacts(visited, spec);
  await expectOnlyWantedScripts(visited, route);
  // Every page passes axe-core: its own words and data, in the layout its template's first page shows at both widths.
  await test.step("has no accessibility violations", () => expectAccessible(visited));
  for (const width of [768, 375, 320]) {
    await test.step(`fits ${width} px, narrowed there, still without an error or a failed request`, () => narrowedStillClean(visited, width));
  }
  await test.step("shows Get help now in its header at 320 px, without opening the menu", () => expectGetHelpInHeader(visited.page, spec.chrome));
  await test.step(htmlBudgetStep(route), async () => expectHtmlWithinBudget(route, await readFile(builtFile(route), "utf8")));
}

/** What a page's own words can change, read in one call: its headings and head, the current link, anchors, fit. */
function readWordsFacts(page: Page, { navigation, getHelp }: { navigation: string; getHelp: string }) {
  return page.evaluate(
    ({ navigation, getHelp }) => {
      const text = (element: Element) => (element as HTMLElement).innerText.trim();
      const nav = [...document.querySelectorAll("nav")].find((element) => element.getAttribute("aria-label") === navigation);
      const help = [...document.querySelectorAll("header a")].find((anchor) => text(anchor).startsWith(getHelp));
      const box = help?.getBoundingClientRect();
      return {
        h1s: [...document.querySelectorAll("h1")].map(text),
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        lang: document.documentElement.getAttribute("lang") ?? "",
        marked: [...(nav?.querySelectorAll("[aria-current]") ?? [])].map((anchor): [string, string] => [
          anchor.textContent ?? "",
          anchor.getAttribute("aria-current") ?? "",
        ]),
        // As a browser reads a fragment: percent-decoded ("#cu%C3%A1ndo" is the id "cuándo").
        missingAnchors: [...document.querySelectorAll('a[href^="#"]')]
          .map((anchor) => decodeURIComponent(anchor.getAttribute("href")?.slice(1) ?? ""))
          .filter((id) => !document.getElementById(id)),
        overflow: document.documentElement.scrollWidth - Math.min(window.innerWidth, document.documentElement.clientWidth),
        getHelp:
          help && box
            ? {
                href: help.getAttribute("href") ?? "",
                inViewport: box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
              }
            : null,
        scriptsRan: document.documentElement.hasAttribute("data-scripts"),
      };
    },
    { navigation, getHelp },
  );
}

type WordsFacts = Awaited<ReturnType<typeof readWordsFacts>>;

/** What a page's own words and data say: its status, h1, title, description and <html lang>, current link and in-page links. */
async function expectOwnWords(visited: RouteVisit, facts: WordsFacts, { path: route, h1, lang, chrome = "en" }: RouteSpec): Promise<void> {
  const notFound = route.endsWith(NOT_FOUND.path);
  await test.step(notFound ? "answers 404 with the 404 page" : "answers 200", () => {
    expect.soft(visited.response.status()).toBe(notFound ? 404 : 200);
  });
  await test.step(`has one h1, its title from data/ ("${h1}")`, () => {
    expect.soft(facts.h1s).toEqual([h1]);
  });
  await test.step("has a title (the one the build wrote), a meta description and <html lang>", async () => {
    expect.soft(facts.title.length).toBeGreaterThan(10);
    // Every built title differs from the others ("gives every page a title of its own", in routes.spec.ts).
    expect.soft(facts.title).toBe(await builtTitle(route));
    // Words, not letters: a Chinese description says in 25 characters what an English one says in 60, and a
    // Korean word (a word with its endings) says what two English ones do.
    expect.soft(wordsIn(facts.description)).toBeGreaterThanOrEqual(5);
    expect.soft(facts.lang).toBe(lang ?? "en");
  });
  await test.step("marks the current page's link with aria-current, and points every in-page link at an element that is there", () => {
    expect.soft(facts.marked).toEqual(currentLinks(route, chrome));
    if (templateOf(route).endsWith("program")) expect.soft(facts.marked).toEqual([[labelsIn(chrome).navigation.programs, "true"]]);
    expect.soft(facts.missingAnchors).toEqual([]);
  });
}

/**
 * A page after the first of its template, drawn as built without the site's scripts: its template (layout, code,
 * hydration, policy, colors, the header's and footer's links) is checked on its first page, with scripts, and in
 * English at every width; what this page's own words and data can change is checked here, each width read in one
 * call. At 1280 px: status, h1, title, description and lang, the current link, in-page links, no sideways scrolling,
 * a clean load, and axe-core's rules of what words change (WORDS_RULES); narrowed to 768, 375 and 320 px, still no
 * sideways scrolling or failed request, and Get help now in its header; and its HTML's bytes as built.
 */
export async function withoutScripts(tab: RouteTab, spec: RouteSpec): Promise<void> {
  const { path: route, chrome = "en" } = spec;
  const visited = await tab.open(route);
  const read = () => readWordsFacts(visited.page, labelsIn(chrome).header);
  const facts = await read();
  await test.step("is read as built: none of its scripts ran", () => {
    expect.soft(facts.scriptsRan).toBe(false);
  });
  await expectOnlyWantedScripts(visited, route);
  await expectOwnWords(visited, facts, spec);
  await test.step("fits the screen, and loads cleanly: no failed request, nothing from another host or of the search", () => {
    expect.soft(facts.overflow).toBeLessThanOrEqual(0);
    expectLoadedCleanly(visited);
    expect.soft(visited.searchFiles).toEqual([]);
  });
  await test.step("has no accessibility violations in its words (names, labels, languages, headings, ids)", () =>
    expectAccessible(visited, { rules: WORDS_RULES }));
  for (const width of [768, 375, 320]) {
    await test.step(`fits ${width} px, with Get help now in its header, still without a failed request`, async () => {
      await resize(visited.page, width);
      const narrowed = await read();
      expect.soft(narrowed.overflow).toBeLessThanOrEqual(0);
      expect.soft(narrowed.getHelp).toEqual({ href: inLanguage("/get-help/", chrome), inViewport: true });
      expectLoadedCleanly(visited);
    });
  }
  await test.step(htmlBudgetStep(route), async () => expectHtmlWithinBudget(route, await readFile(builtFile(route), "utf8")));
}

/** The first route of each template, in each language. */
export const FIRST_ROUTES: RouteSpec[] = ALL_ROUTES.filter((route) => FIRST_OF_TEMPLATE.has(route.path));

/** The first route of each English template: visited on its own, in a fresh context, at both widths. */
export const ENGLISH_FIRST_ROUTES: RouteSpec[] = FIRST_ROUTES.filter((route) => (route.chrome ?? "en") === "en");

/** Every other route: a guide, topic, audience or program page after the first of its kind. */
export const OTHER_ROUTES: RouteSpec[] = ALL_ROUTES.filter((route) => !FIRST_OF_TEMPLATE.has(route.path));
