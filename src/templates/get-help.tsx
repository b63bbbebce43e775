import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { GetHelpContent } from "../components/GetHelpContent";
import { LanguageSwitcher, type PageInLanguage } from "../components/LanguageSwitcher";
import { LanguageHead } from "../components/LanguageHead";
import { JsonLd, Seo } from "../components/Seo";
import { TranslationNote } from "../components/TranslationNote";
import { required } from "../lib/required";
import { inLanguage } from "../lib/languages";
import { ROUTES } from "../lib/routes";
import { absoluteUrl } from "../lib/structured-data";
import { translate } from "../lib/translate";
import type { TranslatedPageContext } from "../node/gatsby/translated-pages";
import { useSiteSettings } from "../hooks/useSiteSettings";

export const query = graphql`
  query GetHelpPage($language: String!) {
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
    translation: getHelpPageTranslationJson(language: { eq: $language }) {
      checkedText
      translation {
        reviewedBy
      }
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
        name
        hours
        whatHappens
        languages
        call {
          label
        }
        text {
          label
        }
        chat {
          label
        }
      }
      helpHeading
      helpSteps
      guideLinkLabel
      careHeading
      careIntro
      care {
        name
        text
        linkLabel
      }
      seo {
        title
        description
      }
    }
    languagesJson {
      english {
        name
        openGraphLocale
      }
      translations {
        code
        name
        openGraphLocale
        translatedNote
        reviewedNote
        unreviewedNote
        englishLinkLabel
        crisisNote
      }
    }
  }
`;

type Data = Queries.GetHelpPageQuery;
type Props = PageProps<Data, TranslatedPageContext>;

/** The page's texts in its language: the English with the translation's texts in place. */
function textsOf(data: Data) {
  return translate(required(data.getHelpPageJson, "data/pages/get-help.json"), data.translation);
}

/** The page in each language it exists in, named in that language. */
function pagesInLanguages(data: Data, { alternates }: TranslatedPageContext): (PageInLanguage & { openGraphLocale: string })[] {
  const languages = required(data.languagesJson, "data/languages.json");
  return alternates.map(({ language, path }) => {
    const known = language === "en" ? languages.english : languages.translations.find((candidate) => candidate.code === language);
    return { language, path, name: known?.name ?? language, openGraphLocale: known?.openGraphLocale ?? "en_US" };
  });
}

/** Get help now (src/components/GetHelpContent.tsx), in English or in a language it is translated into. */
export default function GetHelpPage({ data, location, pageContext }: Props) {
  const page = textsOf(data);
  const { language } = pageContext;
  const languages = pagesInLanguages(data, pageContext);
  const texts = language === "en" ? undefined : data.languagesJson?.translations.find((candidate) => candidate.code === language);
  const reviewedOn = data.translation?.translation.reviewedBy ? data.translation.checkedText : null;
  return (
    <Layout
      pathname={location.pathname}
      // The site search is in English so far; a translation joins it with the search of its own language.
      indexAs={language === "en" ? "page" : undefined}
      language={language}
      beforeContent={<LanguageSwitcher language={language} languages={languages} />}
    >
      <GetHelpContent
        page={{ ...page, guidePath: page.guide.path }}
        guideLanguage={language === "en" ? undefined : "en"}
        note={texts ? <TranslationNote texts={texts} englishPath={ROUTES.getHelp} reviewedOn={reviewedOn} crisis /> : null}
      />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const site = useSiteSettings();
  const page = textsOf(data);
  const languages = pagesInLanguages(data, pageContext);
  const own = languages.find((candidate) => candidate.language === pageContext.language);
  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.seo.description,
    url: absoluteUrl(site.siteUrl, inLanguage(ROUTES.getHelp, pageContext.language)),
    inLanguage: pageContext.language,
  };
  return (
    <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} openGraphLocale={own?.openGraphLocale}>
      <LanguageHead siteUrl={site.siteUrl} language={pageContext.language} alternates={languages} />
      <JsonLd data={webPage} />
    </Seo>
  );
}
