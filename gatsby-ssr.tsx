import * as React from "react";
import type { GatsbySSR } from "gatsby";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // Without JavaScript the menu button cannot open the menu, so the links are simply shown.
  setHeadComponents([
    <noscript key="no-js-navigation">
      <style>
        {
          "[data-menu-button]{display:none!important}" +
            "[data-menu-panel]{display:block!important;position:static!important;padding:0!important;border:0!important;box-shadow:none!important}" +
            "[data-menu-panel] ul{flex-direction:row!important;flex-wrap:wrap}" +
            "[data-menu-panel] a{border:0!important}"
        }
      </style>
    </noscript>,
  ]);
};
