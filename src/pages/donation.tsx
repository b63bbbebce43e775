import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import { Template } from "../components/Template";
import { TierCard } from "../components/TierCard";
import { required } from "../lib/required";
import { gapAfter } from "../lib/templates";
import type { TranslatedPageContext } from "../content/page-context";

import * as styles from "./donation.module.css";

export const query = graphql`
  query DonationPage($language: String!) {
    siteJson(language: { eq: $language }) {
      legalName
      email
    }
    donationPageJson(language: { eq: $language }) {
      eyebrow
      title
      intro
      tiersHeading
      note
      questions
      seo {
        title
        description
      }
    }
    allTiersJson(filter: { language: { eq: $language } }, sort: [{ order: ASC }, { price: ASC }]) {
      nodes {
        ...TierCard
      }
    }
  }
`;

type Data = Queries.DonationPageQuery;

function contentOf(data: Data) {
  return required(data.donationPageJson, "data/pages/donation.json");
}

export default function DonationPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const site = required(data.siteJson, "data/site.json");
  const page = contentOf(data);
  const tiers = data.allTiersJson.nodes;
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <h2 className="visually-hidden">{page.tiersHeading}</h2>
        <ul className={`${section.cardGrid} ${styles.tiers}`}>
          {tiers.map((tier) => (
            <li key={tier.jsonId} lang={tier.lang ?? undefined}>
              <TierCard tier={tier} labels={pageContext.labels} />
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          <Template text={page.note} places={{ name: site.legalName }} />
          {gapAfter(page.note)}
          <Template text={page.questions} places={{ email: <a href={`mailto:${site.email}`}>{site.email}</a> }} />
        </p>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const { seo } = contentOf(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
