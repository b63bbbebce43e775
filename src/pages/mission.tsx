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
    allValuesJson {
      nodes {
        ...ValueCard
      }
    }
  }
`;

export default function MissionPage({ data, location }: PageProps<Queries.MissionPageQuery>) {
  const site = required(data.siteJson, "data/site.json");
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow="Why we exist" title="Our Mission & Values">
        <p>{site.mission}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <h2 className="visually-hidden">Our values</h2>
        <ul className={section.cardGrid}>
          {data.allValuesJson.nodes.map((value) => (
            <li key={value.jsonId}>
              <ValueCard value={value} />
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
      title="Our Mission & Values"
      description="Our mission and the values behind it: compassion, purpose and community."
      pathname={location.pathname}
    />
  );
}
