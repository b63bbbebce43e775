import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { calendarPath } from "./src/lib/routes";
import { checkContent } from "./src/content/check";
import { formatReport } from "./src/content/report";
import { dayIn, formatStaleReviews, staleReviews } from "./src/content/review-dates";
import { readSiteSettings } from "./src/content/site-settings";
import { adminPage, EDITOR_CACHE, editorBundle, writeAdmin } from "./src/node/editor/bundle";
import { CMS_CONFIG_PATH, cmsConfigText } from "./src/node/generate/cms-config";
import { buildClockNode, buildClockTypeDefs, buildNow } from "./src/node/gatsby/build-clock";
import { createGuidePages, GUIDE_PAGES_QUERY, type GuidePagesData } from "./src/node/gatsby/guide-pages";
import { onContentNode, type NodeArgs } from "./src/node/gatsby/language-nodes";
import { createThanksPages } from "./src/node/gatsby/thanks-pages";
import { createGetHelpPages, createInLanguages, translatePageOfFolder } from "./src/node/gatsby/translated-pages";
import {
  englishFromGit,
  formatOutdatedTranslations,
  formatStrandedTranslations,
  formatUntranslatedEntries,
  strandedTranslations,
  outdatedTranslations,
  untranslatedEntries,
  writeTranslationStatus,
  type OutdatedTranslation,
} from "./src/content/translations";
import { contentResolvers, typeDefs } from "./src/node/gatsby/schema-customization";
import { tuneWebpackConfig } from "./src/node/gatsby/tuning/webpack";
import { writeSearchIndex } from "./src/node/post-build/search-index";
import { writePageScripts } from "./src/node/post-build/page-scripts";
import { NOT_PAGES, writeCalendarFiles, writeHeaders, writeRobots } from "./src/node/post-build";
import { BUILD_INFO_PATH, buildInfo, isScheduledRebuild, writeBuildInfo } from "./src/node/post-build/build-info";
import { DATA_DIR, PUBLIC_DIR, ROOT } from "./src/node/project";
import { CACHE_OF_OTHER_CODE, cacheOfOtherCode, markCacheCode } from "./src/node/build-cache";

/**
 * data/ is edited by hand, so it is checked before Gatsby reads it: a mistake stops the build with a list of
 * what to fix, instead of publishing a page with a gap or failing later with an error about GraphQL. Guides last
 * reviewed more than a year before the build's day are listed as a warning.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  // A cache made by other code, which `npm run build` or Netlify's adapter would have removed (src/node/build-cache.ts).
  if (cacheOfOtherCode()) reporter.panic(CACHE_OF_OTHER_CODE);
  const problems = checkContent(DATA_DIR);
  if (problems.length > 0) reporter.panic(formatReport(problems));
  // Not a mistake but a reminder: printed, and the build goes on.
  const stale = formatStaleReviews(staleReviews(DATA_DIR, dayIn(buildNow(), readSiteSettings().timezone)));
  if (stale) reporter.warn(stale);
  const outdated = formatOutdatedTranslations(translationsToReview());
  if (outdated) reporter.warn(outdated);
  const untranslated = formatUntranslatedEntries(untranslatedEntries(DATA_DIR));
  if (untranslated) reporter.warn(untranslated);
  // A translation whose entry was deleted is left out, never a reason to stop the build.
  const stranded = formatStrandedTranslations(strandedTranslations(DATA_DIR));
  if (stranded) reporter.warn(stranded);
};

/** The translations whose English changed after they were checked: read from git once per build. */
let reviewList: OutdatedTranslation[] | undefined;
function translationsToReview(): OutdatedTranslation[] {
  reviewList ??= outdatedTranslations(DATA_DIR, englishFromGit(ROOT, DATA_DIR));
  return reviewList;
}

/** Every entry's nodes are made: the cache is now the one of this code and of these languages and translations. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  markCacheCode();
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs());
  actions.createTypes(buildClockTypeDefs);
};

/** Every entry of data/ in every language, as a node of its own type (src/node/gatsby/language-nodes.ts). */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  onContentNode(args as unknown as NodeArgs);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createContentDigest }) => {
  await actions.createNode(buildClockNode(buildNow(), readSiteSettings().timezone, createContentDigest));
};

// Gatsby types createResolvers as a bare Function.
type CreateResolvers = (resolvers: ReturnType<typeof contentResolvers>) => void;

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  (createResolvers as CreateResolvers)(contentResolvers(readSiteSettings()));
};

