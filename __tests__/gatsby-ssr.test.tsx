import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { onPreRenderHTML, onRenderBody } from "../gatsby-ssr";

describe("the page head", () => {
  it("drops gatsby-plugin-image's style and loader script, which <Picture> does not need, and keeps the rest", () => {
    const head = [
      <style key="gatsby-image-style" />,
      <noscript key="gatsby-image-style-noscript" />,
      <script key="gatsby-image-style-script" type="module" />,
      <meta key="theme-color" name="theme-color" content="#0e5e5a" />,
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
    expect(replaced.map((component) => (React.isValidElement(component) ? component.key : component))).toEqual(["theme-color", "canonical", "text"]);
  });
});

describe("the page's <html lang>", () => {
  function htmlAttributes(pageData: { result: Record<string, unknown> } | null): unknown {
    let attributes: unknown = null;
    const args = {
      pathname: "/ko/about/",
      loadPageDataSync: (pathname: string) => (pathname === "/ko/about/" ? pageData : null),
      setHtmlAttributes: (set: unknown) => {
        attributes = set;
      },
    } as unknown as Parameters<NonNullable<GatsbySSR["onRenderBody"]>>[0];
    onRenderBody?.(args, { plugins: [] });
    return attributes;
  }

  it("is the language of the page's context", () => {
    expect(htmlAttributes({ result: { pageContext: { language: "ko" } } })).toEqual({ lang: "ko" });
  });

  it("is English for a page without a language in its context, or without page data", () => {
    expect(htmlAttributes({ result: { pageContext: {} } })).toEqual({ lang: "en" });
    expect(htmlAttributes({ result: {} })).toEqual({ lang: "en" });
    expect(htmlAttributes(null)).toEqual({ lang: "en" });
  });
});

describe("the shell `gatsby develop` renders", () => {
  it("is English, and renders: develop gives no page data to read a language from", () => {
    let attributes: unknown = null;
    // What the develop server's HTML stage passes (gatsby/cache-dir/develop-static-entry.js): no loadPageDataSync.
    const args = {
      pathname: "/",
      setHtmlAttributes: (set: unknown) => {
        attributes = set;
      },
    } as unknown as Parameters<NonNullable<GatsbySSR["onRenderBody"]>>[0];
    onRenderBody?.(args, { plugins: [] });
    expect(attributes).toEqual({ lang: "en" });
  });
});
