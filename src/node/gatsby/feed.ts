import { inLanguage, languageFolder } from "../../lib/languages";
import { absoluteUrl } from "../../lib/structured-data";
import { translate } from "../../lib/translate";
import { listKind } from "../content/registry";
import { readDataJson, TRANSLATIONS_FOLDER, wholeSiteLanguages } from "../content/translations";
import { DATA_DIR } from "../project";

/**
 * The guides as an RSS 2.0 feed at /rss.xml (gatsby-plugin-feed), in the library's order (newest first, guides
 * of the same day by title): each item is a guide's title, summary, address and the day it was published.
 * gatsby-plugin-feed also names the feed in every page's head (<link rel="alternate" type="application/rss+xml">),
 * so feed readers find it from any page.
 */

export const FEED_PATH = "/rss.xml";

interface FeedGuide {
  guideId?: string | null;
  path: string;
  frontmatter: { title: string; summary: string; published: string };
}

interface FeedQuery {
  query: {
    site: { siteMetadata: { siteUrl: string } };
    allMarkdownRemark: { nodes: FeedGuide[] };
    translations?: { nodes: { guideId: string | null; translationTexts: unknown }[] };
  };
}

/** The feed of a language the whole site is in: "/es/rss.xml". */
export function feedPath(language: string): string {
  return inLanguage(FEED_PATH, language);
}

/** The feed's words in a language: the site's description and the library's title, from their translations. */
function feedTexts(site: { name: string; description: string }, language: string, dataDir: string) {
  const folder = `${TRANSLATIONS_FOLDER}/${languageFolder(language)}`;
  const description = translate(
    site.description,
    (readDataJson(dataDir, `${folder}/site.json`) as { description?: unknown } | undefined)?.description,
  );
  const library = translate(
    (readDataJson(dataDir, "pages/resources.json") as { title?: string } | undefined)?.title ?? "",
    (readDataJson(dataDir, `${folder}/pages/resources.json`) as { title?: unknown } | undefined)?.title,
  );
  return { title: `${site.name}: ${library}`, description };
}

/**
 * A language's feed: its guides in that language, at their addresses in it; a guide not yet translated is in
 * English at its English address, as the library lists it.
 */
function translatedFeed(site: { name: string; description: string; siteUrl: string }, language: string, dataDir: string) {
  const { title, description } = feedTexts(site, language, dataDir);
  return {
    output: feedPath(language),
    title,
    description,
    site_url: absoluteUrl(site.siteUrl, inLanguage("/resources/", language)),
    feed_url: absoluteUrl(site.siteUrl, feedPath(language)),
    language: `${language}-US`,
    query: `{
      allMarkdownRemark(
        filter: { folder: { eq: ${JSON.stringify(listKind("guides").folder)} } }
        sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
      ) {
        nodes {
          guideId
          path
          frontmatter {
            title
            summary
            published
          }
        }
      }
      translations: allMarkdownRemark(filter: { folder: { eq: ${JSON.stringify(`${TRANSLATIONS_FOLDER}/${languageFolder(language)}/guides`)} } }) {
        nodes {
          guideId
          translationTexts
        }
      }
    }`,
    serialize: ({ query }: FeedQuery) => {
      const texts = new Map((query.translations?.nodes ?? []).map((node) => [node.guideId, node.translationTexts]));
      return query.allMarkdownRemark.nodes.map((guide) => {
        const translation = texts.get(guide.guideId ?? null);
        const matter = translate(guide.frontmatter, translation);
        const url = absoluteUrl(query.site.siteMetadata.siteUrl, translation ? inLanguage(guide.path, language) : guide.path);
        return { title: matter.title, description: matter.summary, date: `${matter.published}T12:00:00Z`, url, guid: url };
      });
    },
  };
}

export function guideFeed(site: { name: string; description: string; siteUrl: string }, dataDir = DATA_DIR) {
  return {
    query: "{ site { siteMetadata { siteUrl } } }",
    feeds: [
      {
        output: FEED_PATH,
        title: `${site.name}: guides for families`,
        description: site.description,
        site_url: absoluteUrl(site.siteUrl, "/resources/"),
        feed_url: absoluteUrl(site.siteUrl, FEED_PATH),
        language: "en-US",
        query: `{
          allMarkdownRemark(
            filter: { folder: { eq: ${JSON.stringify(listKind("guides").folder)} } }
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
          query.allMarkdownRemark.nodes.map((guide) => {
            const url = absoluteUrl(query.site.siteMetadata.siteUrl, guide.path);
            return {
              title: guide.frontmatter.title,
              description: guide.frontmatter.summary,
              date: `${guide.frontmatter.published}T12:00:00Z`,
              url,
              guid: url,
            };
          }),
      },
      ...wholeSiteLanguages(dataDir).map((language) => translatedFeed(site, language, dataDir)),
    ],
  };
}
