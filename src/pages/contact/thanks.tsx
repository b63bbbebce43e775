import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { ThanksPage } from "../../components/ThanksPage";
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
  return <ThanksPage pathname={location.pathname} page={page} />;
}

export function Head({ data, location }: HeadProps<Queries.ThanksPageQuery>) {
  const { seo } = required(data.thanksPageJson, "data/pages/thanks.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath="/contact/" />;
}
