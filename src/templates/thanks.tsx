import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../node/content/page-context";
import { translate } from "../lib/translate";
import { ThanksPage } from "../components/ThanksPage";
import { required } from "../lib/required";
import type { ThanksContext } from "../node/gatsby/thanks-pages";

export const query = graphql`
  query ThanksPage($newsletter: Boolean!, $language: String!) {
    contact: thanksPageJson @skip(if: $newsletter) {
      ...ThanksTexts
    }
    newsletter: newsletterThanksPageJson @include(if: $newsletter) {
      ...NewsletterThanksTexts
    }
    contactTranslation: thanksPageTranslationJson(language: { eq: $language }) @skip(if: $newsletter) {
      ...PageTranslation
    }
    newsletterTranslation: newsletterThanksPageTranslationJson(language: { eq: $language }) @include(if: $newsletter) {
      ...PageTranslation
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
  return newsletter
    ? translate(required(data.newsletter, "data/pages/newsletter-thanks.json"), data.newsletterTranslation?.texts)
    : translate(required(data.contact, "data/pages/thanks.json"), data.contactTranslation?.texts);
}

type Context = ThanksContext & TranslatedPageContext;

/** Where the contact form, or the newsletter sign-up without JavaScript, lands once sent. */
export default function Thanks({ data, location, pageContext }: PageProps<Data, Context>) {
  return <ThanksPage pathname={location.pathname} page={textsOf(data, pageContext)} context={pageContext} />;
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { seo } = textsOf(data, pageContext);
  const canonicalPath = inLanguage(pageContext.canonicalPath, pageContext.language);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} canonicalPath={canonicalPath} page={pageContext} />;
}
