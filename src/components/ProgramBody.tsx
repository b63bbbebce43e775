import * as React from "react";
import { graphql } from "gatsby";
import { contactLink, LINKED_TOPICS } from "../lib/contact-topics";
import { imageOf } from "../lib/image";
import { ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import { fillTemplate } from "../lib/templates";
import { ButtonLink } from "./ButtonLink";
import { Icon } from "./Icon";
import { PageHeader } from "./PageHeader";
import { Picture } from "./Picture";
import * as section from "./Section.module.css";
import * as styles from "./ProgramBody.module.css";

export const query = graphql`
  fragment ProgramBody on ProgramsJson {
    jsonId
    name
    summary
    details
    highlights
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 720, outputPixelDensities: [0.5, 1, 1.5, 2], aspectRatio: 1.333, sizes: "(min-width: 900px) 30rem, 92vw")
      }
    }
  }

  fragment ProgramBodyTexts on ProgramPageJson {
    eyebrow
    offersHeading
    ctaHeading
    ctaText
    askLabel
  }
`;

interface ProgramBodyProps {
  program: Queries.ProgramBodyFragment;
  /** The texts every program page shares (data/pages/program.json). */
  texts: Queries.ProgramBodyTextsFragment;
  /** The page's language, whose pages its buttons open: "en" by default. */
  language?: string;
  /** The donate button's words (data/labels.json), in the page's language. */
  donateLabel: string;
}

/** What a program's own page says: its title band, its story and offers, its picture and the call to give. */
export function ProgramBody({ program, texts, language = "en", donateLabel }: ProgramBodyProps) {
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={program.name}>
        <p>{program.summary}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section} ${styles.body}`}>
        <Picture image={imageOf(program.image, `the program "${program.name}"`)} alt={program.imageAlt} className={styles.image} priority />
        <div className={`${section.prose} ${styles.text}`}>
          {program.details.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h2 className={styles.subheading}>{texts.offersHeading}</h2>
          <ul className={styles.highlights}>
            {program.highlights.map((highlight) => (
              <li key={highlight}>
                <Icon name="check" className={styles.check} />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <aside className={styles.cta} aria-labelledby="program-cta">
          <h2 id="program-cta" className={styles.ctaTitle}>
            {fillTemplate(texts.ctaHeading, { program: program.name })}
          </h2>
          <p>{texts.ctaText}</p>
          <div className={styles.actions}>
            <ButtonLink to={inLanguage(ROUTES.donation, language)} variant="donate">
              {donateLabel}
            </ButtonLink>
            <ButtonLink to={inLanguage(contactLink(LINKED_TOPICS.program, { program: program.jsonId }), language)} variant="secondary">
              {texts.askLabel}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
