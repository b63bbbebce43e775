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
  query NewsletterThanksPage {
    newsletterThanksPageJson {
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

/** Where the newsletter sign-up lands when it is sent without JavaScript. */
export default function NewsletterThanksPage({ data, location }: PageProps<Queries.NewsletterThanksPageQuery>) {
  const page = required(data.newsletterThanksPageJson, "data/pages/newsletter-thanks.json");
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

export function Head({ data, location }: HeadProps<Queries.NewsletterThanksPageQuery>) {
  const { seo } = required(data.newsletterThanksPageJson, "data/pages/newsletter-thanks.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath="/" />;
}
