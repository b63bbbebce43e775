/**
 * @jest-environment node
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { netlifyRedirects, readRedirectRules, redirectFor } from "../harness/netlify-redirects";
import { netlifySite } from "./support/netlify-site";

/** The browser tests' server follows the redirects Netlify's own parser reads from public/_redirects and netlify.toml. */

const site = (content: string, netlifyToml?: string) => netlifySite("_redirects", content, netlifyToml);

// As gatsby-adapter-netlify writes them, between its markers.
const REDIRECTS = [
  "# gatsby-adapter-netlify start",
  "/resources/old-name/  /resources/new-name/  301",
  "/resources/older-name/  /resources/new-name/  301",
  "/about/  /mission/  302",
  "/forced/  /mission/  301!",
  "# gatsby-adapter-netlify end",
  "",
].join("\n");

describe("the published redirects, as Netlify reads them", () => {
  it("keeps each rule as written, in the file's order", async () => {
    const rules = await readRedirectRules(site(REDIRECTS).file);
    expect(rules).toEqual([
      { from: "/resources/old-name/", to: "/resources/new-name/", status: 301, force: false },
      { from: "/resources/older-name/", to: "/resources/new-name/", status: 301, force: false },
      { from: "/about/", to: "/mission/", status: 302, force: false },
      { from: "/forced/", to: "/mission/", status: 301, force: true },
    ]);
  });

  it("sends an old address to the new one, with or without its final slash", async () => {
    const rules = await readRedirectRules(site(REDIRECTS).file);
    for (const urlPath of ["/resources/old-name/", "/resources/old-name"]) {
      expect(redirectFor(rules, urlPath, false)).toEqual({ location: "/resources/new-name/", status: 301 });
    }
    expect(redirectFor(rules, "/resources/new-name/", true)).toBeNull();
    expect(redirectFor(rules, "/resources/old-name/more/", false)).toBeNull();
  });

  it("never hides a file that answers the path, unless the rule is forced", async () => {
    const rules = await readRedirectRules(site(REDIRECTS).file);
    expect(redirectFor(rules, "/about/", true)).toBeNull();
    expect(redirectFor(rules, "/about/", false)).toEqual({ location: "/mission/", status: 302 });
    expect(redirectFor(rules, "/forced/", true)).toEqual({ location: "/mission/", status: 301 });
  });

  it("adds the [[redirects]] of netlify.toml after the file's rules", async () => {
    const files = site(REDIRECTS, '[[redirects]]\n  from = "/resources/old-name/"\n  to = "/elsewhere/"\n  status = 302\n');
    const rules = await readRedirectRules(files.file, files.toml);
    expect(rules.map((rule) => rule.to)).toEqual(["/resources/new-name/", "/resources/new-name/", "/mission/", "/mission/", "/elsewhere/"]);
    // The first rule that matches wins.
    expect(redirectFor(rules, "/resources/old-name/", false)?.location).toBe("/resources/new-name/");
  });

  it("reads an absent file as no redirects, as Netlify does", async () => {
    expect(await readRedirectRules(path.join(mkdtempSync(path.join(tmpdir(), "netlify-redirects-")), "_redirects"))).toEqual([]);
  });

  it("stops on a rule Netlify could not read, instead of testing without it", async () => {
    await expect(readRedirectRules(site("/old/ /new/ 301 extra=?\n/only-one-part\n").file)).rejects.toThrow(/Netlify could not read/);
  });

  it("stops on a rule the test server cannot play, instead of answering differently from Netlify", async () => {
    await expect(readRedirectRules(site("/news/*  /blog/:splat  301\n").file)).rejects.toThrow(/does not play the rule/);
    await expect(readRedirectRules(site("/app/*  /index.html  200\n").file)).rejects.toThrow(/does not play the rule/);
  });

  it("gives the loopback server a function from a path to its redirect", async () => {
    const redirect = await netlifyRedirects(site(REDIRECTS).dir);
    expect(redirect("/resources/older-name/", false)).toEqual({ location: "/resources/new-name/", status: 301 });
  });
});
