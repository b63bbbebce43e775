/**
 * @jest-environment node
 */
import path from "node:path";
import { GATSBY_FOLDERS } from "../../src/node/gatsby/tuning/public-layout";
import { expectGatsby, installedSource } from "../support/gatsby-source";

describe("the folders Gatsby writes beside the pages", () => {
  it("keeps page data in public/page-data/", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals, typed as far as the test relies on them
    const { generatePageDataPath } = require("gatsby-core-utils/page-data") as {
      generatePageDataPath: (publicDir: string, pagePath: string) => string;
    };
    const file = generatePageDataPath("/site/public", "/about/");
    expectGatsby(
      file === path.join("/site/public", "page-data", "about", "page-data.json"),
      `keeps page data at public/page-data/<path>/page-data.json (it is ${file})`,
    );
    expect(GATSBY_FOLDERS).toContain("page-data");
  });

  it("keeps its slices in public/_gatsby/ and imported files in public/static/", () => {
    expectGatsby(
      installedSource("gatsby", "dist/utils/slices/stitching.js").includes("`_gatsby`, `slices`"),
      "keeps its slices in public/_gatsby/slices/",
    );
    expectGatsby(
      installedSource("gatsby", "dist/utils/webpack-utils.js").includes("const assetRelativeRoot = `static/`;"),
      "writes imported files into public/static/",
    );
    expect(GATSBY_FOLDERS).toEqual(expect.arrayContaining(["_gatsby", "static"]));
  });

  it("gatsby-plugin-manifest writes its icons into public/icons/", () => {
    expectGatsby(
      installedSource("gatsby-plugin-manifest", "common.js").includes("src: `icons/icon-48x48.png`"),
      "has gatsby-plugin-manifest write its icons into public/icons/",
    );
    expect(GATSBY_FOLDERS).toContain("icons");
  });
});
