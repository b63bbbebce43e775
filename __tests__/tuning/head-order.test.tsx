import * as React from "react";
import { GATSBY_IMAGE_HEAD_KEYS, orderHead } from "../../src/node/gatsby/tuning/head-order";
import { expectGatsby, installedSource } from "../support/gatsby-source";

const keys = (components: readonly React.ReactNode[]) => components.map((component) => (React.isValidElement(component) ? component.key : component));

describe("what the head's tuning relies on in Gatsby", () => {
  it("gatsby-plugin-image adds exactly the head elements that are dropped", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals, typed as far as the test relies on them
    const plugin = require("gatsby-plugin-image/gatsby-ssr") as {
      onRenderBody: (api: { setHeadComponents: (components: React.ReactNode[]) => void }) => void;
    };
    let head: React.ReactNode[] = [];
    plugin.onRenderBody({ setHeadComponents: (components) => (head = components) });
    const added = JSON.stringify(keys(head));
    expectGatsby(
      added === JSON.stringify(GATSBY_IMAGE_HEAD_KEYS),
      `has gatsby-plugin-image add the head elements ${GATSBY_IMAGE_HEAD_KEYS.join(", ")} (it added ${added})`,
    );
    expect(orderHead(head, true)).toEqual([]);
  });

  it("Gatsby inlines each CSS file as a style marked gatsby-global-css, before onPreRenderHTML", () => {
    const entry = installedSource("gatsby", "cache-dir/static-entry.js");
    const inlined = entry.indexOf("data-identity={`gatsby-global-css`}");
    expectGatsby(inlined !== -1, 'inlines CSS as <style data-href data-identity="gatsby-global-css"> (gatsby/cache-dir/static-entry.js)');
    expectGatsby(entry.includes("data-href={`${__PATH_PREFIX__}/${style.name}`}"), "names an inlined style's file in data-href");
    expectGatsby(inlined < entry.indexOf("apiRunner(`onPreRenderHTML`"), "adds the inlined styles to the head before it runs onPreRenderHTML");
  });

  it("the app's CSS file is named after the app chunk", () => {
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    expectGatsby(/\bapp: /.test(config), 'names the browser build\'s main entry "app" (gatsby/dist/utils/webpack.config.js)');
    expectGatsby(config.includes("filename: `[name].[contenthash].css`"), "names the browser build's CSS files [name].[contenthash].css");
  });
});

describe("the page head", () => {
  it("keeps gatsby-plugin-image's head elements when the tuning is off", () => {
    const head = [<style key="gatsby-image-style" />, <link key="canonical" rel="canonical" href="https://example.org/" />];
    expect(keys(orderHead(head, false))).toEqual(["gatsby-image-style", "canonical"]);
    expect(keys(orderHead(head, true))).toEqual(["canonical"]);
  });
});

describe("the order of each page's CSS", () => {
  it("puts the app's base styles before the page's, where the page's CSS used to follow them in one file", () => {
    const head = [
      <noscript key="no-js-navigation" />,
      <style key="page" data-href="/component---src-pages-index-tsx.1.css" data-identity="gatsby-global-css" />,
      <style key="app" data-href="/app.2.css" data-identity="gatsby-global-css" />,
      <link key="canonical" rel="canonical" href="https://example.org/" />,
    ];
    expect(orderHead(head, true).map((component) => (React.isValidElement(component) ? component.key : component))).toEqual([
      "no-js-navigation",
      "app",
      "page",
      "canonical",
    ]);
  });
});
