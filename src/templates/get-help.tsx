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
import type { TranslatedPageContext } from "../node/content/page-context";
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
        number
        label
      }
      linesHeading
      lines {
        id
        name
        hours
        whatHappens
        languages
        call {
          number
          label
        }
        text {
          number
          message
          label
        }
        chat {
          address
          label
        }
      }
      helpHeading
      helpSteps
      guide {
        guideId
        path
      }
      guideLinkLabel
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
type Props = PageProps<Data, TranslatedPageContext>;

/** The page's texts in its language: the English with the translation's texts in place. */
function textsOf(data: Data) {
  return translate(required(data.getHelpPageJson, "data/pages/get-help.json"), data.translation?.texts);
}

/** Get help now (src/components/GetHelpContent.tsx), in English or in a language it is translated into. */
export default function GetHelpPage({ data, location, pageContext }: Props) {
  const page = textsOf(data);
  const { language, noteHtml } = pageContext;
  // The crisis guide in the page's language where it is translated, in English otherwise.
  const translated = data.guideTranslations.nodes.some((node) => node.guideId === page.guide.guideId);
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext} note={false}>
      <GetHelpContent
        page={{ ...page, guidePath: translated ? inLanguage(page.guide.path, language) : page.guide.path }}
        guideLanguage={language === "en" || translated ? undefined : "en"}
        note={noteHtml ? <div dangerouslySetInnerHTML={{ __html: noteHtml }} /> : null}
      />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
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
