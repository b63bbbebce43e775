import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildOptions, Metafile, Plugin } from "esbuild";
import { CMS_CONFIG_PATH, cmsConfigText, translationPreviews } from "../generate/cms-config";
import { ROOT } from "../project";
import { TRANSLATION_PREVIEWS_ATTRIBUTE } from "./translations";

/**
 * The content editor at /admin/ (Decap CMS) is bundled here with esbuild, apart from the visitor pages: Gatsby's
 * webpack never sees it, so nothing of it can reach a visitor's page. Decap comes from the npm workspace editor/;
 * React is the site's own, one copy for Decap and for the site's components in the previews.
 */

/** The editor's code; its dependencies are the npm workspace editor/. */
export const EDITOR_DIR = path.join(ROOT, "src/cms");
const EDITOR_PACKAGE = path.join(ROOT, "editor");
const ENTRY = path.join(EDITOR_DIR, "index.tsx");
const GATSBY_SHIM = path.join(EDITOR_DIR, "gatsby-shim.tsx");
/** Where the last bundle and the list of what it was made from are kept between builds. */
export const EDITOR_CACHE = path.join(ROOT, ".cache/editor");

export const ADMIN_TITLE = "Content editor";

/**
 * The components import Link and the graphql tag from gatsby; in a preview, a link is a plain link and a fragment
 * is only documentation.
 */
const gatsbyShim: Plugin = {
  name: "gatsby-shim",
  setup(build) {
    build.onResolve({ filter: /^gatsby$/ }, () => ({ path: GATSBY_SHIM }));
  },
};

/**
 * A stylesheet named *.editor.css is for the editor's own page, not the preview's frame: it is bundled as its
 * text, which the editor adds to the page (the bundle's CSS file is the preview's stylesheet).
 */
const editorPageStyles: Plugin = {
  name: "editor-page-styles",
  setup(build) {
    build.onLoad({ filter: /\.editor\.css$/ }, async (args) => ({
      contents: await readFile(args.path, "utf8"),
      loader: "text",
    }));
  },
};

function buildOptions(outdir: string): BuildOptions {
  return {
    entryPoints: { cms: ENTRY },
    bundle: true,
    outdir,
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    format: "iife",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    legalComments: "external",
    metafile: true,
    jsx: "automatic",
    loader: { ".svg": "file", ".png": "file", ".woff2": "file" },
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    logLevel: "silent",
    // Decap is installed in the workspace, not where src/ looks first.
    nodePaths: [path.join(EDITOR_PACKAGE, "node_modules")],
    plugins: [gatsbyShim, editorPageStyles],
  };
}

interface CacheManifest {
  key: string;
  inputs: string[];
  outputs: string[];
}

async function inputsKey(inputs: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  const { version } = (await import("esbuild")) as { version: string };
  hash.update(version);
  hash.update(JSON.stringify(buildOptions("")));
  for (const input of [...inputs].sort()) {
    hash.update(input);
    hash.update(existsSync(input) ? await readFile(input) : "missing");
  }
  return hash.digest("hex");
}

function inputsOf(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes(":"))
    .map((input) => path.resolve(ROOT, input));
}

async function readManifest(): Promise<CacheManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(EDITOR_CACHE, "manifest.json"), "utf8")) as CacheManifest;
  } catch {
    return null;
  }
}

export interface EditorBundle {
  /** File names of the bundle, inside EDITOR_CACHE/out. */
  script: string;
  style: string | null;
  files: string[];
  /** Whether it came from the cache (its inputs had not changed since the last build). */
  cached: boolean;
}

function describe(outputs: readonly string[], cached: boolean): EditorBundle {
  const script = outputs.find((file) => /^cms-.*\.js$/.test(file));
  if (!script) throw new Error("The editor bundle has no script");
  return { script, style: outputs.find((file) => /^cms-.*\.css$/.test(file)) ?? null, files: [...outputs], cached };
}

/**
 * The editor's bundle, built only when one of the files it was made from has changed: the last build's list
 * of inputs (esbuild's metafile) is hashed again, which takes a fraction of a second against seconds for a
 * build. A new import can only appear by changing a file already on that list.
 */
export async function editorBundle(): Promise<EditorBundle> {
  const outdir = path.join(EDITOR_CACHE, "out");
  const manifest = await readManifest();
  if (manifest && manifest.outputs.every((file) => existsSync(path.join(outdir, file)))) {
    if ((await inputsKey(manifest.inputs)) === manifest.key) return describe(manifest.outputs, true);
  }
  const esbuild = await import("esbuild");
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build(buildOptions(outdir));
  const outputs = Object.keys(result.metafile?.outputs ?? {}).map((file) => path.relative(outdir, path.resolve(ROOT, file)));
  const inputs = inputsOf(result.metafile ?? { inputs: {}, outputs: {} });
  const next: CacheManifest = { key: await inputsKey(inputs), inputs, outputs };
  await writeFile(path.join(EDITOR_CACHE, "manifest.json"), JSON.stringify(next));
  return describe(outputs, false);
}

/**
 * The editor's page: no visitor ever lands here, so it asks search engines to stay away. Its script is told where
 * the preview's stylesheet is, and which collections and files of the configuration hold translations, which it
 * previews beside their English.
 */
export function adminPage(
  bundle: Pick<EditorBundle, "script" | "style">,
  siteName: string,
  previews: readonly string[] = translationPreviews(),
): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${ADMIN_TITLE} · ${siteName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script src="/admin/${bundle.script}" defer data-preview-style="${bundle.style ? `/admin/${bundle.style}` : ""}" ${TRANSLATION_PREVIEWS_ATTRIBUTE}="${previews.join(" ")}"></script>
</head>
<body>
</body>
</html>
`;
}

/** Copies the bundle and the editor's page into the built site's admin/ folder, with its configuration. */
export async function writeAdmin(publicDir: string, siteName: string): Promise<EditorBundle> {
  const bundle = await editorBundle();
  const adminDir = path.join(publicDir, "admin");
  await mkdir(adminDir, { recursive: true });
  // Bundles of earlier builds go: public/ is kept between builds, and only the page's current bundle is served.
  const earlier = (await readdir(adminDir)).filter((file) => /^cms-/.test(file) && !bundle.files.includes(file));
  await Promise.all(earlier.map((file) => rm(path.join(adminDir, file))));
  await Promise.all(bundle.files.map((file) => copyFile(path.join(EDITOR_CACHE, "out", file), path.join(adminDir, file))));
  await writeFile(path.join(adminDir, "index.html"), adminPage(bundle, siteName));
  // Its configuration, made from the registry and data/languages.json as they are in this build.
  await writeFile(path.join(publicDir, CMS_CONFIG_PATH), cmsConfigText());
  return bundle;
}
