import path from "node:path";
import type { OutgoingHttpHeaders } from "node:http";
import { parseAllHeaders } from "@netlify/headers-parser";
import { PUBLIC_DIR } from "./static-server";

/**
 * The headers Netlify would send, read by Netlify's own parser (@netlify/headers-parser, the one its build uses)
 * from the published public/_headers and from netlify.toml: every rule whose path matches applies, and for the
 * same header name a later rule overrides an earlier one (names are case-insensitive).
 */

export interface Rule {
  /** The path as written in the file. */
  path: string;
  /**
   * How Netlify matches it, as its parser builds it: the whole path, case-insensitively, with or without a final
   * slash; `*` matches anything (a standalone `/*` also matches nothing at all), `:name` one segment.
   */
  pattern: RegExp;
  headers: [string, string][];
}

interface ParsedHeader {
  for: string;
  forRegExp?: RegExp;
  values: Record<string, string>;
}

// The package's declarations type `headersFiles` as never[] and require the config path; this is what it takes.
const parse = parseAllHeaders as unknown as (options: {
  headersFiles: string[];
  netlifyConfigPath?: string;
  minimal: boolean;
}) => Promise<{ headers: ParsedHeader[]; errors: Error[] }>;

/** The rules of a _headers file (and of netlify.toml's [[headers]], when given), in Netlify's order. */
export async function readHeaderRules(headersFile: string, netlifyConfigPath?: string): Promise<Rule[]> {
  const { headers, errors } = await parse({ headersFiles: [headersFile], netlifyConfigPath, minimal: false });
  // Netlify reports these in the deploy log and leaves the rule out; here a broken rule stops the tests.
  if (errors.length > 0) throw new Error(`Netlify could not read ${headersFile}:\n${errors.map((error) => error.message).join("\n")}`);
  return headers.map((header) => {
    if (!header.forRegExp) throw new Error(`Netlify's parser gave no pattern for ${header.for}`);
    return { path: header.for, pattern: header.forRegExp, headers: Object.entries(header.values) };
  });
}

export function headersForPath(rules: readonly Rule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) result[name.toLowerCase()] = value;
  }
  return result;
}

/** For the test server: the published headers of a path, from a build's _headers and the site's netlify.toml (beside public/). */
export async function netlifyHeaders(publicDir = PUBLIC_DIR): Promise<(urlPath: string) => OutgoingHttpHeaders> {
  const rules = await readHeaderRules(path.join(publicDir, "_headers"), path.resolve(PUBLIC_DIR, "../netlify.toml"));
  return (urlPath) => headersForPath(rules, urlPath);
}
