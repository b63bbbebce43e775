import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { onPreRenderHTML } from "../gatsby-ssr";
import { orderHead } from "../src/node/gatsby/head-order";
import { withCssPerPage, withShortClassNames } from "../src/node/gatsby/webpack-css";

describe("the page head", () => {
  it("drops gatsby-plugin-image's style and loader script, which <Picture> does not need, and keeps the rest", () => {
    const head = [
      <style key="gatsby-image-style" />,
      <noscript key="gatsby-image-style-noscript" />,
      <script key="gatsby-image-style-script" type="module" />,
      <noscript key="no-js-navigation" />,
      <link key="canonical" rel="canonical" href="https://example.org/" />,
      "text",
    ];
    let replaced: React.ReactNode[] = [];
    const args = {
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => {
        replaced = components;
      },
    } as unknown as Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0];
    onPreRenderHTML?.(args, { plugins: [] });
    expect(replaced.map((component) => (React.isValidElement(component) ? component.key : component))).toEqual([
      "no-js-navigation",
      "canonical",
      "text",
    ]);
  });
});

describe("each page's own CSS", () => {
  it("puts the app's base styles before the page's, where the page's CSS used to follow them in one file", () => {
    const head = [
      <noscript key="no-js-navigation" />,
      <style key="page" data-href="/component---src-pages-index-tsx.1.css" data-identity="gatsby-global-css" />,
      <style key="app" data-href="/app.2.css" data-identity="gatsby-global-css" />,
      <link key="canonical" rel="canonical" href="https://example.org/" />,
    ];
    expect(orderHead(head).map((component) => (React.isValidElement(component) ? component.key : component))).toEqual([
      "no-js-navigation",
      "app",
      "page",
      "canonical",
    ]);
  });

  it("leaves Gatsby's one stylesheet per page out of webpack's configuration, and says so when a Gatsby upgrade moves it", () => {
    class MiniCssExtractPlugin {
      options: { filename: string; chunkFilename?: string } = { filename: "[name].[contenthash].css", chunkFilename: "[name].[contenthash].css" };
    }
    const plugin = new MiniCssExtractPlugin();
    const config = { optimization: { splitChunks: { chunks: "all", cacheGroups: { framework: { priority: 40 }, styles: { name: "styles" } } } }, plugins: [plugin] };
    expect(withCssPerPage(config)).toEqual({ optimization: { splitChunks: { chunks: "all", cacheGroups: { framework: { priority: 40 } } } }, plugins: [plugin] });
    // The pages' own CSS files get short names, which the script that loads them on a page change lists.
    expect(plugin.options).toEqual({ filename: "[name].[contenthash].css", chunkFilename: "[id].[contenthash:8].css" });
    expect(() => withCssPerPage({ optimization: { splitChunks: { cacheGroups: {} } }, plugins: [plugin] })).toThrow(/no styles chunk/);
    expect(() => withCssPerPage({ ...config, plugins: [] })).toThrow(/no CSS extraction plugin/);
  });

  it("names CSS module classes by a short hash in production, in every CSS module loader and nowhere else", () => {
    const cssLoader = (localIdentName: string) => ({ loader: "/p/node_modules/css-loader/dist/cjs.js", options: { modules: { localIdentName, namedExport: true } } });
    const config = {
      module: {
        rules: [
          { test: /\.js$/, use: ["babel-loader"] },
          { test: /\.css$/, oneOf: [{ test: /\.module\.css$/, use: ["style-loader", cssLoader("[name]--[local]--[hash:hex:5]")] }, { use: [{ loader: "/p/node_modules/css-loader/dist/cjs.js", options: { modules: false } }] }] },
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
