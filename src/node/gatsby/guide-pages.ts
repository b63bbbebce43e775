import path from "node:path";
import type { Actions } from "gatsby";
import { createInLanguages } from "./translated-pages";
import type { GuideListContext } from "../../content/page-context";
import { audiencePath, ROUTES, topicPath } from "../../lib/routes";
import { DATA_DIR } from "../project";

/**
 * The library's pages, made from data/guides/ and data/pages/resources.json: every guide at /resources/<id>/,
 * the library at /resources/, and one page per topic and per audience with exactly their guides. Narrowing the
 * library is following a link to one of those pages, so it works without JavaScript. A guide's earlier addresses
 * (redirectFrom) answer with a permanent redirect to its page: gatsby-adapter-netlify writes them into Netlify's
 * public/_redirects.
 */

/** What GUIDE_PAGES_QUERY returns (Gatsby's typegen writes Queries from the query itself). */
export type GuidePagesData = Queries.GuidePagesQuery;

// The guides of data/guides/, in English: each is made in every language it is translated into.
export const GUIDE_PAGES_QUERY = /* GraphQL */ `
  query GuidePages {
    allGuide(filter: { language: { eq: "en" } }, sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]) {
      nodes {
        guideId
        path
        frontmatter {
          topics
          audiences
          redirectFrom
        }
      }
    }
    resourcesPageJson(language: { eq: "en" }) {
      topics {
        id
      }
      audiences {
        id
      }
    }
  }
`;

/** Each earlier address of a guide, sent on to its page for good (301, so search engines move it too). */
export function guideRedirects(data: GuidePagesData): { fromPath: string; toPath: string; isPermanent: true }[] {
  return data.allGuide.nodes.flatMap((guide) =>
    (guide.frontmatter.redirectFrom ?? []).map((fromPath) => ({ fromPath, toPath: guide.path, isPermanent: true as const })),
  );
}

/**
 * Each guide in English and in every language it is translated into; the library's pages in every language its
 * texts are, listing every guide: a guide not yet translated is listed in English.
 */
export function createGuidePages(
  data: GuidePagesData,
  { createPage, createRedirect }: Pick<Actions, "createPage" | "createRedirect">,
  dataDir = DATA_DIR,
): number {
  const guides = data.allGuide.nodes;
  for (const redirect of guideRedirects(data)) createRedirect(redirect);
  const guideTemplate = path.resolve("src/templates/guide.tsx");
  const listTemplate = path.resolve("src/templates/guides.tsx");
  for (const guide of guides) {
    const context = { guideId: guide.guideId, topics: [...guide.frontmatter.topics] };
    createInLanguages(createPage, { path: guide.path, component: guideTemplate, context }, dataDir);
  }
  const list = (pagePath: string, context: GuideListContext) =>
    createInLanguages(createPage, { path: pagePath, component: listTemplate, context }, dataDir);
  list(ROUTES.resources, { guideIds: guides.map((guide) => guide.guideId) });
  const texts = data.resourcesPageJson;
  for (const topic of texts?.topics ?? []) {
    const guideIds = guides.filter((guide) => guide.frontmatter.topics.includes(topic.id)).map((guide) => guide.guideId);
    list(topicPath(topic.id), { guideIds, topicId: topic.id });
  }
  for (const audience of texts?.audiences ?? []) {
    const guideIds = guides.filter((guide) => guide.frontmatter.audiences.includes(audience.id)).map((guide) => guide.guideId);
    list(audiencePath(audience.id), { guideIds, audienceId: audience.id });
  }
  return guides.length;
}
