import { inLanguage } from "../../lib/languages";
import { absoluteUrl } from "../../lib/structured-data";
import type { DataFiles } from "../../content/shapes";
import { wholeSiteLanguages } from "../../content/translations";
import { inLanguageOf } from "./translated-pages";
import { DATA_DIR } from "../project";

/**
 * The guides as an RSS 2.0 feed at /rss.xml (gatsby-plugin-feed), in the library's order (newest first, guides
 * of the same day by title): each item is a guide's title, summary, address and the day it was published.
 * gatsby-plugin-feed also names the feed in every page's head (<link rel="alternate" type="application/rss+xml">),
 * so feed readers find it from any page.
 */

export const FEED_PATH = "/rss.xml";

interface FeedGuide {
  path: string;
  frontmatter: { title: string; summary: string; published: string };
}

interface FeedQuery {
  query: {
    site: { siteMetadata: { siteUrl: string } };
    allGuide: { nodes: FeedGuide[] };
  };
}

/** The feed of a language: "/rss.xml" for English, "/es/rss.xml" for a language the whole site is in. */
export function feedPath(language: string): string {
  return inLanguage(FEED_PATH, language);
}

/** The feed's words in a language: the site's description and the library's title, from their translations. */
function feedTexts(site: { name: string; description: string }, language: string, dataDir: string) {
  if (language === "en") return { title: `${site.name}: guides for families`, description: site.description };
  const description = inLanguageOf<DataFiles["site.json"]>("site.json", language, dataDir)?.value.description ?? site.description;
  const library = inLanguageOf<DataFiles["pages/resources.json"]>("pages/resources.json", language, dataDir)?.value.title ?? "";
  return { title: `${site.name}: ${library}`, description };
}

/**
 * A language's feed: its guides in that language, at their addresses in it; a guide not yet translated is in
 * English at its English address, as the library lists it.
 */
function feedIn(site: { name: string; description: string; siteUrl: string }, language: string, dataDir: string) {
  const { title, description } = feedTexts(site, language, dataDir);
  return {
    output: feedPath(language),
    title,
    description,
    site_url: absoluteUrl(site.siteUrl, inLanguage("/resources/", language)),
    feed_url: absoluteUrl(site.siteUrl, feedPath(language)),
    language: `${language}-US`,
    query: `{
      allGuide(
        filter: { language: { eq: ${JSON.stringify(language)} } }
        sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
      ) {
        nodes {
          path
          frontmatter {
            title
            summary
            published
          }
        }
      }
    }`,
    serialize: ({ query }: FeedQuery) =>
      query.allGuide.nodes.map((guide) => {
        const url = absoluteUrl(query.site.siteMetadata.siteUrl, guide.path);
        const matter = guide.frontmatter;
        return { title: matter.title, description: matter.summary, date: `${matter.published}T12:00:00Z`, url, guid: url };
      }),
  };
}

export function guideFeed(site: { name: string; description: string; siteUrl: string }, dataDir = DATA_DIR) {
  return {
    query: "{ site { siteMetadata { siteUrl } } }",
    feeds: ["en", ...wholeSiteLanguages(dataDir)].map((language) => feedIn(site, language, dataDir)),
  };
}
