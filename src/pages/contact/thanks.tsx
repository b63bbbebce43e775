import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ButtonLink } from "../../components/ButtonLink";
import { Layout } from "../../components/Layout";
import { ROUTES } from "../../components/navigation";
import { PageHeader } from "../../components/PageHeader";
import { Seo } from "../../components/Seo";
import * as section from "../../components/Section.module.css";
import { required } from "../../lib/required";

export const query = graphql`
  query ThanksPage {
    thanksPageJson {
      eyebrow
      title
      intro
      linkLabel
      seo {
        title
        description
      }
    }
  }
`;

/** Where the contact form lands after it is sent. */
export default function ContactThanksPage({ data, location }: PageProps<Queries.ThanksPageQuery>) {
  const page = required(data.thanksPageJson, "data/pages/thanks.json");
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ButtonLink to={ROUTES.events} variant="primary">
          {page.linkLabel}
        </ButtonLink>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ThanksPageQuery>) {
  const { seo } = required(data.thanksPageJson, "data/pages/thanks.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath="/contact/" />;
}
