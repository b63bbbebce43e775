import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { inlineScripts, scriptHash } from "../src/node/post-build/csp";
import { toIsoWithOffset } from "../src/lib/datetime";
import { openSite, visit, type Site } from "./support/browser";
import { ALL_ROUTES, NOT_FOUND, PAGES } from "./support/routes";
import { eventFragment, events, guides } from "../__tests__/support/data";
import { publishedRedirects } from "./support/netlify-redirects";
import { splitEvents } from "../src/lib/event-schedule";
import { TEST_NOW } from "./support/clocks";

/**
 * Found, shared and safely hosted: head, structured data, sitemap, calendar files, and Netlify's headers. That
 * every route runs without a policy violation, stays interactive under its policy, and describes the
 * organisation in its structured data is checked by pages.e2e.ts on its loads of each route.
 */

const data = <T>(file: string): T => JSON.parse(readFileSync(path.resolve(__dirname, "../data", file), "utf8")) as T;
const siteFile = data<{ name: string; email: string; siteUrl: string; timezone: string; address: { locality: string; region: string } }>(
  "site.json",
);
const siteAddress = siteFile.address;

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

/** The local address of one of the live site's absolute URLs. */
const local = (absolute: string) => site.origin + new URL(absolute).pathname;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** Records Content-Security-Policy violations from the first moment of the page. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = record;
    document.addEventListener("securitypolicyviolation", (event) =>
      record.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe("Content-Security-Policy", () => {
  it.each(ALL_ROUTES.map((route) => [route.path]))("%s names the hash of each of its inline scripts", async (route) => {
    const response = await fetch(site.origin + route);
    const policy = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    // WebAssembly (not eval), for Pagefind, on the search page alone.
    expect(scriptSrc.includes("'wasm-unsafe-eval'")).toBe(route === "/search/");
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(scriptSrc).toContain(scriptHash(script));
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("stops an inline script added to a page by hand", async () => {
    const page = await site.newPage(1280);
    await watchViolations(page);
    await page.route(`${site.origin}/about/`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace("</body>", "<script>window.handAdded = true</script></body>");
      await route.fulfill({ response: original, body: html });
    });
    await visit(page, site.origin, "/about/");
    expect(await page.evaluate(() => (window as unknown as { handAdded?: boolean }).handAdded)).toBeUndefined();
    expect((await violations(page)).join("\n")).toContain("script-src");
  });
});

describe("security and caching headers", () => {
  it.each([["/"], ["/about/"], ["/no-such-page/"]])("%s is sent with the security headers", async (route) => {
    const headers = (await fetch(site.origin + route)).headers;
    expect(headers.get("strict-transport-security")).toMatch(/max-age=\d{8}; includeSubDomains/);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("same-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("revalidates HTML and page data, and keeps hashed files for a year", async () => {
    const home = await fetch(`${site.origin}/`);
    const html = await home.text();
    expect(home.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const pageData = await fetch(`${site.origin}/page-data/about/page-data.json`);
    expect(pageData.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // The runtime's files are named in the page's starter script (src/node/defer-scripts.ts).
    const script = /"(\/app-[a-f0-9]+\.js)"/.exec(html)?.[1];
    const image = /srcSet="(\/static\/[^ "]+\.webp)/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(image).toBeDefined();
    for (const file of [script, image]) {
      const response = await fetch(site.origin + (file ?? ""));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("a guide's earlier addresses (redirectFrom in data/guides/)", () => {
  const moved = guides.flatMap((guide) => (guide.redirectFrom ?? []).map((from) => ({ from, to: `/resources/${guide.id}/`, title: guide.title })));
  const byAddress = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);

  it("are published as permanent redirects to the guide's page in Netlify's _redirects, and nothing else is", async () => {
    const rules = await publishedRedirects();
    expect(rules.map(({ from, to, status, force }) => ({ from, to, status, force })).sort(byAddress)).toEqual(
      moved.map(({ from, to }) => ({ from, to, status: 301, force: false })).sort(byAddress),
    );
  });

  (moved.length > 0 ? it : it.skip)("answer 301 with the guide's address, and a browser that follows one shows the guide", async () => {
    for (const { from, to } of moved) {
      const response = await fetch(site.origin + from, { redirect: "manual" });
      expect([from, response.status, response.headers.get("location")]).toEqual([from, 301, to]);
    }
    const [first] = moved;
    const page = await site.newPage(1280);
    await visit(page, site.origin, first?.from ?? "");
    expect(new URL(page.url()).pathname).toBe(first?.to);
    expect(await page.locator("h1").innerText()).toBe(first?.title);
  });
});

describe("structured data", () => {
  it("lists every event on /events/ with its exact start and end", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/events/");
    const found = (await jsonLd(page)).filter((block) => block["@type"] === "Event");
    expect(found.map((event) => event.name)).toEqual(events.map((event) => event.title));
    for (const [index, event] of events.entries()) {
      const described = found[index] as Record<string, unknown> & { location: { address: Record<string, string> }; image: string[] };
      expect(described.startDate).toBe(toIsoWithOffset(event.date, event.startTime, siteFile.timezone));
      expect(described.endDate).toBe(toIsoWithOffset(event.date, event.endTime, siteFile.timezone));
      expect(String(described.startDate)).toMatch(/[+-]\d\d:\d\d$/);
      expect(described).toMatchObject({
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        organizer: { "@type": "NGO", name: siteFile.name },
        location: { "@type": "Place" },
      });
      expect(described.location.address.addressRegion).toBe((event.location.address ?? siteAddress).region);
      expect(described.description).toBe(event.description);
      expect((await fetch(local(described.image[0] ?? ""))).status).toBe(200);
    }
  });
});

describe("sitemap and robots.txt", () => {
  it("robots.txt names the sitemap and blocks nothing", async () => {
    const robots = await (await fetch(`${site.origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteFile.siteUrl}/sitemap-index.xml`);
    expect(robots).not.toMatch(/^Disallow:\s*\S/m);
  });

  it("lists exactly the public pages", async () => {
    const index = await (await fetch(`${site.origin}/sitemap-index.xml`)).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(sitemaps.length).toBeGreaterThan(0);
    const pages: string[] = [];
    for (const sitemap of sitemaps) {
      const xml = await (await fetch(local(sitemap))).text();
      pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ""));
    }
    const thanks = ["/contact/thanks/", "/newsletter/thanks/"];
    const expected = PAGES.filter((route) => !thanks.includes(route.path)).map((route) => siteFile.siteUrl + route.path);
    expect(pages.sort()).toEqual(expected.sort());
  });

  /**
   * The thank-you page names the contact page as the one to list, and the 404 page names none: a real 404 status
   * already keeps it out. Neither is blocked outright, since that would also tell crawlers to drop the page's
   * links (and robots.txt blocks nothing, above).
   */
  it.each(ALL_ROUTES.map((route) => [route.path]))("%s can be listed, under the address it names", async (route) => {
    const html = await (await fetch(site.origin + route)).text();
    expect(html).not.toMatch(/<meta[^>]+name="(robots|googlebot)"/);
    const canonical = [...html.matchAll(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
    if (route === NOT_FOUND.path) expect(canonical).toEqual([]);
    else if (route === "/contact/thanks/") expect(canonical).toEqual([`${siteFile.siteUrl}/contact/`]);
    else if (route === "/newsletter/thanks/") expect(canonical).toEqual([`${siteFile.siteUrl}/`]);
    else expect(canonical).toEqual([siteFile.siteUrl + route]);
  });
});

describe("calendar files", () => {
  it.each(events.map((event) => [event.title, event]))("%s has an .ics file with its start and end", async (title, event) => {
    const response = await fetch(`${site.origin}/events/${event.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    // Long lines are folded: a line starting with white space continues the one before.
    const lines = (await response.text()).replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
    const field = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(field("SUMMARY")).toBe(title);
    const utc = (date: string, time: string) =>
      new Date(toIsoWithOffset(date, time, siteFile.timezone)).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(field("DTSTART")).toBe(utc(event.date, event.startTime));
    expect(field("DTEND")).toBe(utc(event.date, event.endTime));
  });

  it("offers each upcoming event's file from its card, and none for events that have ended", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/events/");
    const { upcoming, past } = splitEvents(events.map(eventFragment), TEST_NOW);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming) {
      const link = page.getByRole("link", { name: `Add to calendar (${event.title})` });
      expect(await link.getAttribute("href")).toBe(`/events/${event.jsonId}.ics`);
    }
    for (const event of past) {
      expect(await page.getByRole("link", { name: `Add to calendar (${event.title})` }).count()).toBe(0);
    }
  });
});

describe("sharing and installing", () => {
  it("gives every page a 1200x630 sharing picture and cards for social sites", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/programs/");
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await meta('meta[property="og:title"]')).toBe(await page.title());
    expect(await meta('meta[property="og:url"]')).toBe(`${siteFile.siteUrl}/programs/`);
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    const image = (await meta('meta[property="og:image"]')) ?? "";
    expect(image.startsWith(`${siteFile.siteUrl}/`)).toBe(true);
    const picture = await sharp(Buffer.from(await (await fetch(local(image))).arrayBuffer())).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("names a web manifest whose icons exist", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await fetch(site.origin + (href ?? ""))).json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe(siteFile.name);
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, `${site.origin}/`).href)).status).toBe(200);
    expect(await page.locator('meta[name="theme-color"]').count()).toBe(1);
  });
});
