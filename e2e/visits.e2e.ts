import { mkdir } from "node:fs/promises";
import path from "node:path";
import { openSite, scrollThrough, visit, type Site } from "./support/browser";
import { ALL_ROUTES, NOT_FOUND, WIDTHS } from "./support/routes";

/**
 * Every route at every width, as a visitor loads it: nothing logged as an error, no request failing, nothing
 * fetched from another host, no sideways scrolling. Screenshots for review go to screenshots/ (git-ignored).
 */

const SCREENSHOT_WIDTHS: readonly number[] = [375, 1280];
const SCREENSHOT_DIR = path.resolve(__dirname, "../screenshots");

let site: Site;
beforeAll(async () => {
  site = await openSite();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});
afterAll(() => site.close());

function screenshotName(route: string, width: number): string {
  const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_");
  return path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
}

describe.each(WIDTHS)("at %i px wide", (width) => {
  it.each(ALL_ROUTES.map((route) => [route.path]))("%s loads cleanly and fits the screen", async (route) => {
    const page = await site.newPage(width);
    const consoleErrors: string[] = [];
    const failed: string[] = [];
    const foreign: string[] = [];
    const isNotFoundPage = route === NOT_FOUND.path;
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== site.origin) foreign.push(request.url());
    });
    page.on("requestfailed", (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`));
    page.on("response", (response) => {
      // On the 404 page, the unknown address answers 404, and so do Gatsby's own look-ups of it (with and without
      // the trailing slash, and its page data): that is how it decides to show the 404 page.
      const { pathname } = new URL(response.url());
      const unknown = route.replace(/\/$/, "");
      const expected404 =
        isNotFoundPage && (pathname.startsWith(unknown) || pathname === `/page-data${route}page-data.json`);
      if (response.status() >= 400 && !expected404) failed.push(`${response.url()} (${response.status()})`);
    });

    await visit(page, site.origin, route);
    await scrollThrough(page);

    // Chromium logs each 404 response as a console error too; those are checked above through their responses.
    const expectedConsole = isNotFoundPage ? /status of 404/ : null;
    expect(failed).toEqual([]);
    expect(consoleErrors.filter((text) => !(expectedConsole && expectedConsole.test(text)))).toEqual([]);
    expect(foreign).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    if (SCREENSHOT_WIDTHS.includes(width)) {
      await page.screenshot({ path: screenshotName(route, width), fullPage: true });
    }
    await page.context().close();
  });
});
