/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  enhancementsOf,
  ENHANCE_FOLDER,
  loaderScript,
  SPECULATION_RULES,
  withoutPageScripts,
  withPageScripts,
  writeEnhanceModules,
  writePageScripts,
} from "../src/node/post-build/page-scripts";
import { inlineScripts } from "../src/node/post-build/csp";

const RUNTIME =
  '<script id="gatsby-script-loader">window.pagePath="/";</script><!-- slice-start id="_gatsby-scripts-1" --><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->';

const pageWith = (body: string) => `<html><head></head><body><div id="___gatsby">${body}</div>${RUNTIME}</body></html>`;

describe("the scripts of a built page", () => {
  it("names the modules a page's elements ask for, once each", () => {
    expect(
      enhancementsOf(pageWith('<div data-enhance="search"></div><div data-enhance="newsletter-form"></div><div data-enhance="search"></div>')),
    ).toEqual(["newsletter-form", "search"]);
    expect(enhancementsOf(pageWith("<p>Text</p>"))).toEqual([]);
  });

  it("gives a page with nothing to wire no script to run, only the speculation rules", () => {
    const html = withPageScripts(pageWith("<main><p>Text</p></main>"), "startPage()");
    expect(html).not.toContain("app-1.js");
    expect(html).not.toContain("gatsby-script-loader");
    expect([...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])).toEqual([' type="speculationrules"']);
    expect(JSON.parse(html.match(/<script type="speculationrules">(.*?)<\/script>/)?.[1] ?? "")).toEqual(JSON.parse(SPECULATION_RULES));
  });

  it("gives a page with something to wire the loader, inline, at the end of its body", () => {
    const html = withPageScripts(pageWith('<button data-print="">Print</button>'), "startPage()");
    expect(inlineScripts(html)).toEqual(["startPage()", SPECULATION_RULES]);
    expect(html).toMatch(
      /<script type="module">startPage\(\)<\/script><script type="speculationrules">.*<\/script><!-- \/page-scripts --><\/body><\/html>$/,
    );
  });

  it("rewrites a page it rewrote before to the same result, as on a warm build", () => {
    const once = withPageScripts(pageWith('<div data-enhance="search"></div>'), "startPage()");
    expect(withPageScripts(withoutPageScripts(once), "startPage()")).toBe(once);
  });

  it("prefetches the site's pages as a link is pointed at, and never the editor, feeds, calendar files or downloads", () => {
    const rules = JSON.parse(SPECULATION_RULES) as { prefetch: { where: unknown; eagerness: string }[]; prerender: { eagerness: string }[] };
    expect(rules.prefetch[0]?.eagerness).toBe("moderate");
    expect(rules.prerender[0]?.eagerness).toBe("conservative");
    expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('{"not":{"href_matches":["/admin/*","/*.*"]}}');
    expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('{"not":{"selector_matches":"[download]"}}');
  });
});

describe("the modules of src/enhance/", () => {
  it("are bundled into /_enhance/, named by their content, with the loader naming their addresses", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    const modules = await writeEnhanceModules(["search"], publicDir);
    expect(modules.search).toMatch(new RegExp(`^/${ENHANCE_FOLDER}/search-[A-Z0-9]+\\.js$`));
    expect(readdirSync(path.join(publicDir, ENHANCE_FOLDER))).toContain(path.basename(modules.search ?? ""));
    expect(loaderScript(modules)).toContain(JSON.stringify(modules.search));
  });

  it("stop the build when a page asks for a module that does not exist", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    await expect(writeEnhanceModules(["no-such-part"], publicDir)).rejects.toThrow(
      'A page asks for data-enhance="no-such-part", but src/enhance/ has no no-such-part.ts.',
    );
  });

  it("are written for the pages that ask for them, and every page is rewritten", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    writeFileSync(path.join(publicDir, "index.html"), pageWith("<p>Home</p>"));
    writeFileSync(path.join(publicDir, "search.html"), pageWith('<div data-enhance="search"></div>'));
    const report = await writePageScripts(publicDir, []);
    expect(report.pages).toBe(2);
    expect(Object.keys(report.modules)).toEqual(["search"]);
    expect(readFileSync(path.join(publicDir, "index.html"), "utf8")).not.toContain("app-1.js");
    expect(readFileSync(path.join(publicDir, "search.html"), "utf8")).toContain(JSON.stringify(report.modules.search));
  }, 30_000);
});
