import { escapeHtml } from "./support/budgets";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { events, guides, programs, site as siteFile, tiers } from "../__tests__/support/data";
import { localYear, toIsoWithOffset } from "../src/lib/datetime";
import { languageFolder } from "../src/lib/languages";
import { isNetlifyEndpoint } from "../src/lib/form-sending";
import { CMS_CONFIG_PATH } from "../src/node/generate/cms-config";
import { parseBuildInfo } from "../src/node/post-build/build-info";
import { htmlFiles } from "../src/node/post-build/html-files";
import { NOT_PAGES, routeOfHtmlFile } from "../src/node/post-build";
import { TEST_NOW } from "../harness/clocks";
import { eventInstants } from "../harness/content";
import { expect, test } from "./support/fixtures";
import { netlifyHeaders } from "../harness/netlify-headers";
import { fileForPath, PUBLIC_DIR } from "../harness/static-server";
import { WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { ENGLISH_FIRST_ROUTES } from "./support/route-checks";
import { inLanguage } from "../src/lib/languages";

/**
 * What the hosting relies on, read off the site `npm run build:test` makes (public/ as on TEST_NOW): /build.json
 * names the right next change for the events in data/, every form Netlify receives carries its honeypot, and the
 * editor's preview links open built pages.
 */

/**
 * The first page of each English template (support/route-checks.ts): every other page, in every language, is one
 * of those templates in other words.
 */
const SHOWN_PAGES = new Set(ENGLISH_FIRST_ROUTES.map((route) => route.path));

/** The moment after `now` at which a page of the site stops being true, worked out from data/ alone. */
function expectedNextChange(now: string): { at: string; what: RegExp } {
  const at = Date.parse(now);
  const ends = events
    .map((event) => ({ title: event.title, end: Date.parse(eventInstants(event).endsAt) }))
    .filter((event) => event.end > at)
    .sort((a, b) => a.end - b.end);
  const newYear = Date.parse(toIsoWithOffset(`${localYear(now, siteFile.timezone) + 1}-01-01`, "00:00", siteFile.timezone));
  const [first] = ends;
  if (first && first.end < newYear) {
    return { at: new Date(first.end).toISOString(), what: new RegExp(`"${first.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" ends`) };
  }
  return { at: new Date(newYear).toISOString(), what: /New Year/ };
}

test.describe("/build.json", () => {
  test("says when the pages were built and names the next change of data/'s events, or New Year", () => {
    const read = parseBuildInfo(readFileSync(path.join(PUBLIC_DIR, "build.json"), "utf8"));
    if (!read.ok) throw new Error(read.problem);
    const expected = expectedNextChange(TEST_NOW);
    expect(read.info).toMatchObject({
      builtAt: new Date(TEST_NOW).toISOString(),
      timeZone: siteFile.timezone,
      nextChange: expected.at,
      scheduledRebuild: false,
    });
    expect(read.info.nextChangeIs).toMatch(expected.what);
  });

  test("is sent with noindex, and is never reused from a cache without asking the site", async () => {
    const headers = (await netlifyHeaders(PUBLIC_DIR))("/build.json");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(String(headers["cache-control"])).toMatch(/no-cache|max-age=0, must-revalidate/);
  });
});

interface FormFacts {
  name: string;
  method: string;
  action: string;
  netlify: string | null;
  honeypot: string | null;
  formName: string | null;
  /**
   * The honeypot: how many, whether it is off screen (null where the page was read without being laid out), what
   * hides it from screen readers (the class of that element) and whether the keyboard skips it.
   */
  trap: { count: number; offScreen: boolean | null; hiddenBy: string | null; ariaHidden: boolean; tabIndex: number } | null;
}

/**
 * Every form of the page as built (no script runs), with its honeypot's place and reach: of the page shown, or,
 * given a page's HTML, of that HTML as parsed, which is not laid out.
 */
function formsOfPage(page: Page, html?: string): Promise<FormFacts[]> {
  return page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, "text/html");
    return Array.from(doc.forms).map((form) => {
      const honeypot = form.getAttribute("data-netlify-honeypot") ?? form.getAttribute("netlify-honeypot");
      const traps = honeypot ? Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${honeypot}"]`)) : [];
      const [trap] = traps;
      const box = html === undefined ? trap?.getBoundingClientRect() : undefined;
      return {
        name: form.getAttribute("name") ?? "",
        method: (form.getAttribute("method") ?? "get").toLowerCase(),
        action: form.getAttribute("action") ?? "",
        netlify: form.getAttribute("data-netlify") ?? form.getAttribute("netlify"),
        honeypot,
        formName: form.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value ?? null,
        trap: trap
          ? {
              count: traps.length,
              offScreen: box ? box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.width * box.height <= 1 : null,
              hiddenBy: trap.closest('[aria-hidden="true"]')?.getAttribute("class") ?? null,
              ariaHidden: Boolean(trap.closest('[aria-hidden="true"]')),
              tabIndex: trap.tabIndex,
            }
          : null,
      };
    });
  }, html);
}

