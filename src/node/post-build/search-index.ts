import { mkdir, rm, writeFile } from "node:fs/promises";
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
    // The files are taken from Pagefind in memory and written here, each awaited. Read back from disk as soon as
    // Pagefind's own writeFiles() had returned, pagefind-entry.json was once empty, on a busy machine.
    const built = await index.getFiles();
    if (built.errors.length > 0) throw new Error(`Pagefind could not write the index: ${built.errors.join("; ")}`);
    const entryFile = built.files.find((file) => file.path === "pagefind-entry.json");
    if (!entryFile) throw new Error("Pagefind wrote no pagefind-entry.json");
    const entry = JSON.parse(Buffer.from(entryFile.content).toString("utf8")) as PagefindEntry;
    const languages = Object.values(entry.languages);
    const wasmInUse = new Set(languages.map(wasmFile));
    const unused = (name: string) => UNUSED_PAGEFIND_FILES.test(name) || (/^wasm\..+\.pagefind$/.test(name) && !wasmInUse.has(name));
    const kept = built.files.filter((file) => !unused(file.path));
    let bytes = 0;
    for (const file of kept) {
      const target = path.join(outputPath, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
      bytes += file.content.byteLength;
    }
    return { pages: languages.reduce((sum, language) => sum + language.page_count, 0), files: kept.length, bytes };
  } finally {
    // Pagefind runs as a separate program until told to stop.
    await api.close();
  }
}
