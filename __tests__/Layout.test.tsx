import * as React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Layout } from "../src/components/Layout";
import { readData, site } from "./support/data";
import { mockSiteSettings } from "./support/site-settings";

function renderLayout(pathname = "/events/", buildYear = "2026") {
  mockSiteSettings(buildYear);
  return render(
    <Layout pathname={pathname}>
      <h1>Page content</h1>
    </Layout>,
  );
}

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

function footer() {
  return screen.getByRole("contentinfo");
}

describe("Layout: header", () => {
  it("links the organisation's logo and name to the home page", () => {
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

  it("offers a skip link to the main content", () => {
    renderLayout();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(within(screen.getByRole("main")).getByRole("heading", { level: 1 })).toHaveTextContent("Page content");
  });
});

describe("Layout: the small-screen menu", () => {
  it("opens and closes with its button, saying so through aria-expanded", () => {
    renderLayout();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "site-menu");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("site-menu")).toHaveAttribute("data-open", "true");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the button", () => {
    renderLayout();
    const button = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(button);
    within(mainNav()).getByRole("link", { name: "About Us" }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when the visitor clicks outside it", () => {
    renderLayout();
    const button = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("main"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Layout: footer", () => {
  it("describes the organisation", () => {
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

  it("offers the crisis line from data/footer.json, with links to call and text it and to call 911", () => {
    const { crisis } = readData<{ crisis: { heading: string; lifelineNumber: string; emergencyNumber: string } }>("footer.json");
    renderLayout();
    const notice = within(footer()).getByText(crisis.heading).closest("p") as HTMLElement;
    expect(within(notice).getByRole("link", { name: `Call ${crisis.lifelineNumber}` })).toHaveAttribute("href", "tel:988");
    expect(within(notice).getByRole("link", { name: `text ${crisis.lifelineNumber}` })).toHaveAttribute("href", "sms:988");
    expect(within(notice).getByRole("link", { name: crisis.emergencyNumber })).toHaveAttribute("href", "tel:911");
    expect(notice).toHaveTextContent("the Suicide & Crisis Lifeline, any time.");
  });

  it("offers the newsletter sign-up, named by its heading", () => {
    const { newsletter } = readData<{ newsletter: { heading: string; buttonLabel: string } }>("footer.json");
    renderLayout();
    const form = within(footer()).getByRole("form", { name: newsletter.heading });
    expect(within(form).getByLabelText("Email address")).toBeRequired();
    expect(within(form).getByRole("button", { name: newsletter.buttonLabel })).toBeInTheDocument();
  });
});
