/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { programPath } from "../src/lib/routes";
import { inLanguage } from "../src/lib/languages";
import type { TranslatedPageContext } from "../src/content/page-context";
import { readLanguages } from "../src/content/translations";
import { cmsConfig } from "../src/node/generate/cms-config";
import { guideFeed } from "../src/node/gatsby/feed";
import { createGuidePages } from "../src/node/gatsby/guide-pages";
import { nodeLanguages } from "../src/node/gatsby/language-nodes";
import { sitemapEntry } from "../src/node/gatsby/sitemap";
import { createThanksPages } from "../src/node/gatsby/thanks-pages";
import { createGetHelpPages, createInLanguages, translatePageOfFolder } from "../src/node/gatsby/translated-pages";
import { DATA_DIR, guides, programs, readData, site } from "../harness/content";
import { guidePagesData } from "./support/content";
import { FIXTURE_LANGUAGE, filesUnder, KEPT_LANGUAGES, writeDataWithFixtureLanguage } from "./support/fixture-language";

/**
 * A language is data: data/ copied with one more whole-site language (support/fixture-language.ts), and no other
 * change, gets from the build's own page making (gatsby-node.ts's createPages and onCreatePage, run here on that
 * copy) every page Spanish has, each told its language and linked both ways with the others' (the head's hreflang,
 * the language switcher, the sitemap), and its own feed, editor collections and content nodes.
 */

const code = FIXTURE_LANGUAGE.code;
let copy = "";
let dataDir = "";

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), "kindred-language-"));
  dataDir = path.join(copy, "data");
  writeDataWithFixtureLanguage(DATA_DIR, dataDir);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

interface MadePage {
  path: string;
  context: TranslatedPageContext;
}

/** The addresses Gatsby gives the files of src/pages/ before onCreatePage: "/", "/about/", and the 404 page's two. */
function folderPagePaths(): string[] {
  return readdirSync(path.join(__dirname, "../src/pages"))
    .filter((name) => name.endsWith(".tsx"))
    .flatMap((name) => {
      const base = name.slice(0, -".tsx".length);
      if (base === "index") return ["/"];
      return base === "404" ? ["/404/", "/404.html"] : [`/${base}/`];
    });
}

/** Every page the build makes from `dir`, as gatsby-node.ts makes them, with the context each is told. */
function pagesMadeFrom(dir: string): MadePage[] {
  const pages: MadePage[] = [];
  const createPage = (page: { path: string; context?: object }) => pages.push(page as MadePage);
  const actions = { createPage, deletePage: () => undefined, createRedirect: () => undefined } as never;
  for (const pagePath of folderPagePaths()) {
    translatePageOfFolder({ path: pagePath, component: "page.tsx", context: {} }, actions, dir);
  }
  for (const program of programs)
    createInLanguages(createPage as never, { path: programPath(program.id), component: "program.tsx", context: {} }, dir);
  const resources = readData("pages/resources.json");
  createGuidePages(guidePagesData(guides, resources), actions, dir);
  createThanksPages(actions, dir);
  createGetHelpPages(actions, dir);
  return pages;
}

/** The addresses of a language's pages, inside its folder ("/", "/about/"), sorted. */
function addressesIn(pages: MadePage[], language: string): string[] {
  return pages
    .filter((page) => page.context.language === language)
    .map((page) => page.path.slice(`/${language}`.length))
    .sort();
}

