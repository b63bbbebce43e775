import * as React from "react";
import { Link } from "gatsby";
import { audiencePath, ROUTES, topicPath } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import * as styles from "./GuideFilters.module.css";

interface GuideFiltersProps {
  texts: {
    topicsHeading: string;
    audiencesHeading: string;
    allGuidesLabel: string;
    topics: readonly { id: string; label: string }[];
    audiences: readonly { id: string; label: string }[];
  };
  /** The page being shown, whose link is marked as current. */
  pathname: string;
  /** The page's language, whose library pages the links open. */
  language?: string;
  /** What screen readers call the links (data/labels.json), in the page's language. */
  label: string;
}

/**
 * Ways to narrow the library: a link to every topic's page and every audience's page. Plain links, so they work
 * before and without JavaScript, can be bookmarked and shared, and cost the page no script.
 */
export function GuideFilters({ texts, pathname, language = "en", label }: GuideFiltersProps) {
  const here = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const link = (route: string, label: string, to = inLanguage(route, language)) => (
    <li key={to}>
      <Link to={to} className={styles.choice} aria-current={here === to ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav className={styles.filters} aria-label={label}>
      <div className={styles.group}>
        <h2 className={styles.heading}>{texts.topicsHeading}</h2>
        <ul className={styles.choices}>
          {link(ROUTES.resources, texts.allGuidesLabel)}
          {texts.topics.map((topic) => link(topicPath(topic.id), topic.label))}
        </ul>
      </div>
      <div className={styles.group}>
        <h2 className={styles.heading}>{texts.audiencesHeading}</h2>
        <ul className={styles.choices}>{texts.audiences.map((audience) => link(audiencePath(audience.id), audience.label))}</ul>
      </div>
    </nav>
  );
}
