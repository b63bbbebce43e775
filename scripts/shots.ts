/**
 * `npm run shots`: screenshots of every route at 375 and 1280 px, for review, into screenshots/ (not committed).
 * Run it after `npm run build:test`. The browser tests take
 * none; `SCREENSHOTS=1 npm run test:e2e` adds those of the states they reach (forms sending, sent, failed) in
 * screenshots/visitors/.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadImages, openSite, visit, type Site } from "../harness/browser";
import { ALL_ROUTES } from "../harness/routes";
import { defineTsxNames } from "./tsx-names";

const SCREENSHOT_DIR = path.resolve(__dirname, "../screenshots");
const WIDTHS = [375, 1280] as const;

function screenshotName(route: string, width: number, prefix = ""): string {
  const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_");
  return path.join(SCREENSHOT_DIR, `${prefix}${name}-${width}.png`);
}

async function shoot(site: Site, route: string, prefix = ""): Promise<void> {
  for (const width of WIDTHS) {
    const page = await defineTsxNames(await site.newPage(width));
    await visit(page, site.origin, route);
    await loadImages(page);
    const file = screenshotName(route, width, prefix);
    await page.screenshot({ path: file, fullPage: true });
    process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
    await page.context().close();
  }
}

async function main(): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const site = await openSite();
  try {
    for (const route of ALL_ROUTES) await shoot(site, route.path);
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
