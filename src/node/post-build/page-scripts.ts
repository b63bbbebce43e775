import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, buildSync } from "esbuild";
import { withoutRuntime } from "../gatsby/tuning/no-runtime";
import { ROOT } from "../project";
import { htmlFiles } from "./html-files";

/**
 * The scripts of the built pages. No page loads Gatsby's runtime (tuning/no-runtime.ts); each page that has
 * something to do in the browser gets one small inline module script, the loader (src/enhance/loader.ts), which wires
 * its Print buttons, Read more and menu and fetches the modules its elements ask for with
 * `data-enhance="name"` (src/enhance/name.ts, bundled here into /_enhance/). Every page also carries the
 * speculation rules, with which Chromium fetches the next page while a link is pointed at.
 *
 * The loader is a module script (`type="module"`), so the browser runs it once the page is parsed, as a deferred
 * script. A classic script at the end of the body runs inside the long task that parses the page, and on a slow
 * phone its few milliseconds add to that task's blocking time; a deferred one runs in a short task after it.
 */

/** Where the modules are written, under public/. */
export const ENHANCE_FOLDER = "_enhance";

/**
 * The modules are named by their content's hash, so they are kept for a year, as Gatsby's hashed files are. Given
 * to Gatsby as its `headers` option (gatsby-config.ts): the Netlify adapter writes its rules into public/_headers
 * after the build's last step, on a cold build below anything written there before, and its catch-all would
 * otherwise have the modules revalidated on every page. Gatsby gives each file under /_enhance/ this rule in the
 * adapter's own block, after that catch-all.
 */
export const ENHANCE_CACHING = {
  source: `/${ENHANCE_FOLDER}/*`,
  headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }],
};
export const ENHANCE_SOURCE_DIR = path.join(ROOT, "src/enhance");

/** Browsers the modules are written for: those that have popovers and :has(), as the pages' HTML and CSS expect. */
const TARGET = ["es2020"];

/** Where this step's scripts start and end in a page. */
const PAGE_SCRIPTS_START = "<!-- page-scripts -->";
const PAGE_SCRIPTS_END = "<!-- /page-scripts -->";

const ENHANCE_ATTRIBUTE = /\sdata-enhance="([a-z-]+)"/g;

/** The modules a page asks for, by name. */
export function enhancementsOf(html: string): string[] {
  return [...new Set([...html.matchAll(ENHANCE_ATTRIBUTE)].map((match) => match[1] ?? ""))].sort();
}

/** Does the page have anything the loader wires? */
export function needsLoader(html: string): boolean {
  return /\sdata-(?:enhance|print|clamp-card|menu-panel)(?:=|\s|>)/.test(html);
}

/**
 * The speculation rules of every page: while a visitor points at a link to another page of the site (about
 * 200 ms of hover, or the start of a tap), Chromium fetches it; as the click starts, it prerenders it. A link to
 * a file (a path with a dot: calendar files, feeds, downloads), to the editor, or marked `download` is left out.
 * Browsers without speculation rules load the page when the link is followed, as any link. The rules are inline,
 * where they cost about 120 bytes of a page's gzip; as a file named in a Speculation-Rules header they would cost
 * each visit a request.
 */
export const SPECULATION_RULES = (() => {
  const where = { and: [{ href_matches: "/*" }, { not: { href_matches: ["/admin/*", "/*.*"] } }, { not: { selector_matches: "[download]" } }] };
  return JSON.stringify({ prefetch: [{ where, eagerness: "moderate" }], prerender: [{ where, eagerness: "conservative" }] });
})();

/** The loader with the modules' addresses, as the pages inline it: src/enhance/loader.ts bundled by esbuild. */
export function loaderScript(modules: Readonly<Record<string, string>>): string {
  const result = buildSync({
    stdin: {
      contents: `import { startPage } from "./loader";\nstartPage(${JSON.stringify(modules)});`,
      resolveDir: ENHANCE_SOURCE_DIR,
      loader: "ts",
      sourcefile: "loader-entry.ts",
    },
    bundle: true,
    write: false,
    // A module script has a scope of its own, so the bundle needs no function around it.
    format: "esm",
    platform: "browser",
    target: TARGET,
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  return (result.outputFiles[0]?.text ?? "").trim();
}

/**
 * Bundles the named modules of src/enhance/ into publicDir/_enhance/, code they share in a chunk of its own, each
 * file named by its content's hash; returns each module's address. A name without its module stops the build.
 */
export async function writeEnhanceModules(names: readonly string[], publicDir: string): Promise<Record<string, string>> {
  const outdir = path.join(publicDir, ENHANCE_FOLDER);
  await rm(outdir, { recursive: true, force: true });
  if (names.length === 0) return {};
  const missing = names.filter((name) => !existsSync(path.join(ENHANCE_SOURCE_DIR, `${name}.ts`)));
  if (missing.length > 0) {
    throw new Error(
      `A page asks for data-enhance="${missing.join('", "')}", but src/enhance/ has no ${missing.map((name) => `${name}.ts`).join(", ")}.`,
    );
  }
  const result = await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, path.join(ENHANCE_SOURCE_DIR, `${name}.ts`)])),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: TARGET,
    minify: true,
    legalComments: "none",
    logLevel: "silent",
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "shared-[hash]",
    metafile: true,
    write: false,
  });
  await mkdir(outdir, { recursive: true });
  const modules: Record<string, string> = {};
  for (const file of result.outputFiles) {
    await writeFile(file.path, file.contents);
  }
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = path.basename(meta.entryPoint, ".ts");
    modules[name] = `/${path.relative(publicDir, path.resolve(ROOT, output)).split(path.sep).join("/")}`;
  }
  return modules;
}

/** The page without Gatsby's runtime, with the loader where it has something to wire, and the speculation rules. */
export function withPageScripts(html: string, loader: string): string {
  const page = withoutRuntime(html);
  const scripts = `${needsLoader(page) ? `<script type="module">${loader}</script>` : ""}<script type="speculationrules">${SPECULATION_RULES}</script>`;
  return page.replace("</body>", `${PAGE_SCRIPTS_START}${scripts}${PAGE_SCRIPTS_END}</body>`);
}

export interface PageScriptsReport {
  pages: number;
  modules: Record<string, string>;
}

/**
 * Rewrites every built page with its scripts (withPageScripts), after bundling the modules its pages ask for.
 * Gatsby stitches its runtime's tags into every page again on each build, warm ones included, so this runs on
 * every build; a page already rewritten is rewritten from the same HTML, to the same result.
 */
export async function writePageScripts(publicDir: string, notPages: readonly string[]): Promise<PageScriptsReport> {
  const files = await htmlFiles(publicDir, notPages);
  const pages = await Promise.all(files.map(async (file) => ({ file, html: withoutPageScripts(await readFile(file, "utf8")) })));
  const names = [...new Set(pages.flatMap((page) => enhancementsOf(page.html)))].sort();
  const modules = await writeEnhanceModules(names, publicDir);
  const loader = loaderScript(modules);
  await Promise.all(pages.map((page) => writeFile(page.file, withPageScripts(page.html, loader))));
  return { pages: pages.length, modules };
}

/** The scripts this step added to a page, taken out again: for a page a warm build did not render anew. */
export function withoutPageScripts(html: string): string {
  const start = html.indexOf(PAGE_SCRIPTS_START);
  const end = html.indexOf(PAGE_SCRIPTS_END);
  return start === -1 || end < start ? html : html.slice(0, start) + html.slice(end + PAGE_SCRIPTS_END.length);
}
