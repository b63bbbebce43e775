import type { GatsbySSR } from "gatsby";
import { pageLanguage } from "./src/node/gatsby/html-lang";
import { orderHead } from "./src/node/gatsby/tuning/head-order";

/**
 * <html lang>: the page's language (src/node/gatsby/html-lang.ts). `gatsby develop` renders one shell for every
 * page without the pages' data, and gives no loadPageDataSync: its shell is English.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, loadPageDataSync, pathname }) => {
  const develop = (loadPageDataSync as typeof loadPageDataSync | undefined) === undefined;
  setHtmlAttributes({ lang: develop ? "en" : pageLanguage(loadPageDataSync(pathname)) });
};

/** The head without gatsby-plugin-image's unused parts, each page's CSS in order (src/node/gatsby/tuning/head-order.tsx). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(orderHead(getHeadComponents()));
};
