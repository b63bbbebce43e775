import { spawnSync } from "node:child_process";
import path from "node:path";
import { searchIndexAttributes, type SearchKind } from "../../src/lib/search";
import type { SearchIndexSummary } from "../../src/node/post-build/search-index";
// Made-up words, each found on one part of a page only.
// cspell:ignore Headerword Footerword

const ROOT = path.resolve(__dirname, "../..");

/** A page as the build writes it: the shared header and footer around the page's main content. */
export function builtPage(main: string, kind?: SearchKind, title?: string): string {
  const attributes = kind
    ? Object.entries(searchIndexAttributes(kind, title))
        .map(([name, value]) => ` ${name}="${value}"`)
        .join("")
    : "";
  return `<!DOCTYPE html><html lang="en"><head><title>Page</title></head><body>
<header><a href="/">Kindred Minds</a><nav aria-label="Main"><a href="/about/">Headerword</a>
<form role="search" action="/search/"><label for="q">Search the site</label><input id="q" name="q"></form></nav></header>
<main id="main"${attributes}>${main}</main>
<footer><p>Footerword crisis line</p></footer></body></html>`;
}

/**
 * Runs the build's indexing (src/node/post-build/search-index.ts) on a folder of built pages, writing its
 * pagefind/ folder. Pagefind is an ES module, which Jest's module system cannot load, so the build's own code runs
 * in Node itself, as Gatsby runs it.
 */
export function indexSite(dir: string): SearchIndexSummary {
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `require("./src/node/post-build/search-index.ts").writeSearchIndex(${JSON.stringify(dir)})` +
        ".then((summary) => process.stdout.write(JSON.stringify(summary)))",
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`Indexing ${dir} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as SearchIndexSummary;
}