/** Gatsby types a query's errors as `any`; they are graphql-js's GraphQLErrors, which are Errors. */
function queryErrors(result: { errors?: unknown }): Error[] | undefined {
  return result.errors as Error[] | undefined;
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  const result = await args.graphql<Queries.ProgramPagesQuery>(/* GraphQL */ `
    query ProgramPages {
      allProgramsJson(filter: { language: { eq: "en" } }) {
        nodes {
          jsonId
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the programs in data/programs/", queryErrors(result));
    return;
  }
  const template = path.resolve("src/templates/program.tsx");
  for (const program of result.data.allProgramsJson.nodes) {
    const page = { path: program.path, component: template, context: { jsonId: program.jsonId } };
    createInLanguages(actions.createPage, page);
  }
  const guides = await args.graphql<GuidePagesData>(GUIDE_PAGES_QUERY);
  if (guides.errors || !guides.data) {
    reporter.panicOnBuild("Could not read the guides in data/guides/", queryErrors(guides));
    return;
  }
  createGuidePages(guides.data, actions);
  createThanksPages(actions);
  createGetHelpPages(actions);
};

/** The pages of src/pages/, in English and in every language their texts are translated into. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  translatePageOfFolder(page, actions);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  const result = await args.graphql<Queries.PostBuildQuery>(/* GraphQL */ `
    query PostBuild {
      siteJson(language: { eq: "en" }) {
        name
        email
        siteUrl
        contactFormEndpoint
        timezone
      }
      buildClock {
        now
      }
      allEventsJson(filter: { language: { eq: "en" } }) {
        nodes {
          jsonId
          title
          description
          startsAt
          endsAt
          location {
            name
            address {
              street
              locality
              region
              postalCode
            }
          }
        }
      }
    }
  `);
  const site = result.data?.siteJson;
  const clock = result.data?.buildClock;
  if (result.errors || !result.data || !site || !clock) {
    reporter.panicOnBuild("Could not read the site settings and events after the build", queryErrors(result));
    return;
  }
  await writeRobots(site.siteUrl);
  await writeTranslationStatus(PUBLIC_DIR, translationsToReview());
  const editor = await writeAdmin(PUBLIC_DIR, site.name);
  // Before the policies are written, so that they hash the scripts each page now has.
  const scripts = await writePageScripts(PUBLIC_DIR, NOT_PAGES);
  await writeCalendarFiles(result.data.allEventsJson.nodes, site);
  const search = await writeSearchIndex(PUBLIC_DIR);
  const formOrigin = site.contactFormEndpoint.startsWith("https://") ? new URL(site.contactFormEndpoint).origin : null;
  const events = result.data.allEventsJson.nodes;
  const rules = await writeHeaders(
    formOrigin,
    events.map((event) => calendarPath(event.jsonId)),
  );
  // The pages as built show what is true until the next change: the scheduled rebuild reads when that is.
  const info = buildInfo(events, clock.now, site.timezone, isScheduledRebuild());
  await writeBuildInfo(info, PUBLIC_DIR);
  reporter.info(`${BUILD_INFO_PATH}: next change ${info.nextChange ?? "none"}${info.nextChangeIs ? ` (${info.nextChangeIs})` : ""}`);
  reporter.info(
    `Wrote robots.txt, ${events.length} calendar files, ${rules.length} page policies and the search index ` +
      `(${search.pages} pages in ${search.files} files, ${(search.bytes / 1024).toFixed(1)} KB); ` +
      `${scripts.pages} pages without Gatsby's runtime, with the modules ${Object.values(scripts.modules).join(", ") || "(none)"}`,
  );
  reporter.info(`Content editor at /admin/: ${editor.script}${editor.cached ? " (unchanged, from the cache)" : " (bundled)"}`);
};

/**
 * `gatsby develop` serves the content editor too, so that `npm run cms` edits the local files at
 * http://localhost:8000/admin/, with its configuration made from the registry and data/languages.json as they
 * are. The bundle is rebuilt when one of its files has changed since the page was last opened.
 */
// The part of the development server's (Express) request and response that these handlers use; Gatsby types
// the app as `any`.
interface DevRequest {
  path: string;
}
interface DevResponse {
  redirect(status: number, url: string): void;
  type(contentType: string): DevResponse;
  send(body: string): void;
  sendFile(file: string): void;
}
interface DevApp {
  get(route: string | string[] | RegExp, handler: (request: DevRequest, response: DevResponse, next: (error: unknown) => void) => void): void;
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const server = app as DevApp;
  server.get(["/admin", "/admin/", "/admin/index.html"], (request: DevRequest, response: DevResponse, next: (error: unknown) => void) => {
    if (request.path === "/admin") {
      response.redirect(301, "/admin/");
      return;
    }
    editorBundle()
      .then((bundle) => response.type("html").send(adminPage(bundle, readSiteSettings().name)))
      .catch(next);
  });
  // Made again on each request, so that a language added to data/languages.json shows its collections at once.
  server.get(CMS_CONFIG_PATH, (_request: DevRequest, response: DevResponse) => {
    response.type("text/yaml").send(cmsConfigText());
  });
  server.get(/^\/admin\/cms-[\w-]+\.(js|css)$/, (request: DevRequest, response: DevResponse) => {
    response.sendFile(path.join(EDITOR_CACHE, "out", path.basename(request.path)));
  });
};

/**
 * The production builds' webpack tunings (each page's own CSS, short class names): all in
 * src/node/gatsby/tuning/, with what each relies on in Gatsby (docs/upgrading-gatsby.md).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  tuneWebpackConfig(args);
};
