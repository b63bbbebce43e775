import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { COMPILE_HINT } from "../src/node/gatsby/compile-hints";
import { loadImages, openSite, trackRequests, visit, type RequestLog, type Site } from "./support/browser";
import { ALL_ROUTES, GUIDE_PAGES } from "./support/routes";

/**
 * What each page costs a visitor on a phone, in bytes (which, unlike times, are the same on every run).
 * Every route is loaded at 375 px on a 3x screen until React has taken it over, scrolled through so lazy images
 * load, and left to settle (every request ended, and an idle moment), so that code fetched after React starts is
 * counted too.
 *
 * Sizes are gzip as the host sends text (Netlify's Brotli is smaller still), and images as stored.
 */
const KB = 1024;
export const BUDGETS = {
  /** All JavaScript the page loads, including chunks fetched after hydration. */
  javascript: 80 * KB,
  /** The HTML document with its inline CSS. */
  html: 14 * KB,
  /** Every image loaded at 375 px. */
  images: 150 * KB,
  /** The image of the largest paint, when that is an image. */
  lcpImage: 60 * KB,
} as const;

interface Loaded {
  url: string;
  text: string;
  firstLine: string;
  type: string;
  contentType: string;
  bytes: number;
  gzipBytes: number;
}

interface PageFacts {
  lcpUrl: string | null;
  lcpTime: number;
  manifestStart: number;
  layoutShift: number;
  loaded: number;
  scriptStarts: number[];
  renderBlocking: string[];
  stylesheets: string[];
  blockingScripts: string[];
  noModuleScripts: number;
  images: { src: string; srcset: string; loading: string; fetchPriority: string; inView: boolean; opacity: string; transition: string }[];
  fontFaces: { family: string; display: string }[];
  fontPreloads: string[];
}

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

