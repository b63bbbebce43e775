import * as React from "react";
import { fillTemplate, gapAfter } from "../lib/templates";
import { graphql, Link } from "gatsby";
import { labelsOf, readingTimeText } from "../lib/guides";
import { TopicLinks } from "./TopicLinks";
import * as styles from "./GuideCard.module.css";

export const query = graphql`
  fragment GuideCard on Guide {
    lang
    guideId
    path
    readingMinutes
    frontmatter {
      title
      summary
      topics
      audiences
    }
  }

  fragment GuideLabels on ResourcesPageJson {
    topics {
      id
      label
      description
    }
    audiences {
      id
      label
    }
    forLabel
    factLabel
    listSeparator
    readingTime
  }
`;

interface GuideCardProps {
  /** The guide; `lang` is "en" where a translated page lists a guide not yet translated. */
  guide: Queries.GuideCardFragment;
  labels: Queries.GuideLabelsFragment;
  /** h2 where the cards are the page's main list, h3 inside a section. */
  headingLevel?: 2 | 3;
  /** The page's language, whose topic pages the card links to. */
  language?: string;
}

/** A guide in a list: its topics, title, summary, who it is for and how long it takes to read. */
export function GuideCard({ guide, labels, headingLevel = 2, language = "en" }: GuideCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { title, summary, topics, audiences } = guide.frontmatter;
  const titleId = `guide-${guide.guideId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <TopicLinks topics={labelsOf(topics, labels.topics)} className={styles.topics} linkClassName={styles.topic} language={language} />
      <Heading id={titleId} className={styles.title} lang={guide.lang ?? undefined}>
        <Link to={guide.path}>{title}</Link>
      </Heading>
      <p className={styles.summary} lang={guide.lang ?? undefined}>
        {summary}
      </p>
      <p className={styles.meta}>
        <span>
          {fillTemplate(labels.factLabel, { label: labels.forLabel })}
          {gapAfter(labels.factLabel)}
          {labelsOf(audiences, labels.audiences)
            .map((audience) => audience.label)
            .join(labels.listSeparator)}
        </span>
        <span>{readingTimeText(labels.readingTime, guide.readingMinutes)}</span>
      </p>
    </article>
  );
}
