import { events, guides, site as siteFile } from "../__tests__/support/data";
import { toIsoWithOffset } from "../src/lib/datetime";
import { inlineScripts, scriptHash } from "../src/node/post-build/csp";
import { expect, test, visit } from "./support/fixtures";
import { publishedRedirects } from "../harness/netlify-redirects";
import { watchViolations } from "./support/page-checks";
import { ALL_ROUTES, NOT_FOUND, PAGES, WHOLE_SITE_LANGUAGES } from "../harness/routes";

/**
 * Found, shared and safely hosted: head, structured data, sitemap, calendar files, and Netlify's headers, most of
 * them read straight from the served site without a browser. That every route runs without a policy violation,
 * stays interactive under its policy, and describes the organization in its structured data is checked by the
 * per-route checks on their loads of each route; the events' structured data and calendar links, on
 * visitors.spec.ts's load of /events/; the web manifest and the sharing picture, on facts.spec.ts's loads of the
 * home page and /programs/.
 */

/** The local address of one of the live site's absolute URLs. */
const local = (origin: string, absolute: string) => origin + new URL(absolute).pathname;

test.describe("Content-Security-Policy", () => {
  for (const route of ALL_ROUTES) {
    test(`${route.path} names the hash of each of its inline scripts`, async ({ site }) => {
      const response = await fetch(site.origin + route.path);
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      // WebAssembly (not eval), for Pagefind, on the search pages alone: /search/, /es/search/.
      expect(scriptSrc.includes("'wasm-unsafe-eval'")).toBe(route.path.endsWith("/search/"));
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(scriptSrc).toContain(scriptHash(script));
      // and no more: the structured data is never run, so its hash would only weigh on every response.
      expect(scriptSrc.match(/'sha256-/g)?.length ?? 0).toBe(new Set(scripts.map(scriptHash)).size);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
    });
  }

  test("stops an inline script added to a page by hand", async ({ page, site }) => {
    const violations = await watchViolations(page);
    await page.route(`${site.origin}/about/`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace("</body>", "<script>window.handAdded = true</script></body>");
      await route.fulfill({ response: original, body: html });
    });
    await visit(page, "/about/");
    // The violation is reported as the parser meets the script, before the load event visit() waits for.
    await expect.poll(async () => (await violations()).join("\n")).toContain("script-src");
    expect(await page.evaluate(() => (window as unknown as { handAdded?: boolean }).handAdded)).toBeUndefined();
  });
});

test.describe("security and caching headers", () => {
  for (const route of ["/", "/about/", "/no-such-page/"]) {
    test(`${route} is sent with the security headers`, async ({ site }) => {
      const headers = (await fetch(site.origin + route)).headers;
      expect(headers.get("strict-transport-security")).toMatch(/max-age=\d{8}; includeSubDomains/);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("referrer-policy")).toBe("same-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    });
  }

  test("revalidates HTML, and keeps hashed files for a year", async ({ site }) => {
    const home = await fetch(`${site.origin}/`);
    const html = await home.text();
    expect(home.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // The modules' files are named in the page's loader.
    const script = /"(\/_enhance\/[a-z-]+-[A-Z0-9]+\.js)"/.exec(html)?.[1];
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

test.describe("a guide's earlier addresses (redirectFrom in data/guides/)", () => {
  const moved = guides.flatMap((guide) => (guide.redirectFrom ?? []).map((from) => ({ from, to: `/resources/${guide.id}/`, title: guide.title })));
  const byAddress = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);

  test("are published as permanent redirects to the guide's page in Netlify's _redirects, and nothing else is", async () => {
    const rules = await publishedRedirects();
    // Besides them, each language the whole site is in answers an unknown address under its folder with its own 404 page.
    const notFound = WHOLE_SITE_LANGUAGES.map((language) => {
      const folder = `/${language.toLowerCase()}`;
      return { from: `${folder}/*`, to: `${folder}/404.html`, status: 404, force: false };
    });
    expect(rules.map(({ from, to, status, force }) => ({ from, to, status, force })).sort(byAddress)).toEqual(
      [...moved.map(({ from, to }) => ({ from, to, status: 301, force: false })), ...notFound].sort(byAddress),
    );
  });

  test("answer 301 with the guide's address, and a browser that follows one shows the guide", async ({ page, site }) => {
    test.skip(moved.length === 0, "no guide has an earlier address");
    for (const { from, to } of moved) {
      const response = await fetch(site.origin + from, { redirect: "manual" });
      expect([from, response.status, response.headers.get("location")]).toEqual([from, 301, to]);
    }
    const [first] = moved;
    await visit(page, first?.from ?? "");
    expect(new URL(page.url()).pathname).toBe(first?.to);
    await expect(page.locator("h1")).toHaveText(first?.title ?? "");
  });
});

test.describe("sitemap and robots.txt", () => {
  test("robots.txt names the sitemap and blocks nothing", async ({ site }) => {
    const robots = await (await fetch(`${site.origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteFile.siteUrl}/sitemap-index.xml`);
    expect(robots).not.toMatch(/^Disallow:\s*\S/m);
  });

  test("lists exactly the public pages", async ({ site }) => {
    const index = await (await fetch(`${site.origin}/sitemap-index.xml`)).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(sitemaps.length).toBeGreaterThan(0);
    const pages: string[] = [];
    for (const sitemap of sitemaps) {
      const xml = await (await fetch(local(site.origin, sitemap))).text();
      pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ""));
    }
    const thanks = ["/contact/thanks/", "/newsletter/thanks/"];
    const expected = PAGES.filter((route) => !thanks.some((path) => route.path.endsWith(path))).map((route) => siteFile.siteUrl + route.path);
    expect(pages.sort()).toEqual(expected.sort());
  });

  /**
   * The thank-you page names the contact page as the one to list, and the 404 page names none: a real 404 status
   * already keeps it out. Neither is blocked outright, since that would also tell crawlers to drop the page's
   * links (and robots.txt blocks nothing, above).
   */
  for (const { path: route } of ALL_ROUTES) {
    test(`${route} can be listed, under the address it names`, async ({ site }) => {
      const html = await (await fetch(site.origin + route)).text();
      expect(html).not.toMatch(/<meta[^>]+name="(robots|googlebot)"/);
      const canonical = [...html.matchAll(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
      // A translated page's address starts with its language's folder ("/es"), as the page it names does.
      const folder = /^\/[a-z-]+(?=\/)/.exec(route)?.[0] ?? "";
      const within = WHOLE_SITE_LANGUAGES.some((language) => folder === `/${language.toLowerCase()}`) ? folder : "";
      if (route.endsWith(NOT_FOUND.path)) expect(canonical).toEqual([]);
      else if (route.endsWith("/contact/thanks/")) expect(canonical).toEqual([`${siteFile.siteUrl}${within}/contact/`]);
      else if (route.endsWith("/newsletter/thanks/")) expect(canonical).toEqual([`${siteFile.siteUrl}${within}/`]);
      else expect(canonical).toEqual([siteFile.siteUrl + route]);
    });
  }
});

test.describe("calendar files", () => {
  for (const event of events) {
    test(`${event.title} has an .ics file with its start and end`, async ({ site }) => {
      const response = await fetch(`${site.origin}/events/${event.id}.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      // Long lines are folded: a line starting with white space continues the one before.
      const lines = (await response.text()).replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
      const field = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
      expect(lines[0]).toBe("BEGIN:VCALENDAR");
      expect(field("SUMMARY")).toBe(event.title);
      const utc = (date: string, time: string) =>
        new Date(toIsoWithOffset(date, time, siteFile.timezone))
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "");
      expect(field("DTSTART")).toBe(utc(event.date, event.startTime));
      expect(field("DTEND")).toBe(utc(event.date, event.endTime));
    });
  }
});
