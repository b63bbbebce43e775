import * as React from "react";
import { Link } from "gatsby";
import { Icon } from "./Icon";
import { eventPath, ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
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
  /** The page's language, whose Events page it links to; the event's `lang` is "en" while it is not translated. */
  language?: string;
  lang?: string | undefined;
}

/** The soonest upcoming event, on the home page: what, when and where, with a link to its card on /events/. */
export function NextEvent({ event, heading, allEventsLabel, language = "en", lang }: NextEventProps) {
  return (
    <section className={styles.next} aria-labelledby="next-event">
      <span className={styles.iconWrap}>
        <Icon name="calendar" />
      </span>
      <div className={styles.text}>
        <h2 id="next-event" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.title} lang={lang}>
          <Link to={inLanguage(eventPath(event.jsonId), language)}>{event.title}</Link>
        </p>
        <p className={styles.facts}>
          <time dateTime={event.startsAt}>{event.dateText}</time> · {event.timeText} · {event.location.name}
        </p>
      </div>
      <Link to={inLanguage(ROUTES.events, language)} className={styles.all}>
        {allEventsLabel}
      </Link>
    </section>
  );
}
