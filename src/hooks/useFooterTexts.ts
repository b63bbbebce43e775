import { graphql, useStaticQuery } from "gatsby";
import type { CrisisTexts } from "../node/content/shapes";
import type { NewsletterTexts } from "../components/NewsletterForm";

export interface FooterTexts {
  newsletter: NewsletterTexts & { heading: string; text: string };
  crisis: CrisisTexts;
  /** Where forms post (data/site.json): the newsletter uses the contact form's setting. */
  formEndpoint: string;
}

/** The footer's newsletter and crisis-line texts (data/footer.json), shared by every page. */
export function useFooterTexts(): FooterTexts {
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
          lifelineNumber
          emergencyNumber
          helpPageLink
        }
      }
      siteJson {
        contactFormEndpoint
      }
    }
  `);
  if (!data.footerJson || !data.siteJson) {
    throw new Error("data/footer.json is missing: every page's footer needs its newsletter and crisis-line texts.");
  }
  return { ...data.footerJson, formEndpoint: data.siteJson.contactFormEndpoint };
}
