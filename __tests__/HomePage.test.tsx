import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import HomePage from "../src/pages/index";
import { eventFragment, events, fakeImage, guideFragment, guides, programs, readData, site } from "./support/fixture";
import { mockSiteSettings } from "./support/site-settings";
import { englishPage } from "./support/page-context";

const home = readData<Omit<NonNullable<Queries.HomePageQuery["homePageJson"]>, "heroImage">>("pages/home.json");

function homeData(impact: Queries.ImpactStatFragment[], now = "2024-06-01T12:00:00-04:00"): Queries.HomePageQuery {
  return {
    buildClock: { now },
    allEventsJson: { nodes: events.map(eventFragment) },
    siteJson: { mission: site.mission },
    homePageJson: { ...home, seo: { title: home.seo.title, description: null }, heroImage: fakeImage() },
    allProgramsJson: {
      nodes: programs.map((program) => ({
        jsonId: program.id,
        lang: null,
        name: program.name,
        summary: program.summary,
        icon: program.icon,
        path: `/programs/${program.id}/`,
      })),
    },
    allImpactJson: { nodes: impact },
    newestGuides: { nodes: guides.slice(0, 3).map(guideFragment) },
    resourcesPageJson: readData<NonNullable<Queries.HomePageQuery["resourcesPageJson"]>>("pages/resources.json"),
  };
}

function renderHome(impact: Queries.ImpactStatFragment[] = [], now?: string) {
  mockSiteSettings();
  const props = { data: homeData(impact, now), location: { pathname: "/" }, pageContext: englishPage("/") } as unknown as React.ComponentProps<
    typeof HomePage
  >;
  return render(<HomePage {...props} />);
}

describe("Home page", () => {
  it("welcomes visitors with the mission statement", () => {
    renderHome();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome" })).toBeInTheDocument();
    expect(screen.getByText(site.mission)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: home.heroImageAlt })).toBeInTheDocument();
  });

  it("has Donate Now and Our Programs buttons", () => {
    renderHome();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", "/donation/");
    expect(within(main).getByRole("link", { name: "Our Programs" })).toHaveAttribute("href", "/programs/");
  });

  it("shows Our Impact with its tagline and no grid while there are no figures", () => {
    renderHome([]);
    const impact = screen.getByRole("region", { name: "Our Impact" });
    expect(within(impact).getByText(home.impactTagline)).toBeInTheDocument();
    expect(within(impact).queryByRole("list")).not.toBeInTheDocument();
  });

  it("fills the Our Impact grid when data/impact.json has figures", () => {
    renderHome([
      { jsonId: "students", value: "1,200", label: "students reached" },
      { jsonId: "volunteers", value: "85", label: "trained volunteers" },
    ]);
    const impact = screen.getByRole("region", { name: "Our Impact" });
    const items = within(impact).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("1,200students reached");
  });

  it("shows the next upcoming event, soonest first, linked to its card on the Events page", () => {
    const upcoming = events.filter((event) => event.date > "2024-04-01").sort((a, b) => a.date.localeCompare(b.date));
    const next = upcoming[0];
    if (!next) throw new Error("no event after April 1, 2024 in data/events/");
    renderHome([], "2024-04-01T00:00:00-04:00");
    const panel = screen.getByRole("region", { name: home.nextEventHeading });
    expect(within(panel).getByRole("link", { name: next.title })).toHaveAttribute("href", `/events/#event-${next.id}`);
    expect(within(panel).getByRole("link", { name: home.nextEventLinkLabel })).toHaveAttribute("href", "/events/");
  });

  it("shows no next event when every event has ended", () => {
    renderHome([], "2099-01-01T00:00:00Z");
    expect(screen.queryByRole("region", { name: home.nextEventHeading })).not.toBeInTheDocument();
  });

  it("links each program to its own page", () => {
    renderHome();
    for (const program of programs) {
      expect(screen.getByRole("link", { name: new RegExp(program.name) })).toHaveAttribute("href", `/programs/${program.id}/`);
    }
  });

  it("shows the three newest guides, each linked to its page, and a link to every guide", () => {
    renderHome();
    const section = screen.getByRole("region", { name: home.guidesHeading });
    const titles = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(guides.slice(0, 3).map((guide) => guide.title));
    for (const guide of guides.slice(0, 3)) {
      expect(within(section).getByRole("link", { name: guide.title })).toHaveAttribute("href", `/resources/${guide.id}/`);
    }
    expect(within(section).getByRole("link", { name: home.guidesLinkLabel })).toHaveAttribute("href", "/resources/");
  });
});
