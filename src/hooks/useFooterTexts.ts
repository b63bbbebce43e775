import { graphql, useStaticQuery } from "gatsby";
import { translate } from "../lib/translate";
import type { CrisisTexts } from "../node/content/shapes";
import type { NewsletterTexts } from "../components/NewsletterForm";

export interface FooterTexts {
  newsletter: NewsletterTexts & { heading: string; text: string };
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
      footerJson {
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
      siteJson {
        contactFormEndpoint
      }
      allFooterTranslationJson {
        nodes {
          language
          texts
        }
      }
    }
  `);
  if (!data.footerJson || !data.siteJson) {
    throw new Error("data/footer.json is missing: every page's footer needs its newsletter and crisis-line texts.");
  }
  const translation = data.allFooterTranslationJson.nodes.find((node) => node.language === language);
  return {
    ...translate(data.footerJson, translation?.texts),
    formEndpoint: data.siteJson.contactFormEndpoint,
    lang: translation || language === "en" ? language : "en",
  };
}
