import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ProgramRow } from "../components/ProgramRow";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import * as styles from "./programs.module.css";

export const query = graphql`
  query ProgramsPage {
    allProgramsJson {
      nodes {
        ...ProgramRow
      }
    }
  }
`;

export default function ProgramsPage({ data, location }: PageProps<Queries.ProgramsPageQuery>) {
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow="What we do" title="Our Programs">
        <p>Practical, community-based programs that turn understanding into action.</p>
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

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Our Programs"
      description="Education Support, Community Care and our Housing Initiative: how we bring mental health education to Johns Creek."
      pathname={location.pathname}
    />
  );
}