async function phonePage(): Promise<Page> {
  const page = await site.newPage(375, {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  // Recorded from the very start of the page: the largest paint and every layout shift.
  await page.addInitScript(() => {
    const record = window as unknown as { __lcpUrl: string | null; __lcpTime: number; __layoutShift: number };
    record.__lcpUrl = null;
    record.__lcpTime = 0;
    record.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { url: string; startTime: number }[]) {
        record.__lcpUrl = entry.url || null;
        record.__lcpTime = entry.startTime;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.__layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return page;
}

/**
 * Waits until the page has settled: every request it started has ended, and the browser has had an idle moment
 * in which to start anything left for later (code fetched after React starts among it), which is then awaited too.
 */
async function settle(page: Page, requests: RequestLog): Promise<void> {
  await requests.settled();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  await requests.settled();
}

async function load(route: string): Promise<{ loaded: Loaded[]; facts: PageFacts }> {
  const page = await phonePage();
  const responses: Response[] = [];
  const requests = trackRequests(page);
  page.on("response", (response) => responses.push(response));

  await visit(page, site.origin, route);
  await settle(page, requests);
  await loadImages(page);
  await settle(page, requests);

  const facts = await page.evaluate((): PageFacts => {
    const record = window as unknown as { __lcpUrl: string | null; __lcpTime: number; __layoutShift: number };
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const fontFaces: { family: string; display: string }[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSFontFaceRule) {
          fontFaces.push({ family: rule.style.getPropertyValue("font-family"), display: rule.style.getPropertyValue("font-display") });
        }
      }
    }
    return {
      lcpUrl: record.__lcpUrl,
      lcpTime: record.__lcpTime,
      manifestStart: resources.find((entry) => new URL(entry.name).pathname === "/manifest.webmanifest")?.startTime ?? Number.POSITIVE_INFINITY,
      layoutShift: record.__layoutShift,
      loaded: navigation?.loadEventStart ?? Number.NaN,
      scriptStarts: resources.filter((entry) => entry.initiatorType === "script" || /\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
      renderBlocking: resources
        .filter((entry) => (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === "blocking")
        .map((entry) => entry.name),
      stylesheets: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).map((link) => link.href),
      blockingScripts: Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"))
        .filter((script) => !script.async && !script.defer && script.type !== "module")
        .map((script) => script.src),
      noModuleScripts: document.querySelectorAll("script[nomodule]").length,
      images: Array.from(document.images).map((img) => {
        const style = getComputedStyle(img);
        return {
          src: img.currentSrc,
          srcset: img.getAttribute("srcset") ?? "",
          loading: img.getAttribute("loading") ?? "",
          fetchPriority: img.getAttribute("fetchpriority") ?? "",
          inView: img.getBoundingClientRect().top < window.innerHeight,
          opacity: style.opacity,
          transition: style.transitionProperty === "none" || style.transitionDuration === "0s" ? "" : style.transitionProperty,
        };
      }),
      fontFaces,
      fontPreloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')).map((link) => link.href),
    };
  });

  const loaded: Loaded[] = [];
  for (const response of responses) {
    // Redirects carry no body; the 404 page's document is answered with 404 and counts like any other.
    if (response.status() >= 300 && response.status() < 400) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    loaded.push({
      url: response.url(),
      text: response.request().resourceType() === "document" ? body.toString("utf8") : "",
      firstLine: body.subarray(0, 200).toString("utf8").split("\n")[0] ?? "",
      type: response.request().resourceType(),
      contentType: response.headers()["content-type"] ?? "",
      bytes: body.length,
      gzipBytes: gzipSync(body).length,
    });
  }
  await page.context().close();
  return { loaded, facts };
}

const isScript = (item: Loaded) => item.type === "script" || /\.js$/.test(new URL(item.url).pathname);
const isFont = (item: Loaded) => item.type === "font" || /\.(woff2?|ttf|otf)$/.test(new URL(item.url).pathname);
const total = (items: Loaded[], size: (item: Loaded) => number) => items.reduce((sum, item) => sum + size(item), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** Text as React writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe.each(ALL_ROUTES.map((route) => [route.path]))("%s on a phone", (route) => {
  let loaded: Loaded[];
  let facts: PageFacts;
  beforeAll(async () => {
    ({ loaded, facts } = await load(route));
  });

  it(`loads at most ${kb(BUDGETS.javascript)} of JavaScript, counting what comes after React starts`, () => {
    const scripts = loaded.filter(isScript);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total(scripts, (item) => item.gzipBytes)).toBeLessThanOrEqual(BUDGETS.javascript);
  });

  const guide = GUIDE_PAGES.find((candidate) => candidate.path === route);
  it(
    guide
      ? `holds its h1, summary and the start of its text in the first ${kb(BUDGETS.html)} of HTML, with its CSS inline`
      : `is at most ${kb(BUDGETS.html)} of HTML with its CSS inline`,
    () => {
      const documents = loaded.filter((item) => item.type === "document");
      expect(documents).toHaveLength(1);
      const [document] = documents;
      expect(loaded.filter((item) => item.type === "stylesheet")).toEqual([]);
      if (!guide) {
        expect(document?.gzipBytes).toBeLessThanOrEqual(BUDGETS.html);
        return;
      }
      // A guide's page is as long as its text; what the first round trip brings must already be worth reading.
      const html = document?.text ?? "";
      const text = html.indexOf("data-guide-text");
      const firstParagraph = html.indexOf("</p>", html.indexOf("<p", text));
      expect(text).toBeGreaterThan(0);
      expect(firstParagraph).toBeGreaterThan(text);
      const opening = html.slice(0, firstParagraph + "</p>".length);
      expect(opening).toContain("<h1");
      expect(opening).toContain(escapeHtml(guide.summary));
      expect(gzipSync(opening).length).toBeLessThanOrEqual(BUDGETS.html);
    },
  );

  it(`loads at most ${kb(BUDGETS.images)} of images, each WebP or AVIF from a srcset`, () => {
    const images = loaded.filter((item) => item.type === "image" && !item.contentType.startsWith("image/svg"));
    expect(total(images, (item) => item.bytes)).toBeLessThanOrEqual(BUDGETS.images);
    for (const image of images) expect([image.url, image.contentType]).toEqual([image.url, expect.stringMatching(/^image\/(webp|avif)$/)]);
    for (const image of facts.images.filter((img) => !/\.svg$/.test(new URL(img.src || "http://x/").pathname))) {
      expect([image.src, image.srcset]).toEqual([image.src, expect.stringMatching(/\s\d+w/)]);
    }
  });

  it(`paints its largest element from an image of at most ${kb(BUDGETS.lcpImage)}, when it is an image`, () => {
    if (!facts.lcpUrl) return;
    const lcp = loaded.find((item) => item.url === facts.lcpUrl);
    expect(lcp).toBeDefined();
    expect(lcp?.bytes).toBeLessThanOrEqual(BUDGETS.lcpImage);
  });

  it("fetches its first visible image at once and first, shows it without a fade, and the others lazily", () => {
    if (facts.images.length === 0) return;
    const [first, ...rest] = facts.images;
    if (first?.inView) expect([first.loading, first.fetchPriority]).toEqual(["eager", "high"]);
    for (const image of rest) expect([image.src, image.loading, image.fetchPriority]).toEqual([image.src, "lazy", ""]);
    for (const image of facts.images) expect([image.src, image.opacity, image.transition]).toEqual([image.src, "1", ""]);
  });

  it("does not move its content while it loads", () => {
    expect(facts.layoutShift).toBeLessThanOrEqual(0.01);
  });

  it("blocks its first paint on nothing but the HTML, and asks for its scripts once it has loaded and is on screen", () => {
    expect(facts.renderBlocking).toEqual([]);
    expect(facts.stylesheets).toEqual([]);
    expect(facts.blockingScripts).toEqual([]);
    expect(facts.loaded).toBeGreaterThan(0);
    expect(facts.scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...facts.scriptStarts)).toBeGreaterThanOrEqual(facts.loaded);
    expect(facts.lcpTime).toBeGreaterThan(0);
    expect(Math.min(...facts.scriptStarts)).toBeGreaterThan(facts.lcpTime);
    // Chrome fetches a linked manifest and one of its icons to see whether the site is installable: the page
    // links it only when it starts its scripts.
    expect(loaded.find((item) => item.type === "document")?.text).not.toContain('<link rel="manifest"');
    expect(facts.manifestStart).toBeGreaterThan(facts.lcpTime);
  });

  it("marks every script it loads to be compiled while it downloads", () => {
    const scripts = loaded.filter(isScript);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect([script.url, script.firstLine]).toEqual([script.url, COMPILE_HINT]);
  });

  it("loads no polyfill bundle", () => {
    expect(facts.noModuleScripts).toBe(0);
    expect(loaded.filter((item) => /polyfill/i.test(new URL(item.url).pathname))).toEqual([]);
  });

  it("uses at most two self-hosted font files, preloaded and shown with font-display: swap", () => {
    const fonts = loaded.filter(isFont);
    expect(fonts.length).toBeLessThanOrEqual(2);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(site.origin);
      expect(facts.fontPreloads).toContain(font.url);
    }
    for (const face of facts.fontFaces) expect(face).toEqual({ family: face.family, display: "swap" });
  });
});
