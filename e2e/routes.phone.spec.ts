import { existsSync, readFileSync } from "node:fs";
import { test } from "./support/fixtures";
import { builtFile, ENGLISH_FIRST_ROUTES, onPhone, OTHER_ROUTES, picturesOnPhone } from "./support/route-checks";

/**
 * On a phone: each English route that routes.spec.ts loads at 1280 px (the first of each template), loaded on its
 * own on a 375 px wide 3x touch screen, then narrowed to 320 px (support/route-checks.ts, onPhone): what the page
 * costs in bytes and what its first paint waits for, a clean load, no sideways scrolling, axe-core, visible
 * focus on every stop, and the menu working under the policy. Every later English page with pictures of its own
 * (each program's page after the first, a guide given a picture) is loaded the same way for what its pictures
 * change: their bytes, formats and loading, and its largest paint (picturesOnPhone); the rest of its load is its
 * template's, the same code and styles as the first page's.
 *
 * A page in another language is its English page's template in other words, with the same pictures and code:
 * pages.spec.ts reads its words at 375 and 320 px, with its HTML's bytes. So does it every other page, which
 * shows its template's pictures only.
 */

/** Whether a route's built page holds a picture from data/ (an <img> with a srcset, as Picture writes it). */
const hasPictures = (route: string) => existsSync(builtFile(route)) && /<img[^>]*\ssrcset=/i.test(readFileSync(builtFile(route), "utf8"));

const inEnglish = (route: { chrome?: string }) => (route.chrome ?? "en") === "en";

for (const route of ENGLISH_FIRST_ROUTES) {
  test(route.path, ({ site }) => onPhone(site, route));
}

for (const route of OTHER_ROUTES.filter((other) => inEnglish(other) && hasPictures(other.path))) {
  test(`${route.path}, its pictures`, ({ site }) => picturesOnPhone(site, route));
}
