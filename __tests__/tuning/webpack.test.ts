/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from "gatsby";
import { CompileHintsPlugin } from "../../src/node/gatsby/tuning/compile-hints";
import { TUNINGS, tuningOffDefine, tuningOn, tuningsOff } from "../../src/node/gatsby/tuning/switches";
import { BROWSER_STAGE, HTML_STAGE, tuneWebpackConfig } from "../../src/node/gatsby/tuning/webpack";
import { EMPTY_BROWSER_PLUGIN, PARTYTOWN_BROWSER } from "../../src/node/gatsby/tuning/no-partytown";
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
        normalModuleReplacement: (pattern: RegExp, replacement: string) => ({ pattern, replacement }),
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

  it("registers a Partytown plugin whose browser file does nothing outside development", () => {
    const browser = installedSource("gatsby", "dist/internal-plugins/partytown/gatsby-browser.js");
    expectGatsby(
      /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/.test(browser),
      "has a Partytown browser file that returns at once outside development",
    );
    expectGatsby(
      /exports\.\w+ = /.test(browser) && !/exports\.(?!onInitialClientRender|__esModule)\w+ = /.test(browser),
      "exports only onInitialClientRender",
    );
    const fileName = "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js";
    expect(PARTYTOWN_BROWSER.test(fileName)).toBe(true);
  });

  it("empties process.env in the HTML renderer, so the switch is handed to it", () => {
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    expectGatsby(config.includes('"process.env": `({})`'), "defines process.env as ({}) in its bundles; TUNING_OFF could then be read directly");
  });
});

describe("the tunings applied to webpack's configuration", () => {
  it("tunes the browser build: CSS per page, short class names, compile hints", async () => {
    const { replaced, added } = tune(BROWSER_STAGE);
    expect(replaced?.optimization.splitChunks.cacheGroups).toEqual({});
    expect(replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[hash:base64:6]");
    expect(added.some((plugin) => plugin instanceof CompileHintsPlugin)).toBe(true);
    expect(added).toContainEqual({ pattern: PARTYTOWN_BROWSER, replacement: EMPTY_BROWSER_PLUGIN });
    // The module put in its place has no browser API for Gatsby's plugin runner to call.
    expect(Object.keys((await import(EMPTY_BROWSER_PLUGIN)) as object).filter((name) => name !== "default")).toEqual([]);
  });

  it("tunes the HTML renderer: short class names, and the switch's value", () => {
    const { replaced, added } = tune(HTML_STAGE, "image-head");
    expect(replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[hash:base64:6]");
    expect(added).toEqual([{ definitions: { "process.env.TUNING_OFF": '"image-head"' } }]);
  });

  it("leaves out each tuning named in TUNING_OFF", () => {
    const browser = tune(BROWSER_STAGE, "css-per-page,short-class-names,compile-hints,no-partytown");
    expect(browser.replaced?.optimization.splitChunks.cacheGroups).toEqual({ styles: {} });
    expect(browser.replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[name]--[local]");
    expect(browser.added).toEqual([]);
    expect(tune(HTML_STAGE, "short-class-names").replaced?.module.rules[0]?.options.modules.localIdentName).toBe("[name]--[local]");
  });

  it("keeps a cache apart for each set of tunings switched off, and Gatsby's own with all on", () => {
    expect(tune(HTML_STAGE).replaced?.cache.cacheLocation).toBe("/site/.cache/webpack/stage-build-html");
    expect(tune(HTML_STAGE, "short-class-names,compile-hints").replaced?.cache.cacheLocation).toBe(
      "/site/.cache/webpack/stage-build-html-without-compile-hints-short-class-names",
    );
  });
});

describe("TUNING_OFF", () => {
  it("names tunings, separated by commas", () => {
    expect([...tuningsOff(" defer-scripts, compile-hints ")]).toEqual(["defer-scripts", "compile-hints"]);
    expect(tuningsOff("").size).toBe(0);
    expect(tuningOn("defer-scripts", "compile-hints")).toBe(true);
    expect(tuningOn("compile-hints", "compile-hints")).toBe(false);
    expect(TUNINGS).toContain("compile-hints");
  });

  it("stops the build on a name that is no tuning, listing the tunings", () => {
    expect(() => tuningsOff("defer-script")).toThrow(/defer-script, which is not a tuning\. The tunings are: defer-scripts, /);
  });

  it("is handed to the HTML renderer as text", () => {
    expect(tuningOffDefine("")).toEqual({ "process.env.TUNING_OFF": '""' });
    expect(tuningOffDefine("compile-hints")).toEqual({ "process.env.TUNING_OFF": '"compile-hints"' });
  });
});
