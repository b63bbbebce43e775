import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ProgramRow } from "../components/ProgramRow";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";
import type { TranslatedPageContext } from "../content/page-context";

import * as section from "../components/Section.module.css";
import * as styles from "./programs.module.css";

export const query = graphql`
  query ProgramsPage($language: String!) {
    programsPageJson(language: { eq: $language }) {
      eyebrow
      title
      intro
      seo {
        title
        description
      }
    }
    allProgramsJson(filter: { language: { eq: $language } }, sort: [{ order: ASC }, { name: ASC }]) {
      nodes {
        ...ProgramRow
      }
    }
  }
`;

type Data = Queries.ProgramsPageQuery;

function contentOf(data: Data) {
  return required(data.programsPageJson, "data/pages/programs.json");
}

export default function ProgramsPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const page = contentOf(data);
  const programs = data.allProgramsJson.nodes;
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={styles.rows}>
          {programs.map((program, index) => (
            <li key={program.jsonId} lang={program.lang ?? undefined}>
              <ProgramRow
                program={program}
                priority={index === 0}
                learnMore={pageContext.labels.buttons.learnMore}
                about={pageContext.labels.cards.about}
              />
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const { seo } = contentOf(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