test.describe("the forms of public/", () => {
  test.describe.configure({ mode: "default" });
  const forms: { route: string; form: FormFacts }[] = [];
  const routes: string[] = [];

  // Every built page, read once for the three checks below, with JavaScript off: Netlify reads its forms from
  // the HTML as built. Each page's styles are inline, so its layout is final once its HTML is parsed; its
  // images, which change no form, are not waited for. Only the first page of each English template is shown;
  // the others are parsed (see below).
  test.beforeAll(async ({ site }) => {
    const page = await site.newPage(1280, { javaScriptEnabled: false });
    for (const file of await htmlFiles(PUBLIC_DIR, NOT_PAGES)) {
      const relative = path.relative(PUBLIC_DIR, file);
      // A 404 page by its own file (routeOfHtmlFile names the addresses it answers: "/*", "/es/*").
      const route = relative.endsWith("404.html") ? `/${relative}` : routeOfHtmlFile(relative);
      routes.push(route);
      // Any other page is an English template's layout with other words: its HTML is read as parsed, and its
      // honeypot counts as off screen when the same element hides it as on a page shown.
      if (!SHOWN_PAGES.has(route)) {
        forms.push(...(await formsOfPage(page, await readFile(file, "utf8"))).map((form) => ({ route, form })));
        continue;
      }
      await page.goto(route, { waitUntil: "domcontentloaded" });
      forms.push(...(await formsOfPage(page)).map((form) => ({ route, form })));
    }
    await page.context().close();
    const shownOffScreen = new Set(forms.flatMap(({ form }) => (form.trap?.offScreen ? [form.trap.hiddenBy] : [])));
    for (const { form } of forms) if (form.trap && form.trap.offScreen === null) form.trap.offScreen = shownOffScreen.has(form.trap.hiddenBy);
  });

  test("finds the footer's newsletter form on every page read, and the contact form", () => {
    const names = new Set(forms.map(({ form }) => form.name));
    expect([...names]).toEqual(expect.arrayContaining(["newsletter", "contact"]));
    // Every page has the footer's sign-up, the 404 pages too.
    expect(new Set(forms.filter(({ form }) => form.name === "newsletter").map(({ route }) => route))).toEqual(new Set(routes));
    expect(routes.length).toBeGreaterThan(20);
  });

  test("gives every form that posts to the site Netlify's attributes and a honeypot people cannot see or reach", () => {
    const posted = forms.filter(({ form }) => form.method === "post");
    expect(isNetlifyEndpoint(siteFile.contactFormEndpoint)).toBe(true);
    const wrong = posted
      .filter(
        ({ form }) =>
          form.netlify !== "true" ||
          !form.honeypot ||
          form.formName !== form.name ||
          !form.trap ||
          form.trap.count !== 1 ||
          !form.trap.offScreen ||
          !form.trap.ariaHidden ||
          form.trap.tabIndex !== -1,
      )
      .map(({ route, form }) => `${route} ${form.name}: ${JSON.stringify(form)}`);
    expect(wrong).toEqual([]);
    expect(posted.length).toBeGreaterThanOrEqual(routes.length);
  });

  test("leaves only the search, which sends nothing to Netlify, without a honeypot", () => {
    const others = forms.filter(({ form }) => form.method !== "post");
    // The search of each language the whole site is in, to /search/ and /es/search/.
    const languages = ["en", ...WHOLE_SITE_LANGUAGES];
    const searches = languages.map((language) => `get ${inLanguage("/search/", language)}`);
    const found = new Set(others.map(({ form }) => `${form.method} ${form.action}`));
    expect(found).toEqual(new Set(searches));
  });
});

