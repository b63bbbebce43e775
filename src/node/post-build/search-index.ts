import { readFile, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type * as Pagefind from "pagefind";
import { PAGEFIND_FOLDER } from "../../lib/search";
import { PUBLIC_DIR } from "../project";

/**
 * The site search's index, written by Pagefind from the built pages into public/pagefind/. Pagefind reads only the
 * part of a page marked with data-pagefind-body (Layout's `indexAs`), so pages without it (thank-you pages, 404,
 * /search/ itself) are left out, and so are the header and footer of every page.
 */

/**
 * Pagefind ships as ES modules only, and both the build's compiled gatsby-node and Babel (tests, scripts) turn an
 * `import()` into `require()`, which cannot load it. A function made from text keeps the native import.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point: a native import() that no compiler rewrites
const importModule = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;

/**
 * Pagefind's ready-made search interfaces, which it writes beside the index: the site draws its own results, so they
 * would only be published and never loaded. So would the WebAssembly of any language no page is in (Pagefind also
 * writes one for pages without a language).
 */
export const UNUSED_PAGEFIND_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/**
 * pagefind-entry.json, which the browser reads first: each language's index, its WebAssembly and its pages. A
 * language Pagefind has no stemmer for (Korean, Chinese) names none; the browser then loads the "unknown" one.
 */
interface PagefindEntry {
  languages: Record<string, { wasm: string | null; page_count: number }>;
}

/** The WebAssembly file the browser loads for a language of the index. */
const wasmFile = (language: { wasm: string | null }) => `wasm.${language.wasm ?? "unknown"}.pagefind`;

export interface SearchIndexSummary {
  pages: number;
  files: number;
  bytes: number;
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function writeSearchIndex(publicDir = PUBLIC_DIR): Promise<SearchIndexSummary> {
  const api = (await importModule("pagefind")) as typeof Pagefind;
  const outputPath = path.join(publicDir, PAGEFIND_FOLDER);
  // A fresh index each build: Pagefind adds its files beside any left from the last one.
  await rm(outputPath, { recursive: true, force: true });
  try {
    // Pagefind's defaults: one index per `<html lang>`, so that a search in Spanish searches the Spanish pages with
    // Spanish word stems, and the search page loads the index of its own language. Pages of a language with only
    // some pages translated (Korean, Chinese) are left out of the search (Layout's `indexAs`).
    const { errors, index } = await api.createIndex();
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: publicDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not read the pages: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
    const entry = JSON.parse(await readFile(path.join(outputPath, "pagefind-entry.json"), "utf8")) as PagefindEntry;
    const languages = Object.values(entry.languages);
    const wasmInUse = new Set(languages.map(wasmFile));
    const unused = (await readdir(outputPath)).filter(
      (name) => UNUSED_PAGEFIND_FILES.test(name) || (/^wasm\..+\.pagefind$/.test(name) && !wasmInUse.has(name)),
    );
    await Promise.all(unused.map((name) => rm(path.join(outputPath, name))));
    const files = await filesIn(outputPath);
    const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
    return {
      pages: languages.reduce((sum, language) => sum + language.page_count, 0),
      files: files.length,
      bytes: sizes.reduce((sum, size) => sum + size, 0),
    };
  } finally {
    // Pagefind runs as a separate program until told to stop.
    await api.close();
  }
}
