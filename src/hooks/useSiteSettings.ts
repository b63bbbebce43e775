import { graphql, useStaticQuery } from "gatsby";

/** The organisation's facts from data/site.json, plus the year of the build for the copyright line. */
export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteJson {
        name
        description
        email
        phone
        siteUrl
        address {
          street
          locality
          region
          postalCode
        }
      }
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
    }
  `);
  if (!data.siteJson || !data.site) {
    throw new Error("data/site.json is missing: the site cannot be built without the organisation's details.");
  }
  return { ...data.siteJson, buildYear: data.site.buildYear };
}

export type SiteSettingsData = ReturnType<typeof useSiteSettings>;