describe(`a language added in data/ alone (${FIXTURE_LANGUAGE.englishName}, "${code}")`, () => {
  it("is a copy of data/ with languages.json and the language's folder changed, nothing else", () => {
    const added = filesUnder(dataDir).filter((file) => !existsSync(path.join(DATA_DIR, file)));
    expect(added.length).toBeGreaterThan(20);
    expect(added.filter((file) => !file.startsWith(`translations/${code}/`))).toEqual([]);
    // The other languages' folders are left out of the copy (KEPT_LANGUAGES), so that it is Spanish it matches.
    const kept = (file: string) =>
      !file.startsWith("translations/") || KEPT_LANGUAGES.some((language) => file.startsWith(`translations/${language}/`));
    const edited = filesUnder(DATA_DIR)
      .filter(kept)
      .filter((file) => readFileSync(path.join(DATA_DIR, file)).compare(readFileSync(path.join(dataDir, file))) !== 0);
    expect(edited).toEqual(["languages.json"]);
    expect(readLanguages(dataDir).translations.map((language) => language.code)).toEqual([...KEPT_LANGUAGES, code]);
  });

  it("has no page, feed or node in data/ as it is, so that what follows is the copy's doing", () => {
    const pages = pagesMadeFrom(DATA_DIR);
    expect(addressesIn(pages, code)).toEqual([]);
    expect(pages.flatMap((page) => page.context.alternates.map((alternate) => alternate.language))).not.toContain(code);
    expect(guideFeed(site, DATA_DIR).feeds.map((feed) => feed.output)).not.toContain(`/${code}/rss.xml`);
    expect(nodeLanguages(DATA_DIR)).not.toContain(code);
  });

  it("has every page Spanish has, each in its language, with its words and its own search", () => {
    const pages = pagesMadeFrom(dataDir);
    const spanish = addressesIn(pages, "es");
    expect(spanish.length).toBeGreaterThan(40);
    expect(addressesIn(pages, code)).toEqual(spanish);
    const spanishPages = new Map(pages.filter((page) => page.context.language === "es").map((page) => [page.path, page.context]));
    for (const page of pages.filter((made) => made.context.language === code)) {
      // Its header, footer and buttons in its own words (Spanish's, copied), and its own search.
      const twin = spanishPages.get(`/es${page.path.slice(`/${code}`.length)}`);
      expect([page.path, page.context.chrome, page.context.searchable]).toEqual([page.path, code, true]);
      expect(page.context.labels).toEqual(twin?.labels);
    }
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([`/${code}/`, `/${code}/search/`, `/${code}/get-help/`, `/${code}/404.html`]),
    );
  });

  it("is linked both ways from every page in it and its English page: the head's hreflang, the switcher, the sitemap", () => {
    const pages = pagesMadeFrom(dataDir);
    const inFixture = pages.filter((page) => page.context.language === code);
    expect(inFixture.length).toBeGreaterThan(40);
    const byPath = new Map(pages.map((page) => [page.path, page.context]));
    for (const page of inFixture) {
      const english = page.path.slice(`/${code}`.length) || "/";
      for (const [at, context] of [
        [page.path, page.context],
        [english, byPath.get(english)],
      ] as const) {
        const alternates = context?.alternates.map((alternate) => `${alternate.language} ${alternate.path}`);
        expect([at, alternates]).toEqual([at, expect.arrayContaining([`en ${english}`, `${code} ${page.path}`])]);
        expect([at, context?.switcherHtml]).toEqual([at, expect.stringContaining(`href="${page.path}"`)]);
        const links = sitemapEntry({ path: at, pageContext: context ?? null }).links?.map((link) => `${link.lang} ${link.url}`);
        expect([at, links]).toEqual([at, expect.arrayContaining([`${code} ${page.path}`, `en ${english}`, `x-default ${english}`])]);
      }
    }
  });

  it("has its feed, its collections in the editor and a node of every entry", () => {
    const feed = guideFeed(site, dataDir).feeds.find((candidate) => candidate.output === inLanguage("/rss.xml", code));
    expect(feed?.language).toBe(`${code}-US`);
    expect(feed?.query).toContain(`language: { eq: "${code}" }`);
    const names = cmsConfig(undefined, dataDir).collections.map((collection) => collection.name);
    expect(names).toEqual(expect.arrayContaining([`${code}-pages`, `${code}-guides`, `${code}-events`]));
    expect(nodeLanguages(dataDir)).toContain(code);
  });
});