test.describe("the editor's links to a draft's deploy preview, on the built site", () => {
  // The configuration the build wrote, as the editor reads it.
  const config = parse(readFileSync(path.join(PUBLIC_DIR, CMS_CONFIG_PATH), "utf8")) as {
    collections: { name: string; preview_path?: string; files?: { file: string; preview_path?: string }[] }[];
  };
  const ids: Record<string, string[]> = {
    events: events.map((event) => event.id),
    programs: programs.map((program) => program.id),
    guides: guides.map((guide) => guide.id),
    tiers: tiers.map((tier) => tier.id),
  };
  const links = config.collections.flatMap((collection) =>
    collection.files
      ? collection.files.map((file) => [file.file, file.preview_path ?? ""] as const)
      : (ids[collection.name] ?? []).map((id) => [`${collection.name}/${id}`, (collection.preview_path ?? "").replace(/\{\{slug\}\}/g, id)] as const),
  );

  for (const [entry, link] of links) {
    test(`${entry} opens ${link}, a built page (with that anchor)`, async () => {
      const url = new URL(link, "https://deploy-preview-1--kindredminds.netlify.app");
      const file = await fileForPath(url.pathname);
      expect(file).not.toBeNull();
      if (url.hash) expect(readFileSync(file ?? "", "utf8")).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`);
    });
  }
});

test.describe("a page in another language", () => {
  const folder = (language: string) => (language === "en" ? "" : languageFolder(language));
  /** A home page as the browser gets it: its HTML, which is all it loads besides its images. */
  const homeHtml = (language: string) => readFileSync(path.join(PUBLIC_DIR, folder(language), "index.html"), "utf8");
  /** The home page's own headings, from the data the build wrote for it. */
  const homeHeadings = (language: string) => {
    const data = readFileSync(path.join(PUBLIC_DIR, "page-data", folder(language) || "index", "page-data.json"), "utf8");
    const home = (JSON.parse(data) as { result: { data: { homePageJson: Record<string, unknown> } } }).result.data.homePageJson;
    return ["programsHeading", "impactHeading", "guidesHeading"].map((name) => home[name]);
  };
  const english = homeHtml("en");

  // Characters, not bytes: a Korean or Chinese character takes three bytes in UTF-8, and says more than a letter.
  for (const language of WHOLE_SITE_LANGUAGES) {
    test(`/${languageFolder(language)}/ carries its own language's texts only, in at most 1.15 times the English page's characters`, () => {
      const translated = homeHtml(language);
      expect(translated.length).toBeLessThanOrEqual(1.15 * english.length);
      // None of another language's own headings rides along, English included.
      for (const other of ["en", ...WHOLE_SITE_LANGUAGES].filter((code) => code !== language)) {
        for (const heading of homeHeadings(other)) {
          expect(typeof heading).toBe("string");
          expect(translated).not.toContain(`>${escapeHtml(heading as string)}<`);
          expect(homeHtml(other)).toContain(`>${escapeHtml(heading as string)}<`);
        }
      }
    });
  }
});
