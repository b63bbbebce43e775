import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { netlifyHeaders } from "./netlify-headers";
import { PUBLIC_DIR, startStaticServer, type HeadersFor, type StaticServer } from "./static-server";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findChromium } = require("../../scripts/find-chromium.js") as { findChromium: () => string | null };

/** Debian's Chromium, started the way this network allows (no background calls to outside hosts). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: run `node scripts/find-chromium.js` first.");
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export interface Site {
  browser: Browser;
  server: StaticServer;
  origin: string;
  /** A fresh page at the given viewport width (900 px tall), with any other context options given. */
  newPage: (width?: number, options?: BrowserContextOptions) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * The built site (public/, or another build given as `root`) served on loopback with the headers Netlify would
 * send (its Content-Security-Policy among them), and a browser to visit it with.
 */
export async function openSite(headersFor?: HeadersFor, root: string = PUBLIC_DIR): Promise<Site> {
  const headers = headersFor ?? (await netlifyHeaders(root));
  const [browser, server] = await Promise.all([launchBrowser(), startStaticServer(root, headers)]);
  const contexts: BrowserContext[] = [];
  return {
    browser,
    server,
    origin: server.origin,
    newPage: async (width = 1280, options = {}) => {
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

/** Loads a route and waits until it is quiet: hydrated, images requested, nothing in flight. */
export async function visit(page: Page, origin: string, route: string) {
  const response = await page.goto(origin + route, { waitUntil: "networkidle" });
  if (!response) throw new Error(`No response for ${route}`);
  return response;
}

/** Scrolls through the page so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}
