import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { ButtonLink } from "../components/ButtonLink";
import { Icon } from "../components/Icon";
import { Layout } from "../components/Layout";
import { ROUTES } from "../components/navigation";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { Picture } from "../components/Picture";
import * as section from "../components/Section.module.css";
import { contactLink, LINKED_TOPICS } from "../lib/contact-topics";
import { imageOf } from "../lib/image";
import { required } from "../lib/required";
import * as styles from "./program.module.css";

export const query = graphql`
  query ProgramPage($id: String!) {
    programPageJson {
      eyebrow
      offersHeading
      ctaHeading
      ctaText
      askLabel
      backLabel
    }
    programsJson(id: { eq: $id }) {
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
  }
`;

/** A program's own page, one per file in data/programs/ (the Learn More target). */
export default function ProgramPage({ data, location }: PageProps<Queries.ProgramPageQuery>) {
  const program = required(data.programsJson, "data/programs/");
  const texts = required(data.programPageJson, "data/pages/program.json");
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow={texts.eyebrow} title={program.name}>
        <p>{program.summary}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section} ${styles.body}`}>
        <Picture
          image={imageOf(program.image, `the program "${program.name}"`)}
          alt={program.imageAlt}
          className={styles.image}
          priority
        />
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
            {texts.ctaHeading.replaceAll("{program}", program.name)}
          </h2>
          <p>{texts.ctaText}</p>
          <div className={styles.actions}>
            <ButtonLink to={ROUTES.donation} variant="donate">
              Donate Now
            </ButtonLink>
            <ButtonLink to={contactLink(LINKED_TOPICS.program, { program: program.jsonId })} variant="secondary">
              {texts.askLabel}
            </ButtonLink>
          </div>
        </aside>
      </div>
      <p className={`${section.container} ${styles.back}`}>
        <Link to={ROUTES.programs}>← {texts.backLabel}</Link>
      </p>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ProgramPageQuery>) {
  const program = required(data.programsJson, "data/programs/");
  return <Seo title={program.name} description={program.summary} pathname={location.pathname} />;
}
