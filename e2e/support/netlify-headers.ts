import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutgoingHttpHeaders } from "node:http";
import { PUBLIC_DIR } from "./static-server";

/**
 * The headers Netlify would send, read from the published public/_headers: every rule whose path matches
 * applies, and for the same header name a later rule overrides an earlier one (names are case-insensitive).
 */

export interface Rule {
  path: string;
  pattern: RegExp;
  headers: [string, string][];
}

function patternOf(rulePath: string): RegExp {
  const escaped = rulePath
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${escaped}$`);
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), pattern: patternOf(line.trim()), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules[rules.length - 1];
    if (rule && separator > 0) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

export function headersForPath(rules: readonly Rule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) result[name.toLowerCase()] = value;
  }
  return result;
}

export function publishedRules(publicDir = PUBLIC_DIR): Rule[] {
  return parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"));
}

/** For the test server: the published headers of a path. */
export function netlifyHeaders(publicDir = PUBLIC_DIR): (urlPath: string) => OutgoingHttpHeaders {
  const rules = publishedRules(publicDir);
  return (urlPath) => headersForPath(rules, urlPath);
}
