import { readFileSync } from "node:fs";
import path from "node:path";
import { TextDecoder, TextEncoder } from "node:util";
import * as React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import { Layout } from "../src/components/Layout";
import { startPage } from "../src/enhance/loader";
import { readData, site } from "./support/fixture";
import { mockSiteSettings } from "./support/site-settings";
import { MAIN_NAV } from "../src/lib/routes";
import { englishPage } from "./support/page-context";

function renderLayout(pathname = "/events/", buildYear = "2026") {
  mockSiteSettings(buildYear);
  return render(
    <Layout pathname={pathname} page={englishPage(pathname)}>
      <h1>Page content</h1>
    </Layout>,
  );
}

/** The markup Gatsby writes at build time (React's server renderer needs the encoders jsdom leaves out). */
function serverHtml(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once the encoders it needs are in place
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
  return renderToString(element);
}

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

function footer() {
  return screen.getByRole("contentinfo");
}

describe("Layout: header", () => {
  it("links the organization's logo and name to the home page", () => {
    renderLayout();
    const home = screen.getByRole("link", { name: site.name });
    expect(home).toHaveAttribute("href", "/");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: site.name })).toBe(home);
  });

  it.each([
    ["About Us", "/about/"],
    ["Mission", "/mission/"],
    ["Events", "/events/"],
    ["Programs", "/programs/"],
    ["Contact", "/contact/"],
  ])("the %s link in the nav goes to %s", (label, href) => {
    renderLayout();
    expect(within(mainNav()).getByRole("link", { name: label })).toHaveAttribute("href", href);
  });

  it("the Donate Now button in the nav goes to /donation/", () => {
    renderLayout();
    expect(within(mainNav()).getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", "/donation/");
  });

  it('marks the current page\'s link with aria-current="page", and only that one', () => {
    renderLayout("/events/");
    const links = within(mainNav()).getAllByRole("link");
    const current = links.filter((link) => link.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent("Events");
  });

  it("marks Programs as the current section on a program's own page", () => {
    renderLayout("/programs/education-support/");
    expect(within(mainNav()).getByRole("link", { name: "Programs" })).toHaveAttribute("aria-current", "true");
  });

  it("has a search form that sends the words to /search/?q= as a plain GET, so it works without JavaScript", () => {
    renderLayout();
    const form = within(screen.getByRole("banner")).getByRole("search", { name: "Site" });
    expect(form).toHaveAttribute("action", "/search/");
    expect(form).toHaveAttribute("method", "get");
    expect(within(form).getByRole("searchbox", { name: "Search the site" })).toHaveAttribute("name", "q");
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("links to the search page, marked as the current page there", () => {
    const { unmount } = renderLayout("/events/");
    expect(within(mainNav()).getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search/");
    expect(within(mainNav()).getByRole("link", { name: "Search" })).not.toHaveAttribute("aria-current");
    unmount();
    renderLayout("/search/");
    expect(within(mainNav()).getByRole("link", { name: "Search" })).toHaveAttribute("aria-current", "page");
  });

  it("puts the page's content in the site search only when the page asks, as its kind", () => {
    mockSiteSettings();
    const { unmount } = render(
      <Layout pathname="/thanks/" page={englishPage("/thanks/")}>
        <h1>Thanks</h1>
      </Layout>,
    );
    expect(screen.getByRole("main")).not.toHaveAttribute("data-pagefind-body");
    unmount();
    render(
      <Layout pathname="/" page={englishPage("/")} indexAs="page" searchTitle="Mental health education in Johns Creek, Georgia">
        <h1>Welcome</h1>
      </Layout>,
    );
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("data-pagefind-body", "");
    expect(main).toHaveAttribute("data-pagefind-filter", "kind:page");
    expect(main).toHaveAttribute("data-pagefind-meta", "title:Mental health education in Johns Creek, Georgia");
    // The header and the footer stay out of it.
    expect(main).not.toContainElement(screen.getByRole("banner"));
    expect(main).not.toContainElement(screen.getByRole("contentinfo"));
  });

  it("offers a skip link to the main content", () => {
    renderLayout();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(within(screen.getByRole("main")).getByRole("heading", { level: 1 })).toHaveTextContent("Page content");
  });
});

describe("Layout: the small-screen menu", () => {
  it("is a native popover of its button, so it works before and without the page's script", () => {
    renderLayout();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("popovertarget", "site-menu");
    expect(button).toHaveAttribute("aria-controls", "site-menu");
    expect(document.getElementById("site-menu")).toHaveAttribute("popover", "auto");
    expect(within(document.getElementById("site-menu") as HTMLElement).getAllByRole("link")).toHaveLength(MAIN_NAV.length);
  });

  it("leaves the expanded state to the browser in the built HTML, where a written one could not follow", () => {
    mockSiteSettings("2026");
    const html = serverHtml(
      <Layout pathname="/events/" page={englishPage("/events/")}>
        <h1>Page content</h1>
      </Layout>,
    );
    // HTML's attribute names ignore case: React 19 writes popoverTarget.
    const button = /<button[^>]*popovertarget="site-menu"[^>]*>/i.exec(html)?.[0] ?? "";
    expect(button).not.toBe("");
    expect(button).not.toContain("aria-expanded");
  });

  describe("with the page's script", () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the stand-in calls it with each element as `this`
    const { matches } = Element.prototype;
    let hidePopover: jest.Mock;
    let wide: { matches: boolean; change?: () => void };
    beforeEach(() => {
      wide = { matches: false };
      Object.defineProperty(window, "matchMedia", {
        configurable: true,
        writable: true,
        value: () => ({
          get matches() {
            return wide.matches;
          },
          addEventListener: (_type: string, listener: () => void) => (wide.change = listener),
          removeEventListener: jest.fn(),
        }),
      });
      hidePopover = jest.fn();
      Object.defineProperty(HTMLElement.prototype, "hidePopover", { configurable: true, value: hidePopover, writable: true });
      jest.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
        return selector === ":popover-open" ? this.hasAttribute("data-test-open") : matches.call(this, selector);
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
      delete (window as Partial<Window>).matchMedia;
    });

    it("closes the menu when the window grows wide enough to show the links in the bar", async () => {
      renderLayout();
      startPage({});
      await waitFor(() => expect(document.documentElement).toHaveAttribute("data-scripts", "ready"));
      const panel = document.getElementById("site-menu") as HTMLElement;
      wide.matches = true;
      wide.change?.();
      expect(hidePopover).not.toHaveBeenCalled();
      panel.setAttribute("data-test-open", "");
      wide.change?.();
      expect(hidePopover.mock.contexts).toEqual([panel]);
    });
  });

  it("where the browser has no popovers, is shown as links under the bar by the stylesheet", () => {
    const css = readFileSync(path.join(__dirname, "../src/components/SiteHeader.module.css"), "utf8");
    const fallback = /@supports not selector\(:popover-open\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    expect(fallback).toMatch(/\.menuButton \{\s*display: none;/);
    expect(fallback).toMatch(/\.panel \{\s*display: block;\s*position: static;/);
  });
});

describe("Layout: footer", () => {
  it("describes the organization", () => {
    renderLayout();
    expect(within(footer()).getByText(site.description)).toBeInTheDocument();
  });

  it("gives the e-mail, telephone and street address from data/site.json", () => {
    renderLayout();
    expect(within(footer()).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(within(footer()).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+17705550142");
    const address = footer().querySelector("address");
    expect(address).toHaveTextContent(site.address.street);
    expect(address).toHaveTextContent(`Johns Creek, GA ${site.address.postalCode}`);
  });

  it.each([
    ["About Us", "/about/"],
    ["Our Mission", "/mission/"],
    ["Programs", "/programs/"],
    ["Events", "/events/"],
  ])("the %s quick link goes to %s", (label, href) => {
    renderLayout();
    const quickLinks = within(footer()).getByRole("navigation", { name: "Quick Links" });
    expect(within(quickLinks).getByRole("link", { name: label })).toHaveAttribute("href", href);
  });

  it("the Make a Donation button goes to /donation/", () => {
    renderLayout();
    expect(within(footer()).getByRole("link", { name: "Make a Donation" })).toHaveAttribute("href", "/donation/");
  });

  it("shows the copyright with the year of the build", () => {
    renderLayout("/", "2031");
    expect(within(footer()).getByText(`© 2031 ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it("offers the crisis line from data/footer.json, with data/crisis-lines.json's links to call and text it and to call 911", () => {
    const { crisis } = readData("footer.json");
    const lines = readData("crisis-lines.json");
    renderLayout();
    const notice = within(footer()).getByText(crisis.heading).closest("p") as HTMLElement;
    expect(within(notice).getByRole("link", { name: `Call ${lines.lifeline.number}` })).toHaveAttribute("href", "tel:988");
    expect(within(notice).getByRole("link", { name: `text ${lines.lifeline.number}` })).toHaveAttribute("href", "sms:988");
    expect(within(notice).getByRole("link", { name: lines.emergencyNumber })).toHaveAttribute("href", "tel:911");
    expect(notice).toHaveTextContent("the Suicide & Crisis Lifeline, any time.");
  });

  it("offers the newsletter sign-up, named by its heading", () => {
    const { newsletter } = readData("footer.json");
    renderLayout();
    const form = within(footer()).getByRole("form", { name: newsletter.heading });
    expect(within(form).getByLabelText("Email address")).toBeRequired();
    expect(within(form).getByRole("button", { name: newsletter.buttonLabel })).toBeInTheDocument();
  });
});
