import * as React from "react";
import { Link } from "gatsby";
import { topicPath } from "../lib/routes";
import { inLanguage } from "../lib/languages";

interface TopicLinksProps {
  /** The topics, each with its id and label (data/pages/resources.json), in the order to show them. */
  topics: readonly { id: string; label: string }[];
  className?: string | undefined;
  linkClassName?: string | undefined;
  /** The page's language, whose topic pages the links open: "en" by default. */
  language?: string;
}

/** Topics of the library as a list of links, each to the topic's own page of guides. */
export function TopicLinks({ topics, className, linkClassName, language = "en" }: TopicLinksProps) {
  return (
    <ul className={className}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={inLanguage(topicPath(topic.id), language)} className={linkClassName}>
            {topic.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
