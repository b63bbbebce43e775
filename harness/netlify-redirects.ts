import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { PUBLIC_DIR, type RedirectFor } from "./static-server";

/**
 * The redirects Netlify would follow, read by Netlify's own parser (@netlify/redirect-parser, the one its build
 * uses) from the published public/_redirects (and netlify.toml's [[redirects]], when given), in Netlify's order:
 * the first rule whose path matches applies. A rule without "!" (not forced) applies only where no file answers
 * the path, so a redirect never hides a page.
 */

export interface RedirectRule {
  /** The path as written in the file. */
  from: string;
  to: string;
  status: number;
  force: boolean;
}

interface ParsedRedirect {
  from: string;
  to: string;
  status?: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
  signed?: string;
  host?: string;
}

// The package's declarations type each rule as unknown; this is what it gives for a rule.
const parse = parseAllRedirects as unknown as (options: {
  redirectsFiles: string[];
  netlifyConfigPath?: string;
  configRedirects: never[];
  minimal: boolean;
}) => Promise<{ redirects: ParsedRedirect[]; errors: Error[] }>;

/**
 * A language's page-not-found rule: every unknown address under its folder ("/es/*") answered, with a 404 status,
 * by that language's 404 page.
 */
function isNotFoundRule(rule: ParsedRedirect): boolean {
  return /^\/[a-z-]+\/\*$/.test(rule.from) && rule.status === 404 && rule.to.endsWith("/404.html") && Object.keys(rule.conditions).length === 0;
}

/** What the loopback server plays: a rule from one path of the site to another address, with a 3xx status. */
function playable(rule: ParsedRedirect): boolean {
  if (isNotFoundRule(rule)) return true;
  return (
    rule.from.startsWith("/") &&
    !/[*:]/.test(rule.from) &&
    Object.keys(rule.query).length === 0 &&
    Object.keys(rule.conditions).length === 0 &&
    rule.signed === undefined &&
    [301, 302, 303].includes(rule.status ?? 301)
  );
}

/** The rules of a _redirects file (and of netlify.toml's [[redirects]], when given), in Netlify's order. */
export async function readRedirectRules(redirectsFile: string, netlifyConfigPath?: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parse({ redirectsFiles: [redirectsFile], netlifyConfigPath, configRedirects: [], minimal: false });
  // Netlify reports these in the deploy log and leaves the rule out; here a broken rule stops the tests.
  if (errors.length > 0) throw new Error(`Netlify could not read ${redirectsFile}:\n${errors.map((error) => error.message).join("\n")}`);
  return redirects.map((rule) => {
    // Placeholders, splats, rewrites and conditions are not played: a test would pass against a different site.
    if (!playable(rule)) throw new Error(`The test server does not play the rule ${JSON.stringify(rule)}; teach netlify-redirects.ts.`);
    return { from: rule.from, to: rule.to, status: rule.status ?? 301, force: rule.force };
  });
}

/** Netlify's edge matches a rule's path with or without its final slash. */
const withoutFinalSlash = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/$/, "") : urlPath);

/** Where a request for `urlPath` is sent, or null when it is answered as it is; `hasFile`: a file answers it. */
export function redirectFor(rules: readonly RedirectRule[], urlPath: string, hasFile: boolean): ReturnType<RedirectFor> {
  const rule = rules.find((candidate) =>
    candidate.from.endsWith("/*")
      ? !hasFile && urlPath.startsWith(candidate.from.slice(0, -1))
      : withoutFinalSlash(candidate.from) === withoutFinalSlash(urlPath) && (candidate.force || !hasFile),
  );
  return rule ? { location: rule.to, status: rule.status } : null;
}

export function publishedRedirects(publicDir = PUBLIC_DIR): Promise<RedirectRule[]> {
  return readRedirectRules(path.join(publicDir, "_redirects"));
}

/** For the test server: where a path is redirected, as the published _redirects says. */
export async function netlifyRedirects(publicDir = PUBLIC_DIR): Promise<RedirectFor> {
  const rules = await publishedRedirects(publicDir);
  return (urlPath, hasFile) => redirectFor(rules, urlPath, hasFile);
}
