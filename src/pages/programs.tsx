import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ProgramRow } from "../components/ProgramRow";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";
import * as section from "../components/Section.module.css";
import * as styles from "./programs.module.css";

export const query = graphql`
  query ProgramsPage {
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
  }
`;

export default function ProgramsPage({ data, location }: PageProps<Queries.ProgramsPageQuery>) {
  const page = required(data.programsPageJson, "data/pages/programs.json");
  return (
    <Layout pathname={location.pathname} indexAs="page">
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={styles.rows}>
          {data.allProgramsJson.nodes.map((program, index) => (
            <li key={program.jsonId}>
              <ProgramRow program={program} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ProgramsPageQuery>) {
  const { seo } = required(data.programsPageJson, "data/pages/programs.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} />;
}
