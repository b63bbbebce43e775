import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventCard } from "../components/EventCard";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { JsonLd, Seo } from "../components/Seo";
import { required } from "../lib/required";
import { eventJsonLd } from "../lib/structured-data";
import * as section from "../components/Section.module.css";

export const query = graphql`
  query EventsPage {
    eventsPageJson {
      eyebrow
      title
      intro
      seo {
        title
        description
      }
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

export default function EventsPage({ data, location }: PageProps<Queries.EventsPageQuery>) {
  const page = required(data.eventsPageJson, "data/pages/events.json");
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={section.cardGrid}>
          {data.allEventsJson.nodes.map((event, index) => (
            <li key={event.jsonId}>
              <EventCard event={event} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.EventsPageQuery>) {
  const site = required(data.siteJson, "data/site.json");
  const { seo } = required(data.eventsPageJson, "data/pages/events.json");
  const events = data.allEventsJson.nodes.map((event) =>
    eventJsonLd({ ...event, imageSrc: event.image.childImageSharp?.schemaImage?.src ?? "/icon.png" }, site),
  );
  return (
    <Seo title={seo.title} description={seo.description} pathname={location.pathname}>
      <JsonLd data={events} />
    </Seo>
  );
}
