import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { EventCard } from "../components/EventCard";
import { NewsletterForm } from "../components/NewsletterForm";
import { JsonLd, Seo } from "../components/Seo";
import { useFooterTexts } from "../hooks/useFooterTexts";
import { splitEvents } from "../lib/event-schedule";
import { required } from "../lib/required";
import { eventJsonLd } from "../lib/event-structured-data";
import * as section from "../components/Section.module.css";
import type { TranslatedPageContext } from "../content/page-context";

import * as styles from "./events.module.css";

export const query = graphql`
  query EventsPage($language: String!) {
    eventsPageJson(language: { eq: $language }) {
      eyebrow
      title
      intro
      emptyHeading
      emptyText
      pastHeading
      seo {
        title
        description
      }
    }
    buildClock {
      now
    }
    allEventsJson(filter: { language: { eq: $language } }, sort: [{ date: ASC }, { startTime: ASC }]) {
      nodes {
        ...EventCard
        location {
          address {
            street
            postalCode
            country
          }
        }
        image {
          childImageSharp {
            schemaImage: resize(width: 1200, toFormat: JPG, quality: 80) {
              src
            }
          }
        }
      }
    }
    siteJson(language: { eq: $language }) {
      ...OrganizationFacts
    }
  }
`;

/** Upcoming events first, soonest first; past ones after them, most recent first (split when the site is built). */
type Data = Queries.EventsPageQuery;

function contentOf(data: Data) {
  return required(data.eventsPageJson, "data/pages/events.json");
}

export default function EventsPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const page = contentOf(data);
  const site = required(data.siteJson, "data/site.json");
  const footer = useFooterTexts(pageContext.language);
  const { upcoming, past } = splitEvents(data.allEventsJson.nodes, required(data.buildClock, "the build clock").now);
  return (
    <Layout pathname={location.pathname} footerNewsletter={upcoming.length > 0} indexAs="page" page={pageContext}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        {upcoming.length > 0 ? (
          <ul id="upcoming-events" className={section.cardGrid}>
            {upcoming.map((event, index) => (
              <li key={event.jsonId} lang={event.lang ?? undefined}>
                <EventCard event={event} priority={index === 0} labels={pageContext.labels.cards} />
              </li>
            ))}
          </ul>
        ) : (
          <section className={styles.empty} aria-labelledby="no-upcoming">
            <div className={styles.emptyText}>
              <h2 id="no-upcoming" className={styles.emptyHeading}>
                {page.emptyHeading}
              </h2>
              <p>{page.emptyText}</p>
            </div>
            <NewsletterForm
              id="events-newsletter"
              headingId="no-upcoming"
              endpoint={footer.formEndpoint}
              email={site.email}
              texts={footer.newsletter}
              language={pageContext.language}
              labels={pageContext.labels.forms}
            />
          </section>
        )}
      </div>
      {past.length > 0 ? (
        <section className={`${section.container} ${section.section}`} aria-labelledby="past-events">
          <h2 id="past-events" className={styles.pastHeading}>
            {page.pastHeading}
          </h2>
          <ul className={section.cardGrid}>
            {past.map((event) => (
              <li key={event.jsonId} lang={event.lang ?? undefined}>
                <EventCard event={event} past labels={pageContext.labels.cards} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const site = required(data.siteJson, "data/site.json");
  const { seo } = contentOf(data);
  // Past events are described too, with their real dates: schema.org's EventScheduled means "takes or took place
  // as scheduled", and the dates say which.
  const events = data.allEventsJson.nodes.map((event) =>
    eventJsonLd(
      { ...event, imageSrc: event.image.childImageSharp?.schemaImage?.src ?? "/icon.png", inLanguage: event.lang ?? pageContext.language },
      site,
    ),
  );
  return (
    <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext}>
      <JsonLd data={events} />
    </Seo>
  );
}
