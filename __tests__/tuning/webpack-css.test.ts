/**
 * @jest-environment node
 */
import { withCssPerPage, withShortClassNames } from "../../src/node/gatsby/tuning/webpack-css";
import { expectGatsby, installedSource } from "../support/gatsby-source";

interface GatsbyWebpackUtils {
  rules: { cssModules: () => { use: { loader?: string; options?: unknown }[] } };
  plugins: { extractText: () => object };
}

let createWebpackUtils: (stage: string, program: object) => GatsbyWebpackUtils;

// Gatsby's webpack utilities load much of Gatsby, through Babel: once, with time for a busy machine.
beforeAll(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals, typed as far as the test relies on them
  ({ createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as { createWebpackUtils: typeof createWebpackUtils });
}, 180_000);

/** Gatsby's own loaders and plugins for a stage, as its webpack configuration is made of them. */
function gatsbyWebpackUtils(stage: "build-javascript" | "build-html"): GatsbyWebpackUtils {
  return createWebpackUtils(stage, { directory: process.cwd(), browserslist: ["defaults"] });
}

describe("what the CSS tunings rely on in Gatsby's webpack configuration", () => {
  it('gathers every CSS module into one "styles" chunk of the browser build', () => {
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    expectGatsby(
      /styles: \{\s*test\(module\) \{\s*return isCssModule\(module\);\s*\},\s*name: `styles`/.test(config),
      'gathers CSS modules into a splitChunks cache group named "styles" (gatsby/dist/utils/webpack.config.js)',
    );
  });

  it("extracts the browser build's CSS with one MiniCssExtractPlugin, which the tuning accepts", () => {
    const plugin = gatsbyWebpackUtils("build-javascript").plugins.extractText();
    expectGatsby(plugin.constructor.name === "MiniCssExtractPlugin", `extracts CSS with MiniCssExtractPlugin (it uses ${plugin.constructor.name})`);
    const config = { optimization: { splitChunks: { cacheGroups: { styles: { name: "styles" } } } }, plugins: [plugin] };
    expect(() => withCssPerPage(config)).not.toThrow();
    expect((plugin as { options: { chunkFilename?: string } }).options.chunkFilename).toBe("[id].[contenthash:8].css");
  });

  it.each(["build-javascript", "build-html"] as const)("compiles CSS modules with css-loader's localIdentName in %s", (stage) => {
    const rule = gatsbyWebpackUtils(stage).rules.cssModules();
    const cssLoader = rule.use.find((loader) => /[/\\]css-loader[/\\]/.test(loader.loader ?? "")) as
      { options: { modules?: { localIdentName?: string } } } | undefined;
    expectGatsby(
      typeof cssLoader?.options.modules?.localIdentName === "string",
      `compiles CSS modules with css-loader and options.modules.localIdentName in ${stage} (gatsby/dist/utils/webpack-utils.js)`,
    );
    const shortened = withShortClassNames({ module: { rules: [rule] } });
    expect(JSON.stringify(shortened.module.rules[0])).toContain('"localIdentName":"[hash:base64:6]"');
  });
});

describe("each page's own CSS and short class names", () => {
  it("leaves Gatsby's one stylesheet per page out of webpack's configuration, and says so when a Gatsby upgrade moves it", () => {
    class MiniCssExtractPlugin {
      options: { filename: string; chunkFilename?: string } = { filename: "[name].[contenthash].css", chunkFilename: "[name].[contenthash].css" };
    }
    const plugin = new MiniCssExtractPlugin();
    const config = {
      optimization: { splitChunks: { chunks: "all", cacheGroups: { framework: { priority: 40 }, styles: { name: "styles" } } } },
      plugins: [plugin],
    };
    expect(withCssPerPage(config)).toEqual({
      optimization: { splitChunks: { chunks: "all", cacheGroups: { framework: { priority: 40 } } } },
      plugins: [plugin],
    });
    // The pages' own CSS files get short names, which the script that loads them on a page change lists.
    expect(plugin.options).toEqual({ filename: "[name].[contenthash].css", chunkFilename: "[id].[contenthash:8].css" });
    expect(() => withCssPerPage({ optimization: { splitChunks: { cacheGroups: {} } }, plugins: [plugin] })).toThrow(/no styles chunk/);
    expect(() => withCssPerPage({ ...config, plugins: [] })).toThrow(/no CSS extraction plugin/);
  });

  it("names CSS module classes by a short hash in production, in every CSS module loader and nowhere else", () => {
    const cssLoader = (localIdentName: string) => ({
      loader: "/p/node_modules/css-loader/dist/cjs.js",
      options: { modules: { localIdentName, namedExport: true } },
    });
    const config = {
      module: {
        rules: [
          { test: /\.js$/, use: ["babel-loader"] },
          {
            test: /\.css$/,
            oneOf: [
              { test: /\.module\.css$/, use: ["style-loader", cssLoader("[name]--[local]--[hash:hex:5]")] },
              { use: [{ loader: "/p/node_modules/css-loader/dist/cjs.js", options: { modules: false } }] },
            ],
          },
        ],
      },
    };
    const shortened = withShortClassNames(config);
    expect(shortened.module.rules[0]).toEqual(config.module.rules[0]);
    expect(shortened.module.rules[1]?.oneOf?.[0]?.use).toEqual(["style-loader", cssLoader("[hash:base64:6]")]);
    expect(shortened.module.rules[1]?.oneOf?.[1]).toEqual(config.module.rules[1]?.oneOf?.[1]);
    expect(() => withShortClassNames({ module: { rules: [{ test: /\.js$/, use: ["babel-loader"] }] } })).toThrow(/no CSS module loader/);
  });
});
