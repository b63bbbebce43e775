import { graphql, useStaticQuery } from "gatsby";
import type { CrisisTexts, NewsletterTexts } from "../content/shapes";

export interface FooterTexts {
  newsletter: NewsletterTexts;
  crisis: CrisisTexts;
  /** Where forms post (data/site.json): the newsletter uses the contact form's setting. */
  formEndpoint: string;
  /** The language its texts are in: the one asked for, or "en" where that one has no translation of them. */
  lang: string;
}

/**
 * The footer's newsletter and crisis-line texts (data/footer.json), shared by every page; in another language,
 * its translation's texts where it has one (data/translations/<folder>/footer.json).
 */
export function useFooterTexts(language = "en"): FooterTexts {
  const data = useStaticQuery<Queries.FooterTextsQuery>(graphql`
    query FooterTexts {
      allFooterJson {
        nodes {
          language
          lang
          newsletter {
            heading
            text
            note
            buttonLabel
            sentTitle
            sentText
          }
          crisis {
            heading
            text
            sentence
            callLink
            textLink
            lifelineName
            helpPageLink
          }
        }
      }
      siteJson(language: { eq: "en" }) {
        contactFormEndpoint
      }
    }
  `);
  // Its texts in the page's language: the language's node, whose `lang` is "en" while it has no translation of them.
  const footer = data.allFooterJson.nodes.find((node) => node.language === language);
  if (!footer || !data.siteJson) {
    throw new Error("data/footer.json is missing: every page's footer needs its newsletter and crisis-line texts.");
  }
  return {
    newsletter: footer.newsletter,
    crisis: footer.crisis,
    formEndpoint: data.siteJson.contactFormEndpoint,
    lang: footer.lang ?? language,
  };
}
