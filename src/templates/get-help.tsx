import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { GetHelpContent } from "../components/GetHelpContent";
import { JsonLd, Seo } from "../components/Seo";
import { required } from "../lib/required";
import { inLanguage } from "../lib/languages";
import { ROUTES } from "../lib/routes";
import { absoluteUrl } from "../lib/structured-data";
import { translate } from "../lib/translate";
import type { GetHelpContext } from "../node/gatsby/translated-pages";
import { useSiteSettings } from "../hooks/useSiteSettings";

export const query = graphql`
  query GetHelpPage($language: String!, $guideTranslations: String!) {
    getHelpPageJson {
      eyebrow
      title
      intro
      emergency {
        heading
        text
        label
      }
      linesHeading
      lines {
        service
        hours
        whatHappens
      }
      helpHeading
      helpSteps
      guide {
        guideId
        path
      }
      guideLinkLabel
      planGuide {
        guideId
        path
      }
      planGuideLinkLabel
      careHeading
      careIntro
      care {
        id
        name
        text
        link
        linkLabel
      }
      seo {
        title
        description
      }
    }
    guideTranslations: allMarkdownRemark(filter: { folder: { eq: $guideTranslations } }) {
      nodes {
        guideId
      }
    }
    translation: getHelpPageTranslationJson(language: { eq: $language }) {
      texts
      checkedText
      translation {
        reviewedBy
      }
    }
  }
`;

type Data = Queries.GetHelpPageQuery;
type Props = PageProps<Data, GetHelpContext>;

/** The page's texts in its language: the English with the translation's texts in place. */
function textsOf(data: Data) {
  return translate(required(data.getHelpPageJson, "data/pages/get-help.json"), data.translation?.texts);
}

/** Get help now (src/components/GetHelpContent.tsx), in English or in a language it is translated into. */
export default function GetHelpPage({ data, location, pageContext }: Props) {
  const page = textsOf(data);
  const { language, noteHtml } = pageContext;
  // Each guide in the page's language where it is translated, in English otherwise.
  const inPageLanguage = (guide: { guideId: string; path: string }) => {
    const translated = language === "en" || data.guideTranslations.nodes.some((node) => node.guideId === guide.guideId);
    return { path: translated ? inLanguage(guide.path, language) : guide.path, lang: translated ? undefined : "en" };
  };
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext} note={false}>
      <GetHelpContent
        page={page}
        guides={{ help: inPageLanguage(page.guide), plan: inPageLanguage(page.planGuide) }}
        crisis={pageContext.crisisLines}
        language={language}
        note={noteHtml ? <div dangerouslySetInnerHTML={{ __html: noteHtml }} /> : null}
      />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, GetHelpContext>) {
  const site = useSiteSettings();
  const page = textsOf(data);
  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.seo.description,
    url: absoluteUrl(site.siteUrl, inLanguage(ROUTES.getHelp, pageContext.language)),
    inLanguage: pageContext.language,
  };
  return (
    <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} page={pageContext}>
      <JsonLd data={webPage} />
    </Seo>
  );
}
