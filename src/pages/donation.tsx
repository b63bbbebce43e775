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
    allTiersJson(sort: { price: ASC }) {
      nodes {
        ...TierCard
      }
    }
  }
`;

export default function DonationPage({ data, location }: PageProps<Queries.DonationPageQuery>) {
  const site = required(data.siteJson, "data/site.json");
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow="Give" title="Support Our Mission">
        <p>
          Your monthly gift keeps our workshops, support circles and housing help free for everyone who needs them.
          Choose the giving level that feels right for you.
        </p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <h2 className="visually-hidden">Giving levels</h2>
        <ul className={`${section.cardGrid} ${styles.tiers}`}>
          {data.allTiersJson.nodes.map((tier) => (
            <li key={tier.jsonId}>
              <TierCard tier={tier} />
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          {site.legalName} is a 501(c)(3) non-profit organisation; donations are tax-deductible to the extent allowed
          by law. Questions about giving? Write to <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Support Our Mission"
      description="Give monthly as a Community Supporter, Impact Partner or Change Maker and keep mental health education free in Johns Creek."
      pathname={location.pathname}
    />
  );
}
