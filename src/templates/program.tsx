import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { ROUTES } from "../lib/routes";
import { ProgramBody } from "../components/ProgramBody";
import { GuideCard } from "../components/GuideCard";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import { required } from "../lib/required";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../content/page-context";
import * as styles from "./program.module.css";

export const query = graphql`
  query ProgramPage($jsonId: String!, $language: String!) {
    programPageJson(language: { eq: $language }) {
      ...ProgramBodyTexts
      backLabel
      guidesHeading
    }
    programsJson(jsonId: { eq: $jsonId }, language: { eq: $language }) {
      ...ProgramBody
    }
    guides: allGuide(
      filter: { language: { eq: $language }, frontmatter: { program: { jsonId: { eq: $jsonId } } } }
      sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...GuideCard
      }
    }
    resourcesPageJson(language: { eq: $language }) {
      ...GuideLabels
    }
  }
`;

/** A program's own page, one per file in data/programs/ (the Learn More target). */
type Data = Queries.ProgramPageQuery;

function programOf(data: Data) {
  return required(data.programsJson, "data/programs/");
}

export default function ProgramPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const { language } = pageContext;
  const program = programOf(data);
  const texts = required(data.programPageJson, "data/pages/program.json");
  const guides = data.guides.nodes;
  const guideLabels = required(data.resourcesPageJson, "data/pages/resources.json");
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext}>
      <ProgramBody program={program} texts={texts} language={language} donateLabel={pageContext.labels.buttons.donate} />
      {guides.length > 0 ? (
        <section className={`${section.container} ${section.section}`} aria-labelledby="program-guides">
          <h2 id="program-guides" className={styles.guidesHeading}>
            {texts.guidesHeading}
          </h2>
          <ul className={section.cardGrid}>
            {guides.map((guide) => (
              <li key={guide.guideId}>
                <GuideCard guide={guide} labels={guideLabels} headingLevel={3} language={language} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={`${section.container} ${styles.back}`}>
        <Link to={inLanguage(ROUTES.programs, language)}>← {texts.backLabel}</Link>
      </p>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const program = programOf(data);
  return <Seo title={program.name} description={program.summary} pathname={location.pathname} page={pageContext} />;
}
