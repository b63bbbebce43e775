import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ButtonLink } from "../components/ButtonLink";
import { MAIN_NAV, ROUTES } from "../lib/routes";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import * as styles from "./404.module.css";
import { required } from "../lib/required";

export const query = graphql`
  query NotFoundPage {
    notFoundPageJson {
      eyebrow
      title
      intro
      homeLabel
      seo {
        title
        description
      }
    }
  }
`;

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = required(data.notFoundPageJson, "data/pages/not-found.json");
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={styles.links}>
          <li>
            <Link to={ROUTES.home}>{page.homeLabel}</Link>
          </li>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
        <div className={styles.donate}>
          <ButtonLink to={ROUTES.donation} variant="donate">
            Donate Now
          </ButtonLink>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const { seo } = required(data.notFoundPageJson, "data/pages/not-found.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath={null} />;
}
