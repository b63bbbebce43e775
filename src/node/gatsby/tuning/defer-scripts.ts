import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildSync } from "esbuild";
import { htmlFiles } from "../../post-build/html-files";
import { ROOT } from "../../project";

/**
 * Tuning "defer-scripts": Gatsby's scripts start once the page is on screen.
 *
 * Relies on, as of Gatsby 5.16.1 and gatsby-plugin-manifest 5.16.0 (guarded by __tests__/tuning/defer-scripts.test.ts,
 * checklist in docs/upgrading-gatsby.md):
 * - Gatsby writes its runtime's script tags into a shared fragment, public/_gatsby/slices/_gatsby-scripts-1.html
 *   (GatsbyWebpackStatsExtractor in gatsby/dist/utils/gatsby-webpack-stats-extractor.js), exactly as
 *   `<script src="/app-….js" async></script>`, one per file of the "app" chunk group, in order;
 * - on every build, even a warm one that renders no page anew, Gatsby stitches that fragment into every page
 *   between `<!-- slice-start id="_gatsby-scripts-1" -->` and `<!-- slice-end … -->`
 *   (gatsby/dist/utils/slices/stitching.js), so the rewrite below runs on every build;
 * - Gatsby's runtime (gatsby/cache-dir/production-app.js) starts at once when the document has already loaded,
 *   so scripts added after the load event still hydrate the page;
 * - gatsby-plugin-manifest links the manifest as `<link rel="manifest" href="/manifest.webmanifest"
 *   crossorigin="anonymous"/>` and writes the file at the site's root.
 *
 * Gatsby ends every page with those async scripts (about 80 KB gzip). Async scripts download alongside the page's
 * first image and run as soon as they arrive, so on a slow phone the image that makes the page look ready waits
 * for code that only makes it interactive, and the browser's parsing and painting stop while that code runs.
 * The prerendered page needs none of it to be read, so each page instead starts its scripts once it has loaded
 * and is on screen (starter.ts): the visitor sees the page as early as the network allows and React then takes
 * over, as before. The page policies (src/node/post-build/csp.ts) are written after this, so the starter is
 * hashed like every other inline script.
 */

/** The fragment Gatsby writes its script tags into, and the id its pages mark the fragment's place with. */
export const SCRIPTS_SLICE_ID = "_gatsby-scripts-1";

/** The tags exactly as Gatsby and gatsby-plugin-manifest write them; anything else is left as it is. */
export const GATSBY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;
export const MANIFEST_LINK = /<link rel="manifest" href="(\/[^"<>]+)" crossorigin="anonymous"\/?>/;

/** The starter's source: a browser-side module (starter.ts), bundled here with the page's script addresses. */
export const STARTER_MODULE = path.join(ROOT, "src/node/gatsby/tuning/starter.ts");

const bundled = new Map<string, string>();

/**
 * The starter script for these script addresses and this manifest, as the page inlines it: starter.ts bundled by
 * esbuild, minified, with the call that starts it. Every page names the same scripts (Gatsby's scripts slice),
 * so one bundle serves the whole build.
 */
export function starterScript(sources: readonly string[], manifest: string | null = null): string {
  const call = `startScripts(${JSON.stringify(sources)},${JSON.stringify(manifest)});`;
  const cached = bundled.get(call);
  if (cached !== undefined) return cached;
  const result = buildSync({
    stdin: {
      contents: `import { startScripts } from "./${path.basename(STARTER_MODULE, ".ts")}";\n${call}`,
      resolveDir: path.dirname(STARTER_MODULE),
      loader: "ts",
      sourcefile: "starter-entry.ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: ["es2017"],
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const script = (result.outputFiles[0]?.text ?? "").trim();
  bundled.set(call, script);
  return script;
}

/**
 * The page with Gatsby's script tags replaced by one starter script in the same place, and the manifest link
 * moved into that starter. `manifest` is the site's manifest address when known; otherwise it is read from the
 * page's link.
 */
export function deferGatsbyScripts(html: string, manifest: string | null = null): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  manifest ??= MANIFEST_LINK.exec(html)?.[1] ?? null;
  let placed = false;
  return html.replace(MANIFEST_LINK, "").replace(GATSBY_SCRIPT, () => {
    if (placed) return "";
    placed = true;
    return `<script>${starterScript(sources, manifest)}</script>`;
  });
}

/** The file gatsby-plugin-manifest writes at the site's root. */
export const MANIFEST_FILE = "manifest.webmanifest";

/**
 * Rewrites every built page; returns how many pages now start their scripts after loading.
 *
 * Gatsby keeps its script tags in a shared fragment (public/_gatsby/slices/) and stitches it into every page
 * again on each build, even when it renders no page anew. The page's manifest link was removed by the build
 * before, so the manifest's address comes from the site (the file in publicDir), not from the page.
 */
export async function deferScriptsInPages(publicDir: string, notPages: readonly string[]): Promise<number> {
  const manifest = existsSync(path.join(publicDir, MANIFEST_FILE)) ? `/${MANIFEST_FILE}` : null;
  let changed = 0;
  for (const file of await htmlFiles(publicDir, notPages)) {
    const html = await readFile(file, "utf8");
    const deferred = deferGatsbyScripts(html, manifest);
    if (deferred !== html) {
      await writeFile(file, deferred);
      changed += 1;
    }
  }
  return changed;
}
