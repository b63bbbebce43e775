import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { ThanksPage } from "../../components/ThanksPage";
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
  return <ThanksPage pathname={location.pathname} page={page} />;
}

export function Head({ data, location }: HeadProps<Queries.NewsletterThanksPageQuery>) {
  const { seo } = required(data.newsletterThanksPageJson, "data/pages/newsletter-thanks.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath="/" />;
}
