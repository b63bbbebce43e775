/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { SearchIndexSummary } from "../src/node/post-build/search-index";
import { builtPage, indexSite } from "./support/search-index";
// Made-up words, each found on one page only.
// cspell:ignore Thankword Searchword Missingword Editorword Headerword Footerword

/**
 * The build's search index, written by the real Pagefind from a small built site: which pages it holds, as what
 * kind, with which text, and which of Pagefind's files are published.
 */

const PAGES: Record<string, string> = {
  "index.html": builtPage("<h1>Welcome</h1><p>We teach families about sleep.</p>", "page", "Mental health education in Johns Creek, Georgia"),
  "programs/community-care/index.html": builtPage("<h1>Community Care</h1><p>Peer circles for stress and sleep.</p>", "page"),
  "resources/sleep/index.html": builtPage("<h1>Sleep and stress</h1><p>A guide to sleep for teens.</p>", "guide"),
  "contact/thanks/index.html": builtPage("<h1>Thank you</h1><p>Thankword sleep.</p>"),
  "search/index.html": builtPage("<h1>Search the site</h1><p>Searchword sleep.</p>"),
  "404.html": builtPage("<h1>Not found</h1><p>Missingword sleep.</p>"),
  "admin/index.html": '<!DOCTYPE html><html lang="en"><body><p>Editorword sleep</p></body></html>',
  // Gatsby's slices are fragments of pages, without an <html> element.
  "_gatsby/slices/_gatsby-scripts-1.html": '<script src="/app.js"></script>',
};

interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
}

/** Pagefind's fragment files: gzip, a signature, then the page's JSON. */
function fragments(outputDir: string): Fragment[] {
  const dir = path.join(outputDir, "fragment");
  return readdirSync(dir)
    .map((name) => gunzipSync(readFileSync(path.join(dir, name))).toString("utf8"))
    .map((text) => JSON.parse(text.slice(text.indexOf("{"))) as Fragment)
    .sort((a, b) => a.url.localeCompare(b.url));
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

let site: string;
let summary: SearchIndexSummary;
let indexed: Fragment[];

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), "search-index-"));
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), html);
  }
  // Left from an earlier build.
  mkdirSync(path.join(site, "pagefind", "fragment"), { recursive: true });
  writeFileSync(path.join(site, "pagefind", "fragment", "en_stale.pf_fragment"), "old");
  summary = indexSite(site);
  indexed = fragments(path.join(site, "pagefind"));
}, 60_000);

describe("the search index", () => {
  it("holds the pages marked for search and no other: not thank-you pages, 404, /search/ or the editor", () => {
    expect(indexed.map((page) => page.url)).toEqual(["/", "/programs/community-care/", "/resources/sleep/"]);
    expect(summary.pages).toBe(3);
  });

  it("knows each page's kind, guides apart, for the search page to put them first", () => {
    expect(indexed.map((page) => [page.url, page.filters.kind])).toEqual([
      ["/", ["page"]],
      ["/programs/community-care/", ["page"]],
      ["/resources/sleep/", ["guide"]],
    ]);
  });

  it("reads each page's main content only, never the header, the nav's search form or the footer", () => {
    for (const page of indexed) {
      expect(page.content).toContain("sleep");
      expect(page.content).not.toMatch(/Headerword|Footerword|Kindred Minds|Search the site/);
    }
    expect(indexed.find((page) => page.url === "/resources/sleep/")?.content).toContain("A guide to sleep for teens.");
  });

  it("titles each result by the page's h1, or by the title the page gives", () => {
    expect(indexed.map((page) => page.meta.title)).toEqual(["Mental health education in Johns Creek, Georgia", "Community Care", "Sleep and stress"]);
  });

  it("publishes what the browser needs for a search, and none of Pagefind's ready-made interfaces", () => {
    const files = allFiles(path.join(site, "pagefind"));
    expect(files).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "pagefind-entry.json", "wasm.en.pagefind"]));
    expect(files.filter((file) => /pagefind-(ui|modular-ui|component-ui|highlight)|wasm\.unknown/.test(file))).toEqual([]);
    expect(files).not.toContain(path.join("fragment", "en_stale.pf_fragment"));
  });

  it("reports its size as the build logs it: pages, files and bytes", () => {
    const files = allFiles(path.join(site, "pagefind"));
    const bytes = files.reduce((sum, file) => sum + readFileSync(path.join(site, "pagefind", file)).length, 0);
    expect(summary).toEqual({ pages: 3, files: files.length, bytes });
  });
});

describe("the search index of a site with a language Pagefind has no stemmer for", () => {
  it("publishes the WebAssembly the browser loads for it (the 'unknown' one), and no other language's unused one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-index-ko-"));
    const korean = builtPage("<h1>불안 이해하기</h1><p>걱정은 몸의 경보 장치예요.</p>", "guide").replace('<html lang="en">', '<html lang="ko">');
    for (const [file, html] of Object.entries({ "index.html": PAGES["index.html"] ?? "", "ko/resources/anxiety/index.html": korean })) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    indexSite(dir);
    const entry = JSON.parse(readFileSync(path.join(dir, "pagefind", "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { wasm: string | null }>;
    };
    expect(entry.languages.ko?.wasm).toBeNull();
    const files = allFiles(path.join(dir, "pagefind"));
    expect(files).toEqual(expect.arrayContaining(["wasm.en.pagefind", "wasm.unknown.pagefind"]));
    expect(files.filter((file) => /^wasm\./.test(file))).toHaveLength(2);
  }, 60_000);
});
