import { gzipSync } from "node:zlib";
import type { BrowserContextOptions, Page, Response } from "@playwright/test";
import { SCRIPT_ELEMENT } from "../../src/node/post-build/csp";

/**
 * What a page costs a visitor on a phone, in bytes (which, unlike times, are the same on every run), and the
 * facts of its load that decide them: what the browser waited for before its first paint, which images it
 * fetched and how, its fonts, and its layout shifts.
 *
 * Sizes are gzip as the host sends text (Netlify's Brotli is smaller still), and images as stored.
 */

const KB = 1024;
export const BUDGETS = {
  /** The page's one inline script, its loader (src/enhance/loader.ts), gzip. */
  loader: 1 * KB,
  /** The HTML document with its inline CSS. */
  html: 14 * KB,
  /** Every image loaded at 375 px on a 3x screen. */
  images: 150 * KB,
  /** The image of the largest paint, when that is an image. */
  lcpImage: 60 * KB,
} as const;

/**
 * Each module of src/enhance/ a page may load, with the code it shares with the others, gzip. A page loads a
 * module only for a part that needs it: the contact form and search as the page loads, the newsletter sign-up
 * when the visitor starts on it. A page with neither loads no script file at all.
 */
export const MODULE_BUDGETS: Readonly<Record<string, number>> = {
  "contact-form": 3 * KB,
  "newsletter-form": 1.5 * KB,
  search: 2.5 * KB,
};

/** The modules the page's elements want as it loads: data-enhance without data-enhance-when="intent". */
export function modulesWantedAtLoad(html: string): string[] {
  const names = [...html.matchAll(/<[a-z]+\s[^>]*\bdata-enhance="([a-z-]+)"[^>]*>/g)]
    .filter((match) => !match[0].includes('data-enhance-when="intent"'))
    .map((match) => match[1] ?? "");
  return [...new Set(names)].sort();
}

/** The module a script's address belongs to ("search" for /_enhance/search-….js, "shared" for the code modules share), or the address's path for any other script. */
export function moduleOf(url: string): string {
  const { pathname } = new URL(url, "http://localhost");
  return /^\/_enhance\/([a-z-]+)-[A-Z0-9]+\.js$/.exec(pathname)?.[1] ?? pathname;
}

/**
 * The loader's attributes: a module script, which the browser runs once the page is parsed, never inside the long
 * task that parses it (src/node/post-build/page-scripts.ts).
 */
export const LOADER_ATTRIBUTES = 'type="module"';

/** The scripts of a page that run: every <script> but its structured data and speculation rules. */
export function executableScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter((match) => !/type="(application\/ld\+json|speculationrules)"/.test(match[1] ?? ""))
    .map((match) => ({ attributes: (match[1] ?? "").trim(), text: match[2] ?? "" }));
}

/** A phone held upright: 375 x 812 CSS pixels on a 3x touch screen, as the budgets are set for. */
export const PHONE: BrowserContextOptions & { viewport: { width: number; height: number } } = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** Records, from the very start of the page, the element of its largest paint and every layout shift. */
export async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __lcpUrl: string | null; __layoutShift: number };
    record.__lcpUrl = null;
    record.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { url: string }[]) record.__lcpUrl = entry.url || null;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.__layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The facts of the page's load, read in one go from the page (which recordPaints was given before it loaded). */
export function pageFacts(page: Page) {
  return page.evaluate(() => {
    const record = window as unknown as { __lcpUrl: string | null; __layoutShift: number };
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
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
      layoutShift: record.__layoutShift,
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
          // Where the image was laid out when the page loaded: the page is back at its top by now.
          inView: img.getBoundingClientRect().top < window.innerHeight,
          opacity: style.opacity,
          transition: style.transitionProperty === "none" || style.transitionDuration === "0s" ? "" : style.transitionProperty,
        };
      }),
      fontFaces,
      fontPreloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')).map((link) => link.href),
    };
  });
}

export type PageFacts = Awaited<ReturnType<typeof pageFacts>>;

/** Every file the responses brought, with its size as stored and gzipped (redirects, which carry none, left out). */
export async function loadedFiles(responses: readonly Response[]) {
  const files = await Promise.all(
    responses.map(async (response) => {
      // The 404 page's document is answered with 404 and counts like any other.
      if (response.status() >= 300 && response.status() < 400) return null;
      const body = await response.body().catch(() => null);
      if (!body) return null;
      const type = response.request().resourceType();
      return {
        url: response.url(),
        text: type === "document" ? body.toString("utf8") : "",
        type,
        contentType: response.headers()["content-type"] ?? "",
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
      };
    }),
  );
  return files.filter((file) => file !== null);
}

export type Loaded = Awaited<ReturnType<typeof loadedFiles>>[number];

export const isScript = (item: Loaded) => item.type === "script" || /\.js$/.test(new URL(item.url).pathname);
export const isFont = (item: Loaded) => item.type === "font" || /\.(woff2?|ttf|otf)$/.test(new URL(item.url).pathname);
export const total = (items: Loaded[], size: (item: Loaded) => number) => items.reduce((sum, item) => sum + size(item), 0);
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** Text as React writes it into HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
