/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  deferGatsbyScripts,
  deferScriptsInPages,
  GATSBY_SCRIPT,
  MANIFEST_FILE,
  MANIFEST_LINK,
  SCRIPTS_SLICE_ID,
  starterScript,
} from "../../src/node/gatsby/tuning/defer-scripts";
import { expectGatsby, installedSource } from "../support/gatsby-source";

const SCRIPT_TAGS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

const page = [
  '<html><head><style>body{}</style></head><body><div id="___gatsby"></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  SCRIPT_TAGS,
  "</body></html>",
].join("");

describe("starting Gatsby's scripts after the page is painted", () => {
  it("replaces Gatsby's script tags with one starter naming the same files, in order", () => {
    const deferred = deferGatsbyScripts(page);
    expect(deferred).not.toMatch(/<script src=/);
    expect(deferred).toContain(`<script>${starterScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script>`);
    expect(deferred.match(/<script>/g)).toHaveLength(1);
  });

  it("leaves the page's other scripts and markup as they were", () => {
    const deferred = deferGatsbyScripts(page);
    expect(deferred).toContain('<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>');
    expect(deferred.startsWith('<html><head><style>body{}</style></head><body><div id="___gatsby"></div>')).toBe(true);
    expect(deferred.endsWith("</body></html>")).toBe(true);
  });

  it("changes nothing on a page without Gatsby's scripts", () => {
    const plain = '<html><body><script src="/other.js" defer></script></body></html>';
    expect(deferGatsbyScripts(plain)).toBe(plain);
  });

  it("moves the manifest link from the head into the starter", () => {
    const withManifest = page.replace("<head>", '<head><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>');
    const deferred = deferGatsbyScripts(withManifest);
    expect(deferred).not.toContain('<link rel="manifest"');
    expect(deferred).toContain(
      `<script>${starterScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], "/manifest.webmanifest")}</script>`,
    );
  });
});

describe("a later build, when Gatsby stitches its script tags into the pages again", () => {
  it("still gives the starter the manifest, though the page's link was removed by the build before", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    writeFileSync(path.join(publicDir, "manifest.webmanifest"), "{}");
    const file = path.join(publicDir, "index.html");
    writeFileSync(file, page.replace("<head>", '<head><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>'));
    expect(await deferScriptsInPages(publicDir, [])).toBe(1);
    const first = readFileSync(file, "utf8");

    // What Gatsby's slice stitching leaves on a warm build: its own script tags back, the head as it was left.
    writeFileSync(file, first.replace(/<script>\(\(\)=>[\s\S]*?<\/script>/, SCRIPT_TAGS));
    expect(await deferScriptsInPages(publicDir, [])).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(first).toContain(`<script>${starterScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], "/manifest.webmanifest")}</script>`);
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
  it("finds the script tags Gatsby's template writes, in their order", () => {
    const slice = gatsbyScriptsSlice(["webpack-runtime-1.js", "framework-2.js", "app-3.js"]);
    const found = [...slice.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
    expectGatsby(found.length === 3, `writes script tags that GATSBY_SCRIPT matches (it wrote ${slice})`);
    expect(found).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("rewrites the page again after Gatsby's slice stitching puts its script tags back on a warm build", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { stitchSliceForAPage } = require("gatsby/dist/utils/slices/stitching") as {
      stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void>;
    };
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    mkdirSync(path.join(publicDir, "_gatsby", "slices"), { recursive: true });
    writeFileSync(path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE_ID}.html`), gatsbyScriptsSlice(["app-3.js"]));
    const file = path.join(publicDir, "index.html");
    // The page as Gatsby renders it: the slice's place marked by two elements (ServerSliceRenderer).
    writeFileSync(
      file,
      `<html><body><div id="___gatsby"></div><slice-start id="${SCRIPTS_SLICE_ID}"></slice-start><slice-end id="${SCRIPTS_SLICE_ID}"></slice-end></body></html>`,
    );
    await stitchSliceForAPage({ pagePath: "/", publicDir });
    expectGatsby(readFileSync(file, "utf8").includes('<script src="/app-3.js" async></script>'), "stitches its scripts slice into the page");
    expect(await deferScriptsInPages(publicDir, ["_gatsby"])).toBe(1);
    const deferred = readFileSync(file, "utf8");
    expect(deferred).toContain(`<script>${starterScript(["/app-3.js"])}</script>`);

    // A warm build renders no page anew but stitches the slice into each again.
    await stitchSliceForAPage({ pagePath: "/", publicDir });
    expectGatsby(
      readFileSync(file, "utf8").includes('<script src="/app-3.js" async></script>'),
      `stitches the scripts slice again between <!-- slice-start id="${SCRIPTS_SLICE_ID}" --> and its end on every build`,
    );
    expect(await deferScriptsInPages(publicDir, ["_gatsby"])).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(deferred);
    // Loading Gatsby's stitching goes through Babel once, which takes a while on a busy machine.
  }, 60_000);

  it("relies on Gatsby's runtime starting at once when it arrives after the page has loaded", () => {
    const app = installedSource("gatsby", "cache-dir/production-app.js");
    expectGatsby(
      /doc\.readyState === `complete`[\s\S]{0,200}setTimeout\(function \(\) \{\s*runRender\(\)/.test(app),
      "renders at once when its script runs after the load event (readyState check in gatsby/cache-dir/production-app.js)",
    );
  });

  it("moves gatsby-plugin-manifest's link, exactly as the plugin writes it", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require("gatsby-plugin-manifest/gatsby-ssr") as {
      onRenderBody: (api: { setHeadComponents: (components: React.ReactNode[]) => void; pathname: string }, options: object) => void;
    };
    let head: React.ReactNode[] = [];
    plugin.onRenderBody(
      { setHeadComponents: (components) => (head = components), pathname: "/" },
      { icon: "static/icon.png", include_favicon: false, theme_color_in_head: false },
    );
    const html = renderToStaticMarkup(React.createElement(React.Fragment, null, ...head));
    const link = MANIFEST_LINK.exec(html);
    expectGatsby(link !== null, `gatsby-plugin-manifest writes a link that MANIFEST_LINK matches (it wrote ${html})`);
    expect(link?.[1]).toBe(`/${MANIFEST_FILE}`);
  });
});
