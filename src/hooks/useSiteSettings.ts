import { graphql, useStaticQuery } from "gatsby";

/** The organization's facts that the layout and its structured data (schema.org) read from data/site.json. */
export const organizationFacts = graphql`
  fragment OrganizationFacts on SiteJson {
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
 * The organization's facts from data/site.json, plus the year for the copyright line: the build clock's, on the
 * organization's calendar, so that it turns at New Year there (and /build.json names that moment).
 */
export function useSiteSettings(language = "en") {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      allSiteJson {
        nodes {
          language
          ...OrganizationFacts
        }
      }
      buildClock {
        year
      }
      allHomePageJson {
        nodes {
          language
          heroImageAlt
        }
      }
      homePageJson(language: { eq: "en" }) {
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
  // The organization's facts, with its description in the page's language.
  const site = data.allSiteJson.nodes.find((node) => node.language === language);
  if (!site || !data.buildClock) {
    throw new Error("data/site.json is missing: the site cannot be built without the organization's details.");
  }
  const shareImage = data.homePageJson?.heroImage.childImageSharp?.shareImage;
  if (!data.homePageJson || !shareImage?.src) {
    throw new Error("data/pages/home.json's heroImage is needed for the picture shown when a page is shared.");
  }
  return {
    ...site,
    buildYear: data.buildClock.year,
    shareImage: { src: shareImage.src, width: shareImage.width ?? 1200, height: shareImage.height ?? 630 },
    // The shared picture is the home page's; what it shows is said in the page's language.
    shareImageAlt: data.allHomePageJson.nodes.find((node) => node.language === language)?.heroImageAlt ?? "",
  };
}

export type SiteSettingsData = ReturnType<typeof useSiteSettings>;
