import type { GatsbySSR } from "gatsby";
import { orderHead } from "./src/node/gatsby/tuning/head-order";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};

/** The head without gatsby-plugin-image's unused parts, each page's CSS in order (src/node/gatsby/tuning/head-order.tsx). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(orderHead(getHeadComponents()));
};
