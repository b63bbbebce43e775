import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from "@playwright/test";
import { SCRIPTS_READY, type VisitOptions } from "../../harness/browser";
import { ORIGIN_VARIABLES } from "./global-setup";

/**
 * The fixtures every browser test uses: the built site global-setup.ts serves, and pages opened on it.
 *
 * `page` (Playwright's own) is a fresh page at the project's viewport with `baseURL` set to public/'s origin, so
 * `page.goto("/about/")` visits the site under test. `site` also opens pages at any width,
 * for tests that compare widths or share one load between several checks; they live as long as the worker, so
 * they can serve a `test.beforeAll`, and the pages they open are closed with the worker unless a test closes them.
 */

export interface ServedSite {
  /** Where the site is served, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** A fresh page in a context of its own, at the given width (default: the project's) and 900 px tall. */
  newPage: (width?: number, options?: BrowserContextOptions) => Promise<Page>;
}

function originOf(name: keyof typeof ORIGIN_VARIABLES): string {
  const origin = process.env[ORIGIN_VARIABLES[name]];
  if (!origin) throw new Error(`${ORIGIN_VARIABLES[name]} is not set: run the browser tests with \`npx playwright test\`.`);
  return origin;
}

async function servedSite(browser: Browser, origin: string, defaultWidth: number, use: (site: ServedSite) => Promise<void>) {
  const contexts: BrowserContext[] = [];
  await use({
    origin,
    newPage: async (width = defaultWidth, options = {}) => {
      const context = await browser.newContext({ baseURL: origin, viewport: { width, height: 900 }, ...options });
      contexts.push(context);
      return context.newPage();
    },
  });
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
}

export const test = base.extend<{ baseURL: string }, { site: ServedSite }>({
  baseURL: async ({}, use) => use(originOf("site")),
  site: [
    async ({ browser }, use, workerInfo) => servedSite(browser, originOf("site"), workerInfo.project.use.viewport?.width ?? 1280, use),
    { scope: "worker" },
  ],
});

export { expect, SCRIPTS_READY };

/**
 * Loads a route (a path, resolved against the page's baseURL, or a full address): its load event (the HTML, its
 * styles and the images it loads at once), then, when its scripts run, the moment they have wired the page.
 * Nothing waits for the network to fall quiet.
 */
export async function visit(page: Page, route: string, { scripts = true }: VisitOptions = {}): Promise<Response> {
  const response = await page.goto(route, { waitUntil: "load" });
  if (!response) throw new Error(`No response for ${route}`);
  if (scripts) {
    await attached(page, SCRIPTS_READY);
    await expect(page.locator(SCRIPTS_READY)).toBeAttached();
  }
  return response;
}

/** How long `attached` waits before leaving the verdict to an assertion: the config's limit on assertions. */
const ATTACHED_LIMIT_MS = 30_000;

/**
 * Waits in the page for an element matching `selector`, on the DOM change that makes it match. A web-first
 * assertion polls instead, at growing intervals of up to half a second, so it would see the change up to that
 * long after it happened: on every visit, as the page's scripts finish a few hundred milliseconds after its load.
 * After the config's limit on assertions it returns anyway, so that an assertion can report the failure.
 */
export async function attached(page: Page, selector: string): Promise<void> {
  await page.evaluate(
    ({ selector, limit }) =>
      new Promise<void>((resolve) => {
        if (document.querySelector(selector)) return resolve();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          resolve();
        }, limit);
      }),
    { selector, limit: ATTACHED_LIMIT_MS },
  );
}
