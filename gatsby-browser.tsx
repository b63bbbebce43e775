import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";

/**
 * Gatsby fetches the code and data of every page linked from the screen as soon as the links are seen. On a
 * phone that is data the visitor may never use, so it is left to the moment a link is pointed at (Gatsby
 * still loads a page on hover) or followed.
 */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;

/**
 * Every page is prerendered, so React only has to attach itself to the HTML. Doing that as a transition lets
 * React pause every few milliseconds, so a tap or a keystroke during start-up is answered at once instead of
 * waiting for one long task.
 */
// (Gatsby's own type for this hook still describes React 17's render function, hence the plain signature.)
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
