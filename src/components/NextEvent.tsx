import * as React from "react";
import { Link } from "gatsby";
import { Icon } from "./Icon";
import { eventPath, ROUTES } from "../lib/routes";
import * as styles from "./NextEvent.module.css";

interface NextEventProps {
  event: {
    jsonId: string;
    title: string;
    dateText: string;
    timeText: string;
    startsAt: string;
    location: { name: string };
  };
  heading: string;
  allEventsLabel: string;
}

/** The soonest upcoming event, on the home page: what, when and where, with a link to its card on /events/. */
export function NextEvent({ event, heading, allEventsLabel }: NextEventProps) {
  return (
    <section className={styles.next} aria-labelledby="next-event">
      <span className={styles.iconWrap}>
        <Icon name="calendar" />
      </span>
      <div className={styles.text}>
        <h2 id="next-event" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.title}>
          <Link to={eventPath(event.jsonId)}>{event.title}</Link>
        </p>
        <p className={styles.facts}>
          <time dateTime={event.startsAt}>{event.dateText}</time> · {event.timeText} · {event.location.name}
        </p>
      </div>
      <Link to={ROUTES.events} className={styles.all}>
        {allEventsLabel}
      </Link>
    </section>
  );
}
