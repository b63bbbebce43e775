import { useStaticQuery } from "gatsby";
import { readData, site } from "./fixture";

const footer = readData<Omit<Queries.FooterTextsQuery["allFooterJson"]["nodes"][number], "language" | "lang">>("footer.json");

/** Answers the Layout's static queries with data/site.json, data/footer.json and the given build year. */
export function mockSiteSettings(buildYear = "2026"): void {
  jest.mocked(useStaticQuery).mockReturnValue({
    allSiteJson: {
      nodes: [
        {
          language: "en",
          name: site.name,
          legalName: site.legalName,
          description: site.description,
          email: site.email,
          phone: site.phone,
          siteUrl: site.siteUrl,
          address: site.address,
        },
      ],
    },
    siteJson: { contactFormEndpoint: "/" },
    allFooterJson: { nodes: [{ ...footer, language: "en", lang: null }] },
    buildClock: { year: buildYear },
    allHomePageJson: { nodes: [{ language: "en", heroImageAlt: "Neighbors on a hill at sunrise" }] },
    homePageJson: {
      heroImage: { childImageSharp: { shareImage: { src: "/static/abc/share.jpg", width: 1200, height: 630 } } },
    },
  });
}
