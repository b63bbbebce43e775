import { site as siteFile } from "../__tests__/support/data";
import { localYear } from "../src/lib/datetime";
import { openSite, visit, type Site } from "./support/browser";
import { TEST_NOW } from "./support/clocks";
import { internationalTelephone } from "./support/content";
import { axeResults, focusWalk, openRoute, resize, sidewaysOverflow, type RouteVisit } from "./support/route-visit";
import { ALL_ROUTES, FOOTER_LINKS, GUIDE_PAGES, HEADER_SEARCH_LINK, NAV_LINKS, NOT_FOUND, PAGES, PROGRAM_PAGES } from "./support/routes";

/**
 * Every route, loaded once at a desktop width (1280 px, then narrowed to 768 px) and once at a phone width
 * (375 px, then narrowed to 320 px), as a visitor loads it; each of those loads serves every check of the page:
 * status, headings and head, the shared layout's links, every link and image, structured data, a clean load
 * (no console error, failed request or request to another host), the Content-Security-Policy, no sideways
 * scrolling, axe-core (at 1280 px once per template), and visible focus on every stop of the keyboard.
 */

let site: Site;
const titles = new Map<string, string>();
/** Every address a page refers to, with the status it answered (each is fetched once). */
const checked = new Map<string, number>();

beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

async function status(url: string): Promise<number> {
  const known = checked.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { method: "GET" });
  checked.set(url, response.status);
  return response.status;
}

function expectLoadedCleanly(visited: RouteVisit): void {
  expect(visited.failed).toEqual([]);
  expect(visited.consoleErrors()).toEqual([]);
  expect(visited.foreign).toEqual([]);
}

/**
 * The template a route is drawn with. Pages of one template differ only in their data, which axe-core checks on
 * every route at 375 px; how a template lays that data out on a wide screen is checked on its first route, at
 * 1280 px, so that a new guide or topic adds one axe run rather than two.
 */
function templateOf(path: string): string {
  if (PROGRAM_PAGES.some((program) => program.path === path)) return "program";
  if (GUIDE_PAGES.some((guide) => guide.path === path)) return "guide";
  if (path.startsWith("/resources/topics/")) return "topic";
  if (path.startsWith("/resources/for/")) return "audience";
  return path;
}
const FIRST_OF_TEMPLATE = new Set(ALL_ROUTES.filter((route, index) => ALL_ROUTES.findIndex((other) => templateOf(other.path) === templateOf(route.path)) === index).map((route) => route.path));

