import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import EventsPage from "../src/pages/events";
import { ROUTES } from "../src/lib/routes";
import { filesOfRoute } from "../src/content/registry";
import type { DataFiles, EventItem } from "../src/content/shapes";
import { wholeSiteLanguages } from "../src/content/translations";
import { inLanguageOf, inLanguages, languagesWith } from "../src/node/gatsby/translated-pages";
import { NOTHING_UPCOMING_NOW, TEST_NOW } from "../harness/clocks";
import { DATA_DIR } from "../harness/content";
import { contentIn } from "./support/content";

/**
 * The Events page as data/ has it, in English and in every language it is translated into, with each language's
 * page context as the build makes it: when nothing is upcoming (as on NOTHING_UPCOMING_NOW, a day after the last
 * event) it says so in the page's words and offers the newsletter in place of the footer's, above every past
 * event; while an event is upcoming (TEST_NOW) it lists it and leaves the sign-up to the footer.
 */

const content = contentIn(DATA_DIR);
const languages = languagesWith(filesOfRoute(ROUTES.events) ?? []);

function inLanguage<T extends object>(file: string, language: string): T {
  const read = inLanguageOf<T>(file, language, DATA_DIR);
  if (!read) throw new Error(`data/${file} is missing`);
  return read.value;
}

type EventsTexts = NonNullable<Queries.EventsPageQuery["eventsPageJson"]>;
type Footer = DataFiles["footer.json"];

/** Answers the Layout's static queries with data/'s site, footer and home page texts in every language. */
function mockStaticQueries(): void {
  const every = ["en", ...languages.filter((language) => language !== "en")];
  jest.mocked(useStaticQuery).mockReturnValue({
    allSiteJson: { nodes: every.map((language) => ({ ...inLanguage<DataFiles["site.json"]>("site.json", language), language })) },
    siteJson: { contactFormEndpoint: "/" },
    allFooterJson: { nodes: every.map((language) => ({ ...inLanguage<Footer>("footer.json", language), language, lang: null })) },
    buildClock: { year: "2026" },
    allHomePageJson: { nodes: every.map((language) => ({ language, heroImageAlt: "" })) },
    homePageJson: { heroImage: { childImageSharp: { shareImage: { src: "/static/share.jpg", width: 1200, height: 630 } } } },
  });
}

/** The page's data as its query returns it in `language`, as on `now`. */
function pageData(language: string, now: string): Queries.EventsPageQuery {
  const events = content.events.map((event) => ({ ...inLanguage<EventItem>(`events/${event.id}.json`, language), id: event.id }));
  return {
    eventsPageJson: inLanguage<EventsTexts>("pages/events.json", language),
    buildClock: { now },
    allEventsJson: {
      nodes: events.map((event) => {
        const card = content.eventFragment(event);
        return {
          ...card,
          location: { ...card.location, address: { ...card.location.address, street: "", postalCode: "", country: "US" } },
          image: { childImageSharp: { ...card.image.childImageSharp, schemaImage: null } },
        };
      }),
    },
    siteJson: { ...content.site, sameAs: null } as unknown as Queries.EventsPageQuery["siteJson"],
  } as Queries.EventsPageQuery;
}

function renderEvents(language: string, now: string) {
  mockStaticQueries();
  const [page] = inLanguages(ROUTES.events, [language], {}, DATA_DIR);
  if (!page) throw new Error(`no Events page in ${language}`);
  const props = { data: pageData(language, now), location: { pathname: page.path }, pageContext: page.context };
  render(<EventsPage {...(props as unknown as React.ComponentProps<typeof EventsPage>)} />);
  return {
    texts: inLanguage<EventsTexts>("pages/events.json", language),
    footer: inLanguage<Footer>("footer.json", language),
    titles: content.events.map((event) => inLanguage<EventItem>(`events/${event.id}.json`, language).title),
  };
}

it("is translated into every language the whole site is in", () => {
  expect(languages).toEqual(expect.arrayContaining(["en", ...wholeSiteLanguages(DATA_DIR)]));
  expect(languages.length).toBeGreaterThan(1);
});

describe.each(languages)("the Events page in %s", (language) => {
  it("says kindly that nothing is upcoming, offers the newsletter in place of the footer's, and lists every past event", () => {
    const { texts, footer, titles } = renderEvents(language, NOTHING_UPCOMING_NOW);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(texts.title);
    const main = screen.getByRole("main");
    const empty = within(main).getByRole("region", { name: texts.emptyHeading });
    expect(within(empty).getByText(texts.emptyText)).toBeInTheDocument();
    expect(within(empty).getByRole("button", { name: footer.newsletter.buttonLabel })).toBeInTheDocument();
    const form = empty.querySelector("form");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("data-netlify-honeypot", "bot-field");
    // The footer does not repeat the sign-up the page already shows.
    expect(screen.getAllByRole("button", { name: footer.newsletter.buttonLabel })).toHaveLength(1);
    expect(within(screen.getByRole("contentinfo")).queryByRole("heading", { name: footer.newsletter.heading })).not.toBeInTheDocument();
    // Every event is past, the most recent first.
    const past = within(main).getByRole("region", { name: texts.pastHeading });
    expect(
      within(past)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([...titles].reverse());
  });

  it("lists the upcoming event and leaves the sign-up to the footer while one is upcoming", () => {
    const { texts, footer, titles } = renderEvents(language, TEST_NOW);
    const main = screen.getByRole("main");
    expect(within(main).queryByRole("region", { name: texts.emptyHeading })).not.toBeInTheDocument();
    expect(within(main).queryByRole("button", { name: footer.newsletter.buttonLabel })).not.toBeInTheDocument();
    expect(within(screen.getByRole("contentinfo")).getByRole("button", { name: footer.newsletter.buttonLabel })).toBeInTheDocument();
    // The last event is upcoming as on TEST_NOW (harness/clocks.ts).
    const upcoming = main.querySelector<HTMLElement>("#upcoming-events");
    expect(upcoming).not.toBeNull();
    expect(
      within(upcoming ?? main)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(titles.slice(-1));
  });
});
