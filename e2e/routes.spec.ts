import { readFile } from "node:fs/promises";
import { expect, test, visit } from "./support/fixtures";
import { atDesktopWidths, builtFile, builtTitle, decode, ENGLISH_FIRST_ROUTES, status } from "./support/route-checks";
import { ALL_ROUTES, NOT_FOUND, PAGES } from "../harness/routes";

/**
 * The first route of each English template (the home page, each page of its own, the first guide, topic,
 * audience and program page), loaded on its own as a visitor loads it at 1280 px,
 * then narrowed to 768 px, in a context of its own. The load serves every check of the page, each a step whose
 * failures are reported without stopping the others (support/route-checks.ts): status, headings and head, the
 * shared layout's links, every link and image, structured data, a clean load (no console error, failed request
 * or request to another host), the Content-Security-Policy, no sideways scrolling, axe-core, and visible focus on
 * every stop of the keyboard.
 *
 * On a phone, routes.phone.spec.ts loads them the same way. The other pages of a template differ from its first
 * only in their words and data, and a page in another language is its English page's template in other words:
 * pages.spec.ts reads each of them at every width, one after another in one tab, axe-core included.
 */

for (const route of ENGLISH_FIRST_ROUTES) {
  test(route.path, ({ site }) => atDesktopWidths(site, route));
}

test.describe("the site as a whole", () => {
  test("gives every page a title of its own", async () => {
    const titles = await Promise.all(ALL_ROUTES.map((route) => builtTitle(route.path)));
    expect(titles.filter((title) => !title)).toEqual([]);
    expect(new Set(titles).size).toBe(ALL_ROUTES.length);
  });

  test("links, across its pages, to a meaningful number of addresses of its own, each of which exists", async ({ baseURL }) => {
    const addresses = new Set<string>();
    for (const route of ALL_ROUTES) {
      const html = await readFile(builtFile(route.path), "utf8");
      for (const [, name, value = ""] of html.matchAll(/\s(href|src|srcset)="([^"]*)"/g)) {
        const candidates = name === "srcset" ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : [value];
        for (const candidate of candidates) if (/^\/[^/]/.test(candidate) || candidate === "/") addresses.add(decode(candidate).split("#")[0] ?? "");
      }
    }
    expect(addresses.size).toBeGreaterThan(50);
    const urls = [...addresses].map((address) => baseURL + address);
    const codes = await Promise.all(urls.map(status));
    expect(urls.map((url, index) => `${url} -> ${codes[index]}`).filter((_, index) => codes[index] !== 200)).toEqual([]);
  });

  test("answers any unknown address with the 404 page", async ({ page }) => {
    expect(PAGES.map((route) => route.path)).not.toContain("/programs/not-a-program/");
    const response = await visit(page, "/programs/not-a-program/");
    expect(response.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText([NOT_FOUND.h1]);
  });
});
