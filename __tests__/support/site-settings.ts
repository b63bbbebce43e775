import { useStaticQuery } from "gatsby";
import { site } from "./data";

/** Answers the Layout's static query with data/site.json and the given build year. */
export function mockSiteSettings(buildYear = "2026"): void {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteJson: {
      name: site.name,
      description: site.description,
      email: site.email,
      phone: site.phone,
      siteUrl: site.siteUrl,
      address: site.address,
    },
    site: { buildYear },
  });
}
