import { existsSync, readFileSync } from "node:fs";
import { test } from "./support/fixtures";
import { builtFile, onPhone, OTHER_ROUTES } from "./support/route-checks";

/**
 * The English pages after the first of their template that show pictures of their own (each program's page, and
 * a guide given a picture): loaded on their own on a phone as routes.spec.ts loads the first, for what their
 * pictures cost a phone and how they load. Every other such page shows its template's pictures only, and is read
 * for its words at every width in pages.spec.ts, its HTML's bytes included; the same page in another language
 * shows the same pictures.
 */

/** Whether a route's built page holds a picture from data/ (an <img> with a srcset, as Picture writes it). */
const hasPictures = (route: string) => existsSync(builtFile(route)) && /<img[^>]*\ssrcset=/i.test(readFileSync(builtFile(route), "utf8"));

for (const route of OTHER_ROUTES.filter((candidate) => (candidate.chrome ?? "en") === "en" && hasPictures(candidate.path))) {
  test(route.path, ({ site }) => onPhone(site, route));
}
