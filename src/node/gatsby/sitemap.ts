import type { PageInLanguage } from "../../lib/page-languages";

type Alternate = Pick<PageInLanguage, "language" | "path">;

/**
 * The sitemap's entries: every page, and for a page in several languages each of them as an alternate
 * (xhtml:link hreflang, with x-default the English), as its head lists them.
 */
export const SITEMAP_QUERY = /* GraphQL */ `
  query SitemapPages {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
  }
`;

interface SitemapPage {
  path: string;
  pageContext?: { alternates?: Alternate[] } | null;
}

export interface SitemapEntry {
  url: string;
  links?: { lang: string; url: string }[];
}

export function sitemapEntry(page: SitemapPage): SitemapEntry {
  const alternates = page.pageContext?.alternates ?? [];
  if (alternates.length < 2) return { url: page.path };
  const english = alternates.find((alternate) => alternate.language === "en");
  const links = alternates.map((alternate) => ({ lang: alternate.language, url: alternate.path }));
  return { url: page.path, links: english ? [...links, { lang: "x-default", url: english.path }] : links };
}
