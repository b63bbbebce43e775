/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from "gatsby";
import { TUNINGS, tuningOffDefine, tuningOn, tuningsOff } from "../../src/node/gatsby/tuning/switches";
import { BROWSER_STAGE, HTML_STAGE, tuneWebpackConfig } from "../../src/node/gatsby/tuning/webpack";
import { expectGatsby, installedSource } from "../support/gatsby-source";

class MiniCssExtractPlugin {
  options: { chunkFilename?: string } = {};
}

/** A configuration with every part the tunings edit, and what the tuning did with it. */
function tune(stage: string, off = "") {
  const saved = process.env.TUNING_OFF;
  process.env.TUNING_OFF = off;
  const config = {
    module: { rules: [{ loader: "/n/css-loader/dist/cjs.js", options: { modules: { localIdentName: "[name]--[local]" } } }] },
    optimization: { splitChunks: { cacheGroups: { styles: {} } } },
    plugins: [new MiniCssExtractPlugin()],
    cache: { type: "filesystem", cacheLocation: "/site/.cache/webpack/stage-build-html" },
  };
  const replaced: (typeof config)[] = [];
  const added: unknown[] = [];
  try {
    tuneWebpackConfig({
      stage,
      getConfig: () => config,
      actions: {
        replaceWebpackConfig: (next: typeof config) => replaced.push(next),
        setWebpackConfig: ({ plugins }: { plugins: unknown[] }) => added.push(...plugins),
      },
      plugins: {
        define: (definitions: Record<string, string>) => ({ definitions }),
      },
    } as unknown as CreateWebpackConfigArgs);
  } finally {
    if (saved === undefined) delete process.env.TUNING_OFF;
    else process.env.TUNING_OFF = saved;
  }
  return { replaced: replaced[0], added };
}

describe("what the webpack tunings rely on in Gatsby", () => {
  it("names its production stages build-javascript and build-html", () => {
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    for (const stage of [BROWSER_STAGE, HTML_STAGE]) expectGatsby(config.includes(`case \`${stage}\``), `has a webpack stage named ${stage}`);
  });

  it("keeps webpack's persistent cache at cache.cacheLocation", () => {
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    expectGatsby(
      /const cacheConfig = \{\s*type: `filesystem`,\s*name: stage,\s*cacheLocation,/.test(config),
      "keeps webpack's cache at cache.cacheLocation",
    );
  });

  it("empties process.env in the HTML renderer, so the switch is handed to it", () => {
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    expectGatsby(config.includes('"process.env": `({})`'), "defines process.env as ({}) in its bundles; TUNING_OFF could then be read directly");
  });
});

describe("the tunings applied to webpack's configuration", () => {
  it("tunes the browser build: CSS per page, short class names", () => {
    const { replaced, added } = tune(BROWSER_STAGE);
    expect(replaced?.optimization.splitChunks.cacheGroups).toEqual({});
    expect(replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[hash:base64:6]");
    expect(added).toEqual([]);
  });

  it("tunes the HTML renderer: short class names, and the switch's value", () => {
    const { replaced, added } = tune(HTML_STAGE, "image-head");
    expect(replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[hash:base64:6]");
    expect(added).toEqual([{ definitions: { "process.env.TUNING_OFF": '"image-head"' } }]);
  });

  it("leaves out each tuning named in TUNING_OFF", () => {
    const browser = tune(BROWSER_STAGE, "css-per-page,short-class-names");
    expect(browser.replaced?.optimization.splitChunks.cacheGroups).toEqual({ styles: {} });
    expect(browser.replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[name]--[local]");
    expect(browser.added).toEqual([]);
    expect(tune(HTML_STAGE, "short-class-names").replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[name]--[local]");
  });

  it("keeps a cache apart for each set of tunings switched off, and Gatsby's own with all on", () => {
    expect(tune(HTML_STAGE).replaced?.cache.cacheLocation).toBe("/site/.cache/webpack/stage-build-html");
    expect(tune(HTML_STAGE, "short-class-names,image-head").replaced?.cache.cacheLocation).toBe(
      "/site/.cache/webpack/stage-build-html-without-image-head-short-class-names",
    );
  });
});

describe("TUNING_OFF", () => {
  it("names tunings, separated by commas", () => {
    expect([...tuningsOff(" css-per-page, image-head ")]).toEqual(["css-per-page", "image-head"]);
    expect(tuningsOff("").size).toBe(0);
    expect(tuningOn("css-per-page", "image-head")).toBe(true);
    expect(tuningOn("image-head", "image-head")).toBe(false);
    expect(TUNINGS).toContain("image-head");
  });

  it("stops the build on a name that is no tuning, listing the tunings", () => {
    expect(() => tuningsOff("defer-scripts")).toThrow(/defer-scripts, which is not a tuning\. The tunings are: css-per-page, /);
  });

  it("is handed to the HTML renderer as text", () => {
    expect(tuningOffDefine("")).toEqual({ "process.env.TUNING_OFF": '""' });
    expect(tuningOffDefine("image-head")).toEqual({ "process.env.TUNING_OFF": '"image-head"' });
  });
});
