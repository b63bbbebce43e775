import { absoluteUrl } from "../../lib/structured-data";
import { listKind } from "../content/registry";

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
  query: { site: { siteMetadata: { siteUrl: string } }; allMarkdownRemark: { nodes: FeedGuide[] } };
}

export function guideFeed(site: { name: string; description: string; siteUrl: string }) {
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
    ],
  };
}
