import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ProgramRow } from "../components/ProgramRow";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../node/content/page-context";
import { translate, translateEntries } from "../lib/translate";

import * as section from "../components/Section.module.css";
import * as styles from "./programs.module.css";

export const query = graphql`
  query ProgramsPage($language: String!) {
    programsPageJson {
      eyebrow
      title
      intro
      seo {
        title
        description
      }
    }
    allProgramsJson(sort: [{ order: ASC }, { name: ASC }]) {
      nodes {
        ...ProgramRow
      }
    }
    translation: programsPageTranslationJson(language: { eq: $language }) {
      ...PageTranslation
    }
    translations: allProgramsTranslationJson(filter: { language: { eq: $language } }) {
      nodes {
        jsonId
        texts
      }
    }
  }
`;

type Data = Queries.ProgramsPageQuery;

function textsOf(data: Data) {
  return translate(required(data.programsPageJson, "data/pages/programs.json"), data.translation?.texts);
}

export default function ProgramsPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const page = textsOf(data);
  const { language } = pageContext;
  const programs = translateEntries(data.allProgramsJson.nodes, data.translations.nodes, language).map((program) => ({
    ...program,
    path: program.translated ? inLanguage(program.path, language) : program.path,
  }));
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={styles.rows}>
          {programs.map((program, index) => (
            <li key={program.jsonId} lang={program.lang}>
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
  const { seo } = textsOf(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