describe.each(ALL_ROUTES)("$path", ({ path, h1 }) => {
  describe("at 1280 px", () => {
    let visited: RouteVisit;
    beforeAll(async () => {
      visited = await openRoute(site, path, 1280);
    });
    afterAll(() => visited?.close());
    const page = () => visited.page;
    const nav = () => page().getByRole("navigation", { name: "Main" });
    const footer = () => page().getByRole("contentinfo");

    it(path === NOT_FOUND.path ? "answers 404 with the 404 page" : "answers 200", () => {
      expect(visited.response.status()).toBe(path === NOT_FOUND.path ? 404 : 200);
    });

    it(`has one h1, its title from data/ ("${h1}")`, async () => {
      expect(await page().locator("h1").allInnerTexts()).toEqual([h1]);
    });

    it("has a title, a meta description and <html lang>", async () => {
      const title = await page().title();
      expect(title.length).toBeGreaterThan(10);
      titles.set(path, title);
      const description = await page().locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
      expect(await page().locator("html").getAttribute("lang")).toBe("en");
    });

    it("has the logo linking home, the five links, the search page and Donate Now in the nav", async () => {
      expect(await page().getByRole("banner").getByRole("link", { name: siteFile.name }).getAttribute("href")).toBe("/");
      const found = await nav()
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim() ?? "", anchor.getAttribute("href") ?? ""]));
      expect(found).toEqual([...NAV_LINKS.map(([label, href]) => [label, href]), [...HEADER_SEARCH_LINK], ["Donate Now", "/donation/"]]);
    });

    it("has the footer's quick links and Make a Donation", async () => {
      const found = await footer()
        .getByRole("navigation", { name: "Quick Links" })
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim() ?? "", anchor.getAttribute("href") ?? ""]));
      expect(found).toEqual(FOOTER_LINKS.map(([label, href]) => [label, href]));
      expect(await footer().getByRole("link", { name: "Make a Donation" }).getAttribute("href")).toBe("/donation/");
      // The year of the moment the site was built as (TEST_NOW), on the organization's calendar.
      expect(await footer().innerText()).toContain(`© ${localYear(TEST_NOW, siteFile.timezone)} ${siteFile.name}`);
    });

    it("marks the current page's link with aria-current", async () => {
      const marked = await nav()
        .locator("[aria-current]")
        .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("aria-current")]));
      // The link to this very page says "page"; the link to the section a page sits in (Programs for a program's
      // own page) says "true".
      const expected = [...NAV_LINKS, HEADER_SEARCH_LINK, ["Donate Now", "/donation/"] as const].flatMap(([label, href]) => {
        if (href === path) return [[label, "page"]];
        if (path.startsWith(href)) return [[label, "true"]];
        return [];
      });
      expect(marked).toEqual(expected);
      if (PROGRAM_PAGES.some((program) => program.path === path)) expect(marked).toEqual([["Programs", "true"]]);
    });

    it("links only to addresses that exist on the site (or to mail, phone, text message and https)", async () => {
      const urls = await page().evaluate(() => {
        const found = new Set<string>();
        const add = (value: string | null) => {
          if (value) found.add(new URL(value, document.baseURI).href);
        };
        document.querySelectorAll("a[href]").forEach((element) => {
          const href = element.getAttribute("href");
          if (!href?.startsWith("#")) add(href);
        });
        document.querySelectorAll("link[href]").forEach((element) => add(element.getAttribute("href")));
        document.querySelectorAll("script[src], img[src]").forEach((element) => add(element.getAttribute("src")));
        document.querySelectorAll("img[srcset], source[srcset]").forEach((element) => {
          for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) add(candidate.trim().split(/\s+/)[0] ?? null);
        });
        return [...found];
      });
      const internal = urls.filter((url) => url.startsWith(site.origin)).map((url) => url.split("#")[0] ?? url);
      const external = urls.filter((url) => !url.startsWith(site.origin) && !url.startsWith("data:"));
      expect(internal.length).toBeGreaterThan(10);
      const broken: string[] = [];
      for (const url of new Set(internal)) {
        const code = await status(url);
        if (code !== 200) broken.push(`${url} -> ${code}`);
      }
      expect(broken).toEqual([]);
      expect(external.filter((url) => !/^(mailto:|tel:|sms:|https:)/.test(url))).toEqual([]);
    });

    it("points every in-page link at an element that is there", async () => {
      const missing = await page().evaluate(() =>
        [...document.querySelectorAll('a[href^="#"]')]
          .map((anchor) => anchor.getAttribute("href")?.slice(1) ?? "")
          .filter((id) => !document.getElementById(id)),
      );
      expect(missing).toEqual([]);
    });

    it("shows every image it has, loaded", async () => {
      const images = await page().evaluate(() =>
        [...document.images].map((image) => ({ src: image.currentSrc || image.src, complete: image.complete, width: image.naturalWidth })),
      );
      expect(images.filter((image) => !image.complete).map((image) => image.src)).toEqual([]);
      expect(images.filter((image) => image.width === 0).map((image) => image.src)).toEqual([]);
    });

    it("describes the organisation as an NGO in its structured data", async () => {
      const blocks = await page()
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
      const organisation = blocks
        .flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat())
        .find((block) => block["@type"] === "NGO");
      expect(organisation).toMatchObject({
        "@context": "https://schema.org",
        name: siteFile.name,
        url: `${siteFile.siteUrl}/`,
        email: siteFile.email,
        telephone: internationalTelephone(siteFile.phone),
        address: { "@type": "PostalAddress", addressLocality: siteFile.address.locality, addressRegion: siteFile.address.region },
        contactPoint: { "@type": "ContactPoint", email: siteFile.email },
      });
      expect(await status(site.origin + new URL(String(organisation?.logo)).pathname)).toBe(200);
    });

    it("loads cleanly: no console error, no failed request, nothing from another host", () => {
      expectLoadedCleanly(visited);
    });

    it("runs with no Content-Security-Policy violation", async () => {
      expect(await visited.cspViolations()).toEqual([]);
    });

    it("loads nothing of the site search: its files are for /search/, once a visitor searches", () => {
      expect(visited.searchFiles).toEqual([]);
    });

    it("fits the screen, without sideways scrolling", async () => {
      expect(await sidewaysOverflow(page())).toBeLessThanOrEqual(0);
    });

    if (FIRST_OF_TEMPLATE.has(path)) {
      it(`has no accessibility violations${templateOf(path) === path ? "" : `, as the first page of its template (${templateOf(path)})`}`, async () => {
        const { violations, passes } = await axeResults(page());
        expect(violations).toEqual([]);
        expect(passes).toBeGreaterThan(10);
      });
    }

    it("always shows where focus is, on every stop of the keyboard", async () => {
      const seen = await focusWalk(page());
      expect(seen.length).toBeGreaterThan(5);
      expect(seen.filter((state) => !state.visibleOutline || !state.inViewport)).toEqual([]);
    });

    it("fits 768 px, narrowed there, still without an error or a failed request", async () => {
      await resize(page(), 768);
      expect(await sidewaysOverflow(page())).toBeLessThanOrEqual(0);
      await visited.settled();
      expectLoadedCleanly(visited);
      expect(await visited.cspViolations()).toEqual([]);
    });
  });

  describe("at 375 px", () => {
    let visited: RouteVisit;
    beforeAll(async () => {
      visited = await openRoute(site, path, 375);
    });
    afterAll(() => visited?.close());
    const page = () => visited.page;

    it("loads cleanly: no console error, no failed request, nothing from another host", () => {
      expectLoadedCleanly(visited);
      expect(visited.searchFiles).toEqual([]);
    });

    it("fits the screen, without sideways scrolling", async () => {
      expect(await sidewaysOverflow(page())).toBeLessThanOrEqual(0);
    });

    it("has no accessibility violations", async () => {
      const { violations, passes } = await axeResults(page());
      expect(violations).toEqual([]);
      expect(passes).toBeGreaterThan(10);
    });

    it("always shows where focus is, on every stop of the keyboard", async () => {
      const seen = await focusWalk(page());
      expect(seen.length).toBeGreaterThan(5);
      expect(seen.filter((state) => !state.visibleOutline || !state.inViewport)).toEqual([]);
    });

    it("is interactive under its Content-Security-Policy: the menu opens, and nothing was blocked", async () => {
      // The page is hydrated (openRoute waits for it): React follows the popover's toggle event, a task after
      // the browser opens it.
      await page().getByRole("button", { name: "Menu" }).click();
      const opened = await page()
        .waitForSelector('button[aria-controls=site-menu][aria-expanded="true"]', { timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      expect(opened).toBe(true);
      await page().keyboard.press("Escape");
      expect(await visited.cspViolations()).toEqual([]);
    });

    it("fits 320 px, narrowed there, still without an error or a failed request", async () => {
      await resize(page(), 320);
      expect(await sidewaysOverflow(page())).toBeLessThanOrEqual(0);
      await visited.settled();
      expectLoadedCleanly(visited);
      expect(await visited.cspViolations()).toEqual([]);
    });
  });
});

it("gives every page a title of its own", () => {
  expect(titles.size).toBe(ALL_ROUTES.length);
  expect(new Set(titles.values()).size).toBe(titles.size);
});

it("checked a meaningful number of addresses", () => {
  expect(checked.size).toBeGreaterThan(50);
});

it("answers any unknown address with the 404 page", async () => {
  const page = await site.newPage(1280);
  const response = await visit(page, site.origin, "/programs/not-a-program/");
  expect(response.status()).toBe(404);
  expect(await page.locator("h1").innerText()).toBe(NOT_FOUND.h1);
  expect(PAGES.map((route) => route.path)).not.toContain("/programs/not-a-program/");
  await page.context().close();
});
