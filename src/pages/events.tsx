import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventCard } from "../components/EventCard";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";

export const query = graphql`
  query EventsPage {
    allEventsJson(sort: [{ date: ASC }, { startTime: ASC }]) {
      nodes {
        ...EventCard
      }
    }
  }
`;

export default function EventsPage({ data, location }: PageProps<Queries.EventsPageQuery>) {
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow="Join us" title="Upcoming Events">
        <p>Free, friendly gatherings where you can learn, connect and celebrate with your neighbours.</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={section.cardGrid}>
          {data.allEventsJson.nodes.map((event, index) => (
            <li key={event.jsonId}>
              <EventCard event={event} eager={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Upcoming Events"
      description="Community gatherings, volunteer days and our summer gala: dates, times and places."
      pathname={location.pathname}
    />
  );
}
