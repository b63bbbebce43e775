import * as React from "react";
import { fillTemplate } from "../lib/templates";
import { Template } from "./Template";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CONTENTS_FROM_SECTIONS, labelsOf, readingTimeText, reviewedByText, reviewerOf, withoutOwnNumber } from "../lib/guides";
import { CrisisNotice, type CrisisTexts } from "./CrisisNotice";
import type { CrisisLinks } from "../lib/crisis";
import { Picture } from "./Picture";
import { PrintButton } from "./PrintButton";
import { TopicLinks } from "./TopicLinks";
import * as styles from "./GuideArticle.module.css";

export const query = graphql`
  fragment GuideArticle on Guide {
    guideId
    readingMinutes
    publishedText
    reviewedText
    sections {
      id
      value
    }
    frontmatter {
      title
      summary
      topics
      audiences
      published
      reviewed
      printAs
      reviewerName
      reviewerCredential
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, outputPixelDensities: [0.5, 1, 1.5, 2], aspectRatio: 1.5, sizes: "(min-width: 760px) 40rem, 92vw")
        }
      }
    }
  }

  fragment GuideArticleTexts on ResourcesPageJson {
    ...GuideLabels
    publishedLabel
    reviewedLabel
    reviewedBy
    reviewedByPerson
    reviewedByPersonWithoutCredential
    reviewedLine
    educationNote
    contentsHeading
    printLabel
  }
`;

/** What the article needs of a guide: its query fragment, or the same drawn from the editor's form. */
export type GuideArticleData = Omit<Queries.GuideArticleFragment, "frontmatter"> & {
  frontmatter: Omit<Queries.GuideArticleFragment["frontmatter"], "image"> & {
    image?: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  };
};

interface GuideArticleProps {
  guide: GuideArticleData;
  texts: Queries.GuideArticleTextsFragment;
  crisis: CrisisTexts;
  /** The crisis line's links, in the language of `crisis`. */
  crisisLinks: CrisisLinks;
  /** The guide's text: its HTML on the site, the editor's own rendering in the preview. */
  children: React.ReactNode;
  /** What screen readers call the reading time (data/labels.json), in the page's language. */
  readingTimeLabel: string;
  /** The Get help now page in the page's language. */
  helpPath?: string;
  /** The crisis notice's language where it is not the page's (its words not yet translated). */
  crisisLang?: string | undefined;
  /** The language whose topic pages its topics link to: the page's where the whole site is in it. */
  topicsLanguage?: string;
}

/**
 * A guide as it is read and printed: its title, summary, who it is for, reading time and dates, the crisis line
 * near the top, a table of contents for longer guides, the text set for reading, and who reviewed it and when (the
 * person its details name, or the education team).
 * A guide whose front matter says printAs: "form" prints as a one-page form with lines to write on.
 */
export function GuideArticle({
  guide,
  texts,
  crisis,
  crisisLinks,
  children,
  readingTimeLabel,
  helpPath,
  crisisLang,
  topicsLanguage = "en",
}: GuideArticleProps) {
  const { frontmatter: matter } = guide;
  const { sections } = guide;
  const audiences = labelsOf(matter.audiences, texts.audiences).map((audience) => audience.label);
  const image = matter.image?.childImageSharp?.gatsbyImageData;
  // "For:", "适合：": each label with the colon its language writes.
  const fact = (label: string) => fillTemplate(texts.factLabel, { label });
  return (
    <article className={matter.printAs === "form" ? `${styles.article} ${styles.form}` : styles.article} aria-labelledby="guide-title">
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <TopicLinks
            topics={labelsOf(matter.topics, texts.topics)}
            language={topicsLanguage}
            className={styles.topics}
            linkClassName={styles.topic}
          />
          <h1 id="guide-title" className={styles.title}>
            {matter.title}
          </h1>
          <p className={styles.summary}>{matter.summary}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{fact(texts.forLabel)}</dt>
              <dd>{audiences.join(texts.listSeparator)}</dd>
            </div>
            <div>
              <dt className="visually-hidden">{readingTimeLabel}</dt>
              <dd>{readingTimeText(texts.readingTime, guide.readingMinutes)}</dd>
            </div>
            <div>
              <dt>{fact(texts.publishedLabel)}</dt>
              <dd>
                <time dateTime={matter.published}>{guide.publishedText}</time>
              </dd>
            </div>
            <div>
              <dt>{fact(texts.reviewedLabel)}</dt>
              <dd>
                <time dateTime={matter.reviewed}>{guide.reviewedText}</time>
              </dd>
            </div>
          </dl>
          <PrintButton label={texts.printLabel} className={styles.print} />
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <CrisisNotice crisis={crisis} links={crisisLinks} className={styles.crisis} lang={crisisLang} {...(helpPath ? { helpPath } : {})} />
          {image ? <Picture image={image} alt={matter.imageAlt ?? ""} className={styles.picture} priority /> : null}
          {sections.length >= CONTENTS_FROM_SECTIONS ? (
            <nav className={styles.contents} aria-labelledby="contents-heading">
              <h2 id="contents-heading" className={styles.contentsHeading}>
                {texts.contentsHeading}
              </h2>
              <ol>
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{withoutOwnNumber(section.value, index + 1)}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className={styles.body} data-guide-text="">
            {children}
          </div>
          <footer className={styles.trust}>
            <p className={styles.reviewed}>
              <Template
                text={texts.reviewedLine}
                places={{
                  reviewedBy: reviewedByText(texts, reviewerOf(matter)),
                  date: <time dateTime={matter.reviewed}>{guide.reviewedText}</time>,
                }}
              />
            </p>
            <p>{texts.educationNote}</p>
          </footer>
        </div>
      </div>
    </article>
  );
}
