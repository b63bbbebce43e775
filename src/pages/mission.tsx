import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import { ValueCard } from "../components/ValueCard";
import { required } from "../lib/required";
import type { TranslatedPageContext } from "../content/page-context";

export const query = graphql`
  query MissionPage($language: String!) {
    siteJson(language: { eq: $language }) {
      mission
    }
    missionPageJson(language: { eq: $language }) {
      eyebrow
      title
      valuesHeading
      values {
        ...ValueCard
      }
      seo {
        title
        description
      }
    }
  }
`;

type Data = Queries.MissionPageQuery;

function contentOf(data: Data) {
  return required(data.missionPageJson, "data/pages/mission.json");
}

export default function MissionPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const site = required(data.siteJson, "data/site.json");
  const page = contentOf(data);
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{site.mission}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <h2 className="visually-hidden">{page.valuesHeading}</h2>
        <ul className={section.cardGrid}>
          {page.values.map((value, index) => (
            <li key={value.name}>
              <ValueCard value={value} id={`value-${index + 1}`} />
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
