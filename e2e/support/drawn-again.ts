import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PUBLIC_DIR } from "../../harness/static-server";
import { withoutRuntime } from "../../src/node/gatsby/tuning/no-runtime";

/**
 * A built page as the build would have made it had its query returned other data: a state the test build never
 * reaches on its one clock and its one data/ (the Events page with nothing upcoming, a guide printed as a form
 * when staff have none), shown in a real browser with the site's own markup, class names and styles.
 *
 * The page's template is drawn again by the HTML renderer `gatsby build` made and drew every page with, from the
 * page's data in public/page-data/ as changed by the test; what it draws replaces what React drew in the built
 * HTML, whose head (its inlined styles) and scripts stay as built. Relies on, as of Gatsby 5.16.1 (see
 * docs/upgrading-gatsby.md): the renderer at .cache/page-ssr/routes/render-page.js, whose default export
 * (gatsby/cache-dir/static-entry.js) takes a page's path, its page data and its static queries' results, and
 * returns the page's HTML; a page's data at page-data/<path>/page-data.json, naming its static queries, each at
 * page-data/sq/d/<hash>.json; and the page drawn inside `<div id="___gatsby">`.
 */

const RENDERER = path.resolve(__dirname, "../../.cache/page-ssr/routes/render-page.js");

/**
 * Run in a Node of its own, as the build runs the renderer: not compiled again by the test runner, and with
 * NODE_ENV=production. Reads the renderer's file and a page's arguments on stdin, writes the page's HTML.
 */
const RENDER = `let input = "";
process.stdin.setEncoding("utf8").on("data", (chunk) => (input += chunk)).on("end", async () => {
  const { renderer, page } = JSON.parse(input);
  const empty = { styles: [], scripts: [], reversedStyles: [], reversedScripts: [] };
  const { html } = await require(renderer).default({ ...page, ...empty, context: { isDuringBuild: true } });
  process.stdout.write(html);
});`;

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(PUBLIC_DIR, file), "utf8"));

const ROOT = '<div id="___gatsby">';

/** Where Gatsby's root element starts and ends: its div tags balance (React escapes every `<` of text and attributes). */
function rootOf(html: string, what: string): { start: number; end: number } {
  const start = html.indexOf(ROOT);
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = start < 0 ? null : tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) return { start, end: tags.lastIndex };
  }
  throw new Error(`${what} has no whole ${ROOT}: see e2e/support/drawn-again.ts`);
}

/**
 * The built page at `route` (a path ending in "/"), drawn from the data its query returned as `change` makes it:
 * `Data` is the page's query type (Queries.EventsPageQuery, Queries.GuidePageQuery …).
 */
export function drawnAgain<Data>(route: string, change: (data: Data) => Data): string {
  if (!existsSync(RENDERER)) throw new Error(`${RENDERER} is missing: run \`npm run build:test\`, which writes it with public/.`);
  const pageData = readJson(`page-data${route}page-data.json`) as { result: { data: Data }; staticQueryHashes: string[] };
  const staticQueryContext = Object.fromEntries(pageData.staticQueryHashes.map((hash) => [hash, readJson(`page-data/sq/d/${hash}.json`)]));
  const page = { pagePath: route, pageData: { ...pageData, result: { ...pageData.result, data: change(pageData.result.data) } }, staticQueryContext };
  const drawn = execFileSync(process.execPath, ["--no-deprecation", "-e", RENDER], {
    input: JSON.stringify({ renderer: RENDERER, page }),
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  // Without the runtime's route announcer, as the build leaves every page.
  const rendered = withoutRuntime(drawn);
  const built = readFileSync(path.join(PUBLIC_DIR, route, "index.html"), "utf8");
  const [now, was] = [rootOf(rendered, `The renderer's ${route}`), rootOf(built, `public${route}index.html`)];
  return built.slice(0, was.start) + rendered.slice(now.start, now.end) + built.slice(was.end);
}

/**
 * Serves `html` in place of the built page at `route`, with the headers the site sends with it (its policy, its
 * caching). Playwright tries the routes of a page last registered first: one registered before (interceptPosts)
 * still answers every other request.
 */
export async function serveInstead(page: Page, origin: string, route: string, html: string): Promise<void> {
  await page.route(`${origin}${route}`, async (request) => request.fulfill({ response: await request.fetch(), body: html }));
}
