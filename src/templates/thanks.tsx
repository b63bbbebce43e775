import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../content/page-context";
import { ThanksPage } from "../components/ThanksPage";
import { required } from "../lib/required";
import type { ThanksContext } from "../content/page-context";

export const query = graphql`
  query ThanksPage($newsletter: Boolean!, $language: String!) {
    contact: thanksPageJson(language: { eq: $language }) @skip(if: $newsletter) {
      ...ThanksTexts
    }
    newsletter: newsletterThanksPageJson(language: { eq: $language }) @include(if: $newsletter) {
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
function contentOf(data: Data, { newsletter }: ThanksContext) {
  return newsletter ? required(data.newsletter, "data/pages/newsletter-thanks.json") : required(data.contact, "data/pages/thanks.json");
}

type Context = ThanksContext & TranslatedPageContext;

/** Where the contact form, or the newsletter sign-up without JavaScript, lands once sent. */
export default function Thanks({ data, location, pageContext }: PageProps<Data, Context>) {
  return <ThanksPage pathname={location.pathname} page={contentOf(data, pageContext)} context={pageContext} />;
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { seo } = contentOf(data, pageContext);
  const canonicalPath = inLanguage(pageContext.canonicalPath, pageContext.language);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath={canonicalPath} page={pageContext} />;
}
