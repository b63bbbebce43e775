import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { ThanksPage } from "../components/ThanksPage";
import { required } from "../lib/required";
import type { ThanksContext } from "../node/gatsby/thanks-pages";

export const query = graphql`
  query ThanksPage($newsletter: Boolean!) {
    contact: thanksPageJson @skip(if: $newsletter) {
      ...ThanksTexts
    }
    newsletter: newsletterThanksPageJson @include(if: $newsletter) {
      ...NewsletterThanksTexts
    }
  }

  fragment ThanksTexts on ThanksPageJson {
    eyebrow
    title
    intro
    linkLabel
    seo {
      title
      description
    }
  }

  fragment NewsletterThanksTexts on NewsletterThanksPageJson {
    eyebrow
    title
    intro
    linkLabel
    seo {
      title
      description
    }
  }
`;

type Data = Queries.ThanksPageQuery;

/** The texts of the form's own page: data/pages/thanks.json or data/pages/newsletter-thanks.json. */
function textsOf(data: Data, { newsletter }: ThanksContext) {
  return newsletter ? required(data.newsletter, "data/pages/newsletter-thanks.json") : required(data.contact, "data/pages/thanks.json");
}

/** Where the contact form, or the newsletter sign-up without JavaScript, lands once sent. */
export default function Thanks({ data, location, pageContext }: PageProps<Data, ThanksContext>) {
  return <ThanksPage pathname={location.pathname} page={textsOf(data, pageContext)} />;
}

export function Head({ data, location, pageContext }: HeadProps<Data, ThanksContext>) {
  const { seo } = textsOf(data, pageContext);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath={pageContext.canonicalPath} />;
}
