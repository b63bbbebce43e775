import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import { ValueCard } from "../components/ValueCard";
import { required } from "../lib/required";

export const query = graphql`
  query MissionPage {
    siteJson {
      mission
    }
    missionPageJson {
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

export default function MissionPage({ data, location }: PageProps<Queries.MissionPageQuery>) {
  const site = required(data.siteJson, "data/site.json");
  const page = required(data.missionPageJson, "data/pages/mission.json");
  return (
    <Layout pathname={location.pathname} indexAs="page">
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

export function Head({ data, location }: HeadProps<Queries.MissionPageQuery>) {
  const { seo } = required(data.missionPageJson, "data/pages/mission.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} />;
}
