import type { GatsbySSR } from "gatsby";
import { pageLanguage } from "./src/node/gatsby/html-lang";
import { orderHead } from "./src/node/gatsby/tuning/head-order";

/** <html lang>: the page's language (src/node/gatsby/html-lang.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, loadPageDataSync, pathname }) => {
  setHtmlAttributes({ lang: pageLanguage(loadPageDataSync(pathname)) });
};

/** The head without gatsby-plugin-image's unused parts, each page's CSS in order (src/node/gatsby/tuning/head-order.tsx). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(orderHead(getHeadComponents()));
};
