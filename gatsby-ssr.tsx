import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { orderHead } from "./src/node/gatsby/tuning/head-order";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The menu is a native popover that works without JavaScript. Only a browser that knows no popovers and runs
  // no script could not open it, so there the links are simply shown.
  setHeadComponents([
    <noscript key="no-js-navigation">
      <style>
        {"@supports not selector(:popover-open){" +
          "[data-menu-button]{display:none!important}" +
          "[data-menu-panel]{display:block!important;position:static!important;padding:0!important;border:0!important;box-shadow:none!important}" +
          "[data-menu-panel] ul{flex-direction:row!important;flex-wrap:wrap}" +
          "[data-menu-panel] a{border:0!important}" +
          "}"}
      </style>
    </noscript>,
  ]);
};

/** The head without gatsby-plugin-image's unused parts, each page's CSS in order (src/node/gatsby/tuning/head-order.tsx). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(orderHead(getHeadComponents()));
};
