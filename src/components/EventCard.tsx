import * as React from "react";
import { graphql } from "gatsby";
import { imageOf } from "../lib/image";
import { Icon } from "./Icon";
import { Picture } from "./Picture";
import * as styles from "./EventCard.module.css";

export const query = graphql`
  fragment EventCard on EventsJson {
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
        gatsbyImageData(width: 640, outputPixelDensities: [0.5, 1, 1.5, 2], aspectRatio: 1.5, sizes: "(min-width: 1080px) 22rem, (min-width: 700px) 45vw, 92vw")
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
}

export function EventCard({ event, priority = false, past = false }: EventCardProps) {
  const Title = past ? "h3" : "h2";
  const [expanded, setExpanded] = React.useState(false);
  const [overflows, setOverflows] = React.useState(true);
  const description = React.useRef<HTMLParagraphElement>(null);
  const descriptionId = `event-${event.jsonId}-description`;

  // The description is clamped to three lines; Read more only stays when there is more to read.
  React.useEffect(() => {
    const element = description.current;
    if (element) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, []);

  const { location } = event;
  return (
    <article
      id={`event-${event.jsonId}`}
      className={past ? `${styles.card} ${styles.past}` : styles.card}
      aria-labelledby={`event-${event.jsonId}-title`}>
      <Picture
        image={imageOf(event.image, `the event "${event.title}"`)}
        alt={event.imageAlt}
        className={styles.image}
        priority={priority}
      />
      <div className={styles.body}>
        <Title id={`event-${event.jsonId}-title`} className={styles.title}>
          {event.title}
        </Title>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Icon name="calendar" className={styles.icon} />
              <span className="visually-hidden">Date</span>
            </dt>
            <dd>
              <time dateTime={event.startsAt}>{event.dateText}</time>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Icon name="clock" className={styles.icon} />
              <span className="visually-hidden">Time</span>
            </dt>
            <dd>{event.timeText}</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Icon name="pin" className={styles.icon} />
              <span className="visually-hidden">Location</span>
            </dt>
            <dd>
              {location.name}, {location.address.locality}, {location.address.region}
            </dd>
          </div>
        </dl>
        <p
          ref={description}
          id={descriptionId}
          className={expanded ? styles.description : `${styles.description} ${styles.clamped}`}
        >
          {event.description}
        </p>
        <div className={styles.actions}>
          {overflows || expanded ? (
            <button
              type="button"
              className={styles.more}
              aria-expanded={expanded}
              aria-controls={descriptionId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? "Show less" : "Read more"}
              <span className="visually-hidden"> about {event.title}</span>
            </button>
          ) : null}
          {past ? null : (
            <a className={styles.calendar} href={`/events/${event.jsonId}.ics`} download>
              <Icon name="calendar" className={styles.calendarIcon} />
              Add to calendar<span className="visually-hidden"> ({event.title})</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
