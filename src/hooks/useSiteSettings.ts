import { graphql, useStaticQuery } from "gatsby";
import { translate } from "../lib/translate";

/** The organisation's facts that the layout and its structured data (schema.org) read from data/site.json. */
export const organisationFacts = graphql`
  fragment OrganisationFacts on SiteJson {
    name
    legalName
    description
    email
    phone
    siteUrl
    address {
      street
      locality
      region
      postalCode
      country
    }
  }
`;

/**
 * The organisation's facts from data/site.json, plus the year for the copyright line: the build clock's, on the
 * organization's calendar, so that it turns at New Year there (and /build.json names that moment).
 */
export function useSiteSettings(language = "en") {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteJson {
        ...OrganisationFacts
      }
      buildClock {
        year
      }
      allSiteTranslationJson {
        nodes {
          language
          texts
        }
      }
      homePageJson {
        heroImageAlt
        heroImage {
          childImageSharp {
            shareImage: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 82) {
              src
              width
              height
            }
          }
        }
      }
    }
  `);
  if (!data.siteJson || !data.buildClock) {
    throw new Error("data/site.json is missing: the site cannot be built without the organization's details.");
  }
  const shareImage = data.homePageJson?.heroImage.childImageSharp?.shareImage;
  if (!data.homePageJson || !shareImage?.src) {
    throw new Error("data/pages/home.json's heroImage is needed for the picture shown when a page is shared.");
  }
  // The organization's description in the page's language, where data/translations/ has it.
  const translation = data.allSiteTranslationJson.nodes.find((node) => node.language === language);
  return {
    ...translate(data.siteJson, translation?.texts),
    buildYear: data.buildClock.year,
    shareImage: { src: shareImage.src, width: shareImage.width ?? 1200, height: shareImage.height ?? 630 },
    shareImageAlt: data.homePageJson.heroImageAlt,
  };
}

export type SiteSettingsData = ReturnType<typeof useSiteSettings>;
