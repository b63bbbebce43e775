import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from "playwright-core";
import { netlifyHeaders } from "./netlify-headers";
import { netlifyRedirects } from "./netlify-redirects";
import { PUBLIC_DIR, startStaticServer, type StaticServer } from "./static-server";
import { findChromium } from "./system-tools";

/** Debian's Chromium headless shell, as the tests use it, started the way this network allows (no background calls to outside hosts). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium({ headlessShell: true });
  if (!executablePath) throw new Error("No Chromium found: install it, or set CHROME_PATH (`npm run test:e2e` installs Debian's where it can).");
  return chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/** Serves a built site on loopback with the headers Netlify would send (its Content-Security-Policy among them) and the redirects it would follow. */
export async function serveBuiltSite(root: string): Promise<StaticServer> {
  const [headers, redirects] = await Promise.all([netlifyHeaders(root), netlifyRedirects(root)]);
  return startStaticServer(root, headers, redirects);
}

/** The built site in public/, served as Netlify would serve it, and a browser to visit it with. */
export async function openSite() {
  const [browser, server] = await Promise.all([launchBrowser(), serveBuiltSite(PUBLIC_DIR)]);
  const contexts: BrowserContext[] = [];
  return {
    origin: server.origin,
    /** A fresh page at the given viewport width (900 px tall), with any other context options given. */
    newPage: async (width = 1280, options: BrowserContextOptions = {}) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
      contexts.push(context);
      return context.newPage();
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}

export type Site = Awaited<ReturnType<typeof openSite>>;

/**
 * The mark of a page whose scripts have run: its loader (src/enhance/loader.ts) sets data-scripts="ready" on the
 * root element once every module the page wants at once has run. The built HTML has no data-scripts.
 */
export const SCRIPTS_READY = "html[data-scripts=ready]";

export interface VisitOptions {
  /**
   * Whether the page's scripts run (the default). Pass false for a page with JavaScript switched off or its
   * scripts refused: it is ready at its load event, with nothing to wait for.
   */
  scripts?: boolean;
}

/**
 * Loads a route: its load event (the HTML, its styles and the images it loads at once), then, when its scripts
 * run, the moment they have wired the page. Nothing waits for the network to fall quiet.
 */
export async function visit(page: Page, origin: string, route: string, { scripts = true }: VisitOptions = {}) {
  const response = await page.goto(origin + route, { waitUntil: "load" });
  if (!response) throw new Error(`No response for ${route}`);
  if (scripts) await page.waitForSelector(SCRIPTS_READY, { state: "attached" });
  return response;
}

/**
 * Brings every image that has not loaded yet into view in turn (so that a lazy one starts), waits for its load or
 * error event, and scrolls back to the top. Lazy images are the site's only lazily loaded content.
 */
export async function loadImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) {
      if (image.complete) continue;
      const done = new Promise<void>((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      });
      image.scrollIntoView({ block: "center", behavior: "instant" });
      await done;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
}

/**
 * Follows a page's requests from now on, so that a script can wait until the page has settled: every request it
 * started has ended (each request's own finished or failed event, not a quiet network), the browser has been idle
 * once (so that what it starts when idle is fetched too), and every request has ended again.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  page.on("close", () => pending.clear());
  async function ended(timeout: number): Promise<void> {
    const until = Date.now() + timeout;
    while (pending.size > 0) {
      if (Date.now() > until) throw new Error(`Requests still under way: ${[...pending].map((request) => request.url()).join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
    settled: async ({ timeout = 20_000, idle = 2000 } = {}): Promise<void> => {
      await ended(timeout);
      await page.evaluate((wait) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: wait })), idle);
      await ended(timeout);
    },
  };
}
