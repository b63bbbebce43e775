import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import { TierCard } from "../components/TierCard";
import { required } from "../lib/required";
import * as styles from "./donation.module.css";

export const query = graphql`
  query DonationPage {
    siteJson {
      legalName
      email
    }
    donationPageJson {
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
    allTiersJson(sort: [{ order: ASC }, { price: ASC }]) {
      nodes {
        ...TierCard
      }
    }
  }
`;

export default function DonationPage({ data, location }: PageProps<Queries.DonationPageQuery>) {
  const site = required(data.siteJson, "data/site.json");
  const page = required(data.donationPageJson, "data/pages/donation.json");
  return (
    <Layout pathname={location.pathname} indexAs="page">
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <h2 className="visually-hidden">{page.tiersHeading}</h2>
        <ul className={`${section.cardGrid} ${styles.tiers}`}>
          {data.allTiersJson.nodes.map((tier) => (
            <li key={tier.jsonId}>
              <TierCard tier={tier} />
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          {site.legalName} {page.note} {page.questions} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.DonationPageQuery>) {
  const { seo } = required(data.donationPageJson, "data/pages/donation.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} />;
}
