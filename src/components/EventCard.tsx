import * as React from "react";
import { graphql } from "gatsby";
import { imageOf } from "../lib/image";
import { eventAnchor } from "../lib/routes";
import { Icon } from "./Icon";
import { Picture } from "./Picture";
import { fillTemplate } from "../lib/templates";
import type { Labels } from "../content/page-context";
import * as styles from "./EventCard.module.css";

export const query = graphql`
  fragment EventCard on EventsJson {
    lang
    jsonId
    title
    dateText
    timeText
    startsAt
    endsAt
    description
    location {
      name
      address {
        locality
        region
      }
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          outputPixelDensities: [0.5, 1, 1.5, 2]
          aspectRatio: 1.5
          sizes: "(min-width: 1080px) 22rem, (min-width: 700px) 45vw, 92vw"
        )
      }
    }
  }
`;

interface EventCardProps {
  event: Queries.EventCardFragment;
  /** The first card on the page is in view at once, so its image is not deferred. */
  priority?: boolean;
  /** An event that has ended: shown quieter, under its own heading, and with nothing to add to a calendar. */
  past?: boolean;
  /** The card's small words (data/labels.json), in the page's language. */
  labels: Labels["cards"];
}

export function EventCard({ event, priority = false, past = false, labels }: EventCardProps) {
  const Title = past ? "h3" : "h2";
  const anchor = eventAnchor(event.jsonId);
  const descriptionId = `${anchor}-description`;

  const { location } = event;
  return (
    // The description is clamped to three lines, and Read more, a native disclosure, shows the rest: the
    // stylesheet lifts the clamp while it is open. Where the description fits in three lines, the page's script
    // takes Read more away (data-clamp-card, src/enhance/loader.ts).
    <article id={anchor} className={past ? `${styles.card} ${styles.past}` : styles.card} aria-labelledby={`${anchor}-title`} data-clamp-card="">
      <Picture image={imageOf(event.image, `the event "${event.title}"`)} alt={event.imageAlt} className={styles.image} priority={priority} />
      <div className={styles.body}>
        <Title id={`${anchor}-title`} className={styles.title}>
          {event.title}
        </Title>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Icon name="calendar" className={styles.icon} />
              <span className="visually-hidden">{labels.date}</span>
            </dt>
            <dd>
              <time dateTime={event.startsAt}>{event.dateText}</time>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Icon name="clock" className={styles.icon} />
              <span className="visually-hidden">{labels.time}</span>
            </dt>
            <dd>{event.timeText}</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Icon name="pin" className={styles.icon} />
              <span className="visually-hidden">{labels.location}</span>
            </dt>
            <dd>
              {location.name}, {location.address.locality}, {location.address.region}
            </dd>
          </div>
        </dl>
        <p id={descriptionId} className={`${styles.description} ${styles.clamped}`} data-clamp="">
          {event.description}
        </p>
        <div className={styles.actions}>
          {/* Its summary is announced with its expanded state; the words follow that state in CSS alone. */}
          <details className={styles.more} data-clamp-toggle="">
            <summary className={styles.moreLabel} aria-controls={descriptionId}>
              <span className={styles.readMore}>{labels.readMore}</span>
              <span className={styles.showLess}>{labels.showLess}</span>
              <span className="visually-hidden"> {fillTemplate(labels.about, { name: event.title })}</span>
            </summary>
          </details>
          {past ? null : (
            <a className={styles.calendar} href={`/events/${event.jsonId}.ics`} download>
              <Icon name="calendar" className={styles.calendarIcon} />
              {labels.addToCalendar}
              <span className="visually-hidden"> ({event.title})</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
