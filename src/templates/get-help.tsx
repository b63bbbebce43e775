import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { GetHelpContent } from "../components/GetHelpContent";
import { JsonLd, Seo } from "../components/Seo";
import { required } from "../lib/required";
import { inLanguage } from "../lib/languages";
import { ROUTES } from "../lib/routes";
import { absoluteUrl } from "../lib/structured-data";
import type { GetHelpContext } from "../content/page-context";
import { useSiteSettings } from "../hooks/useSiteSettings";

export const query = graphql`
  query GetHelpPage($language: String!) {
    getHelpPageJson(language: { eq: $language }) {
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
        path
        lang
      }
      guideLinkLabel
      planGuide {
        path
        lang
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
  }
`;

type Data = Queries.GetHelpPageQuery;
type Props = PageProps<Data, GetHelpContext>;

function contentOf(data: Data) {
  return required(data.getHelpPageJson, "data/pages/get-help.json");
}

/** Get help now (src/components/GetHelpContent.tsx), in English or in a language it is translated into. */
export default function GetHelpPage({ data, location, pageContext }: Props) {
  const page = contentOf(data);
  const { language, noteHtml } = pageContext;
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext} note={false}>
      <GetHelpContent
        page={page}
        guides={{ help: page.guide, plan: page.planGuide }}
        crisis={pageContext.crisisLines}
        language={language}
        note={noteHtml ? <div dangerouslySetInnerHTML={{ __html: noteHtml }} /> : null}
      />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, GetHelpContext>) {
  const site = useSiteSettings();
  const page = contentOf(data);
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
