import { TextDecoder, TextEncoder } from "node:util";
import * as React from "react";
import { Seo } from "../src/components/Seo";
import { site } from "./support/fixture";
import { mockSiteSettings } from "./support/site-settings";

/**
 * The head as Gatsby writes it at build time: rendered to a string (React 19 would move a <title>, <meta> or
 * <link> rendered in the browser into the document's own head), read into an element to query.
 */
function head(props: React.ComponentProps<typeof Seo>) {
  mockSiteSettings();
  // React's server renderer needs the encoders jsdom leaves out.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Seo {...props} />);
  return container;
}

describe("Seo", () => {
  it("titles a page with its own name and the organization's", () => {
    const container = head({ title: "Upcoming Events", pathname: "/events/" });
    expect(container.querySelector("title")).toHaveTextContent(`Upcoming Events | ${site.name}`);
  });

  it("points the canonical URL at the site's address from data/site.json", () => {
    const container = head({ title: "About Us", pathname: "/about/" });
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/about/`);
  });

  it("falls back to the organization's description", () => {
    const container = head({ title: "About Us", pathname: "/about/" });
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute("content", site.description);
  });

  it("lets a step page name the page it follows from as the one to list", () => {
    const container = head({ title: "Message sent", pathname: "/contact/thanks/", canonicalPath: "/contact/" });
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/contact/`);
    expect(container.querySelector('meta[property="og:url"]')).toHaveAttribute("content", `${site.siteUrl}/contact/`);
  });

  it("gives the not-found page no address of its own, and never blocks indexing", () => {
    const container = head({ title: "Page not found", pathname: "/missing/", canonicalPath: null });
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
    expect(container.querySelector('meta[property="og:url"]')).toBeNull();
    expect(container.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("names the icons", () => {
    const container = head({ title: "About Us", pathname: "/about/" });
    expect(container.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    expect(container.querySelector('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  });
});
