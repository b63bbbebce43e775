/**
 * Tuning "no-runtime": no page loads Gatsby's browser runtime.
 *
 * Relies on, as of Gatsby 5.16.1 (guarded by __tests__/tuning/no-runtime.test.ts, checklist in
 * docs/upgrading-gatsby.md):
 * - Gatsby writes its runtime's tags (the chunk map, the compilation hash and one `<script src="/….js" async>`
 *   per file of the "app" chunk group) into a shared fragment, public/_gatsby/slices/_gatsby-scripts-1.html
 *   (gatsby/dist/utils/gatsby-webpack-stats-extractor.js), and its page path into
 *   `<script id="gatsby-script-loader">` (gatsby/cache-dir/static-entry.js);
 * - on every build, even a warm one that renders no page anew, Gatsby stitches that fragment into every page
 *   between `<!-- slice-start id="_gatsby-scripts-1" -->` and `<!-- slice-end … -->`
 *   (gatsby/dist/utils/slices/stitching.js), so the rewrite below runs on every build;
 * - the route announcer is a `<div id="gatsby-announcer">` the runtime fills on a client-side navigation.
 *
 * React renders every page at build time, and the page works as it stands: links, forms, the menu and the
 * disclosures are HTML. What needs code in the browser is a small module of src/enhance/ that the page asks for
 * (src/node/post-build/page-scripts.ts). Gatsby's runtime (React, its router and each page's code, about 80 KB
 * gzip) would only take the page over to show it again, so it is left out: the fragment's place stays marked, and
 * empty; the page-data files it would fetch are never asked for. A link is a plain navigation, which the browser
 * speeds up itself (the speculation rules in page-scripts.ts).
 */

/** The fragment Gatsby writes its script tags into, and the id its pages mark the fragment's place with. */
export const SCRIPTS_SLICE_ID = "_gatsby-scripts-1";

const SLICE = new RegExp(`(<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->)[\\s\\S]*?(<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->)`);
const SCRIPT_LOADER = /<script id="gatsby-script-loader">[\s\S]*?<\/script>/;
const ANNOUNCER = /<div id="gatsby-announcer"[^>]*><\/div>/;

/** The runtime's tags as Gatsby writes them: a page that has any still loads the runtime. */
export const GATSBY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** The page as Gatsby built it, without its runtime: no script tags, page path, chunk map or route announcer. */
export function withoutRuntime(html: string): string {
  return html.replace(SCRIPT_LOADER, "").replace(SLICE, "$1$2").replace(ANNOUNCER, "");
}
