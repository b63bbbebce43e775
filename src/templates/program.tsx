import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { ROUTES } from "../lib/routes";
import { ProgramBody } from "../components/ProgramBody";
import { GuideCard } from "../components/GuideCard";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import { required } from "../lib/required";
import * as styles from "./program.module.css";

export const query = graphql`
  query ProgramPage($id: String!) {
    programPageJson {
      ...ProgramBodyTexts
      backLabel
      guidesHeading
    }
    programsJson(id: { eq: $id }) {
      ...ProgramBody
    }
    guides: allMarkdownRemark(
      filter: { folder: { eq: "guides" }, frontmatter: { program: { id: { eq: $id } } } }
      sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...GuideCard
      }
    }
    resourcesPageJson {
      ...GuideLabels
    }
  }
`;

/** A program's own page, one per file in data/programs/ (the Learn More target). */
export default function ProgramPage({ data, location }: PageProps<Queries.ProgramPageQuery>) {
  const program = required(data.programsJson, "data/programs/");
  const texts = required(data.programPageJson, "data/pages/program.json");
  const guides = data.guides.nodes;
  const guideLabels = required(data.resourcesPageJson, "data/pages/resources.json");
  return (
    <Layout pathname={location.pathname} indexAs="page">
      <ProgramBody program={program} texts={texts} />
      {guides.length > 0 ? (
        <section className={`${section.container} ${section.section}`} aria-labelledby="program-guides">
          <h2 id="program-guides" className={styles.guidesHeading}>
            {texts.guidesHeading}
          </h2>
          <ul className={section.cardGrid}>
            {guides.map((guide) => (
              <li key={guide.guideId}>
                <GuideCard guide={guide} labels={guideLabels} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
