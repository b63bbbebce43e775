/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GATSBY_SCRIPT, SCRIPTS_SLICE_ID, withoutRuntime } from "../../src/node/gatsby/tuning/no-runtime";
import { expectGatsby, installedSource } from "../support/gatsby-source";

const SCRIPT_TAGS =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

const page = [
  '<html><head><style>body{}</style></head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main>Text</main></div>',
  '<div id="gatsby-announcer" style="position:absolute" aria-live="assertive" aria-atomic="true"></div></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  `<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->${SCRIPT_TAGS}<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->`,
  "</body></html>",
].join("");

describe("a page without Gatsby's runtime", () => {
  it("has none of the runtime's scripts, page path or route announcer", () => {
    const html = withoutRuntime(page);
    expect(html).not.toMatch(/<script/);
    expect(html).not.toContain("gatsby-announcer");
    expect(html).toContain(`<!-- slice-start id="${SCRIPTS_SLICE_ID}" --><!-- slice-end id="${SCRIPTS_SLICE_ID}" -->`);
  });

  it("keeps the page's own markup as it was", () => {
    const html = withoutRuntime(page);
    expect(html.startsWith('<html><head><style>body{}</style></head><body><div id="___gatsby"><div style="outline:none"')).toBe(true);
    expect(html).toContain("<main>Text</main>");
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("changes nothing on a page without the runtime", () => {
    const plain = '<html><body><script type="application/ld+json">{}</script></body></html>';
    expect(withoutRuntime(plain)).toBe(plain);
  });
});

/** The scripts slice as Gatsby 5 writes it, from its own template, with these files of the "app" chunk group. */
function gatsbyScriptsSlice(files: readonly string[]): string {
  const source = installedSource("gatsby", "dist/utils/gatsby-webpack-stats-extractor.js");
  const template = '<script src="${this.publicPath}/${asset}" async></script>';
  expectGatsby(source.includes(template), `writes its script tags as ${template} (gatsby/dist/utils/gatsby-webpack-stats-extractor.js)`);
  expectGatsby(source.includes(`${SCRIPTS_SLICE_ID}.html`), `writes its script tags into public/_gatsby/slices/${SCRIPTS_SLICE_ID}.html`);
  return files.map((file) => template.replace("${this.publicPath}", "").replace("${asset}", file)).join("");
}

describe("what the rewrite relies on in Gatsby", () => {
  it("writes the page path as the script loader the rewrite removes", () => {
    const entry = installedSource("gatsby", "cache-dir/static-entry.js");
    expectGatsby(entry.includes("id={`gatsby-script-loader`}"), 'writes <script id="gatsby-script-loader"> (gatsby/cache-dir/static-entry.js)');
    const announcer = installedSource("gatsby", "cache-dir/route-announcer-props.js");
    expectGatsby(
      announcer.includes("id: `gatsby-announcer`"),
      'renders its route announcer as <div id="gatsby-announcer"> (gatsby/cache-dir/route-announcer-props.js)',
    );
  });

  it("empties the scripts slice Gatsby stitches into the page, again after a warm build stitches it back", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals, typed as far as the test relies on them
    const { stitchSliceForAPage } = require("gatsby/dist/utils/slices/stitching") as {
      stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void>;
    };
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    mkdirSync(path.join(publicDir, "_gatsby", "slices"), { recursive: true });
    const slice = gatsbyScriptsSlice(["app-3.js"]);
    expectGatsby([...slice.matchAll(GATSBY_SCRIPT)].length === 1, `writes script tags that GATSBY_SCRIPT matches (it wrote ${slice})`);
    writeFileSync(path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE_ID}.html`), slice);
    const file = path.join(publicDir, "index.html");
    // The page as Gatsby renders it: the slice's place marked by two elements (ServerSliceRenderer).
    writeFileSync(
      file,
      `<html><body><div id="___gatsby"></div><slice-start id="${SCRIPTS_SLICE_ID}"></slice-start><slice-end id="${SCRIPTS_SLICE_ID}"></slice-end></body></html>`,
    );
    await stitchSliceForAPage({ pagePath: "/", publicDir });
    const stitched = readFileSync(file, "utf8");
    expectGatsby(stitched.includes('<script src="/app-3.js" async></script>'), "stitches its scripts slice into the page");
    const rewritten = withoutRuntime(stitched);
    expect(rewritten).not.toContain("<script");
    writeFileSync(file, rewritten);

    // A warm build renders no page anew but stitches the slice into each again: the rewrite runs on every build.
    await stitchSliceForAPage({ pagePath: "/", publicDir });
    const again = readFileSync(file, "utf8");
    expectGatsby(
      again.includes('<script src="/app-3.js" async></script>'),
      `stitches the scripts slice again between <!-- slice-start id="${SCRIPTS_SLICE_ID}" --> and its end on every build`,
    );
    expect(withoutRuntime(again)).toBe(rewritten);
    // Loading Gatsby's stitching goes through Babel once, which takes a while on a busy machine.
  }, 60_000);
});
