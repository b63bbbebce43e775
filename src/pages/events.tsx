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
import * as styles from "./events.module.css";

export const query = graphql`
  query EventsPage {
    eventsPageJson {
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
    allEventsJson(sort: [{ date: ASC }, { startTime: ASC }]) {
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
    siteJson {
      ...OrganisationFacts
    }
  }
`;

/** Upcoming events first, soonest first; past ones after them, most recent first (split when the site is built). */
export default function EventsPage({ data, location }: PageProps<Queries.EventsPageQuery>) {
  const page = required(data.eventsPageJson, "data/pages/events.json");
  const site = required(data.siteJson, "data/site.json");
  const footer = useFooterTexts();
  const { upcoming, past } = splitEvents(data.allEventsJson.nodes, required(data.buildClock, "the build clock").now);
  return (
    <Layout pathname={location.pathname} footerNewsletter={upcoming.length > 0} indexAs="page">
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        {upcoming.length > 0 ? (
          <ul id="upcoming-events" className={section.cardGrid}>
            {upcoming.map((event, index) => (
              <li key={event.jsonId}>
                <EventCard event={event} priority={index === 0} />
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
              <li key={event.jsonId}>
                <EventCard event={event} past />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.EventsPageQuery>) {
  const site = required(data.siteJson, "data/site.json");
  const { seo } = required(data.eventsPageJson, "data/pages/events.json");
  // Past events are described too, with their real dates: schema.org's EventScheduled means "takes or took place
  // as scheduled", and the dates say which.
  const events = data.allEventsJson.nodes.map((event) =>
    eventJsonLd({ ...event, imageSrc: event.image.childImageSharp?.schemaImage?.src ?? "/icon.png" }, site),
  );
  return (
    <Seo title={seo.title} description={seo.description} pathname={location.pathname}>
      <JsonLd data={events} />
    </Seo>
  );
}
