import * as React from "react";
import { tuningOn } from "./switches";

/**
 * Tunings "image-head" and "css-per-page" (the order of each page's CSS): Gatsby's head, edited before it is
 * rendered (onPreRenderHTML in gatsby-ssr.tsx).
 *
 * Relies on, as of Gatsby 5.16.1 and gatsby-plugin-image 3.16.0 (guarded by __tests__/tuning/head-order.test.tsx,
 * checklist in docs/upgrading-gatsby.md):
 * - gatsby-plugin-image's onRenderBody adds exactly three head elements, keyed gatsby-image-style,
 *   gatsby-image-style-noscript and gatsby-image-style-script;
 * - Gatsby (gatsby/cache-dir/static-entry.js) inlines each CSS file of the page as
 *   `<style data-href="/<file>" data-identity="gatsby-global-css">`, and does so before it runs onPreRenderHTML;
 * - the app's CSS file is named after its chunk, "app" ([name].[contenthash].css).
 */

/**
 * gatsby-plugin-image adds a stylesheet, a noscript style and a loader script to every page for its
 * <GatsbyImage> component. The site draws its images with the plain <Picture> component instead (no script,
 * no fade-in), so those head elements would only be bytes and a hash in the security policy.
 */
export const GATSBY_IMAGE_HEAD_KEYS = ["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"];

/**
 * Each page inlines its own CSS (webpack-css.ts): the app's (the design tokens and base styles
 * of src/styles/) and its template's. The app's goes first, as it did when all the site's CSS was one file, so
 * that a component's rules still follow the base rules they refine.
 */
export function isAppStyle(component: React.ReactNode): boolean {
  if (!React.isValidElement<{ "data-href"?: string }>(component)) return false;
  return /^\/app[.-]/.test(component.props["data-href"] ?? "");
}

export function isPageStyle(component: React.ReactNode): boolean {
  return React.isValidElement<{ "data-identity"?: string }>(component) && component.props["data-identity"] === "gatsby-global-css";
}

export function orderHead(components: readonly React.ReactNode[], dropImageHead = tuningOn("image-head")): React.ReactNode[] {
  const kept = components.filter((component) => {
    if (!dropImageHead) return true;
    const key = React.isValidElement(component) ? component.key : null;
    return !(typeof key === "string" && GATSBY_IMAGE_HEAD_KEYS.includes(key));
  });
  const first = kept.findIndex(isPageStyle);
  if (first === -1) return kept;
  const styles = kept.filter(isPageStyle);
  const ordered = [...styles.filter(isAppStyle), ...styles.filter((style) => !isAppStyle(style))];
  const others = kept.filter((component) => !isPageStyle(component));
  return [...others.slice(0, first), ...ordered, ...others.slice(first)];
}
