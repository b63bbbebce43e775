/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentSecurityPolicy, inlineScripts, scriptHash, searchIndexContentSecurityPolicy } from "../src/node/post-build/csp";
import { headersForPath, readHeaderRules } from "../harness/netlify-headers";
import { calendarFile, routeOfHtmlFile, writeHeaders } from "../src/node/post-build";

const organizer = { name: "Kindred Minds", email: "hello@example.org", siteUrl: "https://kindredminds.example.org" };

describe("the Content-Security-Policy of a page", () => {
  const page = `<html><head><script type="application/ld+json">{"a":1}</script><script src="/app.js"></script></head>
<body><script>window.x = 1;</script><script type="module">go()</script><script type="speculationrules">{}</script></body></html>`;

  it("hashes exactly the inline scripts a browser runs: not the ones loaded from a file, nor the structured data", () => {
    expect(inlineScripts(page)).toEqual(["window.x = 1;", "go()", "{}"]);
  });

  it("allows scripts only from the site and by hash", () => {
    const policy = contentSecurityPolicy(inlineScripts(page));
    expect(policy).toContain(`script-src 'self' ${[scriptHash("window.x = 1;"), scriptHash("go()"), scriptHash("{}")].sort().join(" ")}`);
    expect(policy).not.toContain(scriptHash('{"a":1}'));
    expect(policy).not.toContain("unsafe-eval");
    expect(policy.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  it("gives a hash in the standard form", () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("lets the form post to another service only when one is set", () => {
    expect(contentSecurityPolicy([])).toContain("form-action 'self';");
    expect(contentSecurityPolicy([], "https://forms.example.org")).toContain("form-action 'self' https://forms.example.org");
    expect(contentSecurityPolicy([], "https://forms.example.org")).toContain("connect-src 'self' https://forms.example.org");
  });

  it("names no directive that only repeats default-src 'self', as every page sends its policy first", () => {
    const directives = contentSecurityPolicy([]).split("; ");
    // Each of these falls back to default-src; a directive that said 'self' again would only add bytes.
    for (const name of ["font-src", "manifest-src", "connect-src", "media-src", "worker-src", "frame-src"]) {
      expect(directives.some((directive) => directive.startsWith(`${name} `))).toBe(false);
    }
    expect(directives[0]).toBe("default-src 'self'");
  });
});

/** Every page's policy, for a page with one inline script. */
const PAGE_POLICY =
  `default-src 'self'; script-src 'self' ${scriptHash("b()")}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
  "form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

describe("the search page's policy", () => {
  async function builtSite(): Promise<{ rules: Awaited<ReturnType<typeof writeHeaders>>; policyOf: (route: string) => string }> {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    for (const folder of ["about", "search", "contact/thanks"]) mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, "404.html"), "<script>b()</script>");
    writeFileSync(path.join(dir, "index.html"), "<script>b()</script>");
    for (const folder of ["about", "search", "contact/thanks"]) writeFileSync(path.join(dir, folder, "index.html"), "<script>b()</script>");
    const rules = await writeHeaders(null, [], dir);
    const policyOf = (route: string) => rules.find((rule) => rule.path === route)?.headers["Content-Security-Policy"] ?? "";
    return { rules, policyOf };
  }

  it("leaves every other page's policy exactly as it was", async () => {
    const { policyOf } = await builtSite();
    expect(contentSecurityPolicy(["b()"])).toBe(PAGE_POLICY);
    for (const route of ["/*", "/", "/about/", "/contact/thanks/"]) expect([route, policyOf(route)]).toEqual([route, PAGE_POLICY]);
  });

  it("lets /search/ alone compile WebAssembly, for Pagefind, and allows it nothing else", async () => {
    const { rules, policyOf } = await builtSite();
    expect(policyOf("/search/")).toBe(PAGE_POLICY.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
    const withWasm = rules.filter((rule) => rule.headers["Content-Security-Policy"]?.includes("'wasm-unsafe-eval'"));
    expect(withWasm.map((rule) => rule.path)).toEqual(["/search/", "/pagefind/*"]);
  });

  it("sends Pagefind's files with a policy for its worker: WebAssembly, and fetching the index from the site alone", async () => {
    const { policyOf } = await builtSite();
    expect(policyOf("/pagefind/*")).toBe(searchIndexContentSecurityPolicy());
    expect(searchIndexContentSecurityPolicy()).toBe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'");
  });
});

describe("after the build", () => {
  it("names each page by the address it is served at", () => {
    expect(routeOfHtmlFile("index.html")).toBe("/");
    expect(routeOfHtmlFile(path.join("programs", "community-care", "index.html"))).toBe("/programs/community-care/");
    expect(routeOfHtmlFile("404.html")).toBe("/*");
    // A language's own 404 page answers the addresses under its folder.
    expect(routeOfHtmlFile(path.join("es", "404.html"))).toBe("/es/*");
    expect(routeOfHtmlFile(path.join("zh-hans", "404.html"))).toBe("/zh-hans/*");
  });

  it("writes the policies before the adapter's rules, keeping them, and replaces its own on a rebuild", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "404.html"), "<script>a()</script>");
    writeFileSync(path.join(dir, "about", "index.html"), "<script>b()</script>");
    writeFileSync(path.join(dir, "_headers"), "# gatsby-adapter-netlify start\n/*\n  x-frame-options: DENY\n# gatsby-adapter-netlify end\n");
    await writeHeaders(null, ["/events/a.ics"], dir);
    await writeHeaders(null, ["/events/a.ics"], dir);
    const written = readFileSync(path.join(dir, "_headers"), "utf8");
    // The two pages' policies, the content editor's and the search index's.
    expect(written.match(/Content-Security-Policy/g)).toHaveLength(4);
    expect(written.indexOf("/about/")).toBeLessThan(written.indexOf("# gatsby-adapter-netlify start"));
    expect(written).toContain("x-frame-options: DENY");
    expect(written).toContain(scriptHash("b()"));
    expect(written).toMatch(/\/events\/a\.ics\n {2}Content-Type: text\/calendar; charset=utf-8/);
    expect(written).toMatch(/\/\*\n {2}Strict-Transport-Security: max-age=63072000/);
  });

  it("puts a language's 404 policy after the site's and before every page's, so that each page's own wins", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    mkdirSync(path.join(dir, "es"));
    writeFileSync(path.join(dir, "404.html"), "<script>a()</script>");
    writeFileSync(path.join(dir, "index.html"), "<script>b()</script>");
    writeFileSync(path.join(dir, "es", "404.html"), "<script>c()</script>");
    writeFileSync(path.join(dir, "es", "index.html"), "<script>d()</script>");
    const rules = await writeHeaders(null, [], dir);
    expect(rules.map((rule) => rule.path).slice(0, 4)).toEqual(["/*", "/es/*", "/", "/es/"]);
    expect(rules.find((rule) => rule.path === "/es/*")?.headers["Content-Security-Policy"]).toContain(scriptHash("c()"));
  });

  it("gives the content editor its own policy and noindex, and leaves its page out of the visitor pages' walk", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    mkdirSync(path.join(dir, "admin"));
    writeFileSync(path.join(dir, "404.html"), "<script>a()</script>");
    writeFileSync(path.join(dir, "index.html"), "<script>b()</script>");
    writeFileSync(path.join(dir, "admin", "index.html"), '<script src="/admin/cms.js"></script>');
    const rules = await writeHeaders(null, [], dir);
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/", "/admin/*", "/admin/config.yml", "/pagefind/*", "/build.json"]);
    // Decap reads its configuration as YAML only when the host says it is.
    expect(rules.find((rule) => rule.path === "/admin/config.yml")?.headers["Content-Type"]).toBe("text/yaml; charset=utf-8");
    const admin = rules.find((rule) => rule.path === "/admin/*");
    expect(admin?.headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(admin?.headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(admin?.headers["Content-Security-Policy"]).toContain("'unsafe-eval'");
    const buildInfo = rules.find((rule) => rule.path === "/build.json");
    for (const rule of rules.filter((candidate) => candidate !== admin && candidate !== buildInfo)) {
      expect(rule.headers["Content-Security-Policy"] ?? "").not.toContain("'unsafe-eval'");
      expect(rule.headers["X-Robots-Tag"]).toBeUndefined();
    }
  });

  it("sends /build.json, which the scheduled rebuild reads, with noindex and never from a cache without asking", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    writeFileSync(path.join(dir, "404.html"), "<script>a()</script>");
    // The adapter's catch-all comes after the project's rules and wins for a header both set.
    writeFileSync(
      path.join(dir, "_headers"),
      "# gatsby-adapter-netlify start\n/*\n  cache-control: public, max-age=0, must-revalidate\n# gatsby-adapter-netlify end\n",
    );
    await writeHeaders(null, [], dir);
    const served = headersForPath(await readHeaderRules(path.join(dir, "_headers")), "/build.json");
    expect(served["x-robots-tag"]).toBe("noindex");
    expect(served["cache-control"]).toMatch(/no-cache|max-age=0, must-revalidate/);
    expect(headersForPath(await readHeaderRules(path.join(dir, "_headers")), "/about/")["x-robots-tag"]).toBeUndefined();
  });

  it("makes a calendar file with the event's times in UTC", () => {
    const ics = calendarFile(
      {
        jsonId: "gala",
        title: "Summer Fundraising Gala",
        description: "Dinner, music; and an auction.",
        startsAt: "2024-06-10T18:00:00-04:00",
        endsAt: "2024-06-10T22:00:00-04:00",
        location: { name: "Hotel", address: { street: "1 Main St", locality: "Atlanta", region: "GA", postalCode: "30303" } },
      },
      organizer,
    );
    expect(ics).toContain("DTSTART:20240610T220000Z");
    expect(ics).toContain("DTEND:20240611T020000Z");
    expect(ics).toContain("SUMMARY:Summer Fundraising Gala");
    expect(ics).toContain("UID:gala@kindredminds.example.org");
  });
});
