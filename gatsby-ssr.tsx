import * as React from "react";
import type { GatsbySSR } from "gatsby";

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

/**
 * gatsby-plugin-image adds a stylesheet, a noscript style and a loader script to every page for its
 * <GatsbyImage> component. The site draws its images with the plain <Picture> component instead (no script,
 * no fade-in), so those head elements would only be bytes and a hash in the security policy.
 */
const GATSBY_IMAGE_HEAD_KEYS = ["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"];

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const kept = getHeadComponents().filter((component) => {
    const key = React.isValidElement(component) ? component.key : null;
    return !(typeof key === "string" && GATSBY_IMAGE_HEAD_KEYS.includes(key));
  });
  replaceHeadComponents(kept);
};
