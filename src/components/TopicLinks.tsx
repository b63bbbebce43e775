import * as React from "react";
import { Link } from "gatsby";
import { topicPath } from "../lib/routes";

interface TopicLinksProps {
  /** The topics, each with its id and label (data/pages/resources.json), in the order to show them. */
  topics: readonly { id: string; label: string }[];
  className?: string | undefined;
  linkClassName?: string | undefined;
}

/** Topics of the library as a list of links, each to the topic's own page of guides. */
export function TopicLinks({ topics, className, linkClassName }: TopicLinksProps) {
  return (
    <ul className={className}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={topicPath(topic.id)} className={linkClassName}>
            {topic.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
