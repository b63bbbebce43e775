/**
 * @jest-environment node
 */
import { headersForPath, netlifyHeaders, readHeaderRules } from "../harness/netlify-headers";
import { netlifySite } from "./support/netlify-site";

/** The browser tests' server sends the headers Netlify's own parser reads from public/_headers and netlify.toml. */

const site = (content: string, netlifyToml?: string) => netlifySite("_headers", content, netlifyToml);

const HEADERS = [
  "/*",
  "  X-Frame-Options: DENY",
  "  Cache-Control: public, max-age=0, must-revalidate",
  "/static/*",
  "  Cache-Control: public, max-age=31536000, immutable",
  "/about",
  "  Content-Security-Policy: default-src 'self'",
  "/events/:file",
  "  Link: </a.css>; rel=preload",
  "  Link: </b.css>; rel=preload",
  "",
].join("\n");

describe("the published headers, as Netlify reads them", () => {
  it("keeps each rule's path as written, in the file's order", async () => {
    const rules = await readHeaderRules(site(HEADERS).file);
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/static/*", "/about", "/events/:file"]);
  });

  it("applies every rule whose path matches, a later rule overriding an earlier one's header", async () => {
    const rules = await readHeaderRules(site(HEADERS).file);
    expect(headersForPath(rules, "/static/app-1.js")).toEqual({
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(headersForPath(rules, "/contact/")).toEqual({
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=0, must-revalidate",
    });
  });

  it("matches a path with or without its final slash and in any case, as Netlify does", async () => {
    const rules = await readHeaderRules(site(HEADERS).file);
    for (const urlPath of ["/about", "/about/", "/About/"]) {
      expect(headersForPath(rules, urlPath)["content-security-policy"]).toBe("default-src 'self'");
    }
    expect(headersForPath(rules, "/about/team/")["content-security-policy"]).toBeUndefined();
  });

  it("lets a standalone * match the folder itself, and :name one segment only", async () => {
    const rules = await readHeaderRules(site(HEADERS).file);
    expect(headersForPath(rules, "/static")["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headersForPath(rules, "/events/gala.ics").link).toBeDefined();
    expect(headersForPath(rules, "/events/2024/gala.ics").link).toBeUndefined();
  });

  it("joins a header given twice in one rule into one comma-separated value", async () => {
    const rules = await readHeaderRules(site(HEADERS).file);
    expect(headersForPath(rules, "/events/gala.ics").link).toBe("</a.css>; rel=preload, </b.css>; rel=preload");
  });

  it("adds the [[headers]] of netlify.toml after the file's rules", async () => {
    const files = site(HEADERS, '[[headers]]\n  for = "/about/*"\n  [headers.values]\n    X-Frame-Options = "SAMEORIGIN"\n');
    const rules = await readHeaderRules(files.file, files.toml);
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/static/*", "/about", "/events/:file", "/about/*"]);
    expect(headersForPath(rules, "/about/")["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("stops on a file Netlify could not read, instead of testing without its rules", async () => {
    await expect(readHeaderRules(site("  X-Frame-Options: DENY\n/*\n  Referrer-Policy: no-referrer\n").file)).rejects.toThrow(
      /Path should come before header/,
    );
  });

  it("gives the loopback server a function from a path to its headers", async () => {
    const files = site(HEADERS);
    const headersFor = await netlifyHeaders(files.dir);
    expect(headersFor("/static/x.js")).toMatchObject({ "cache-control": "public, max-age=31536000, immutable" });
  });
});
