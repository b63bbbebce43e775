import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ButtonLink } from "../components/ButtonLink";
import { MAIN_NAV, ROUTES } from "../lib/routes";
import { Seo } from "../components/Seo";
import type { TranslatedPageContext } from "../content/page-context";
import { inLanguage } from "../lib/languages";

import * as section from "../components/Section.module.css";
import * as styles from "./404.module.css";
import { required } from "../lib/required";

export const query = graphql`
  query NotFoundPage($language: String!) {
    notFoundPageJson(language: { eq: $language }) {
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

type Data = Queries.NotFoundPageQuery;

function contentOf(data: Data) {
  return required(data.notFoundPageJson, "data/pages/not-found.json");
}

export default function NotFoundPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const page = contentOf(data);
  const { language, labels } = pageContext;
  return (
    <Layout pathname={location.pathname} page={pageContext}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={styles.links}>
          <li>
            <Link to={inLanguage(ROUTES.home, language)}>{page.homeLabel}</Link>
          </li>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={inLanguage(item.to, language)}>{labels.navigation[item.label]}</Link>
            </li>
          ))}
        </ul>
        <div className={styles.donate}>
          <ButtonLink to={inLanguage(ROUTES.donation, language)} variant="donate">
            {labels.buttons.donate}
          </ButtonLink>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const { seo } = contentOf(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath={null} page={pageContext} />;
}
