import { test } from "./support/fixtures";
import { onPhone, OTHER_ROUTES } from "./support/route-checks";

/**
 * Every English page after the first of its template, loaded on its own on a phone as routes.spec.ts loads the
 * first: what it costs in bytes and what its first paint waits for, a clean load, the menu, and axe-core on its
 * own words and data (a guide's headings and links are its Markdown's). A page in another language is its
 * English page's template in other words: pages.spec.ts reads it at every width.
 */

for (const route of OTHER_ROUTES.filter((candidate) => (candidate.chrome ?? "en") === "en")) {
  test(route.path, ({ site }) => onPhone(site, route));
}
