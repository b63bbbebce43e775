/**
 * A copy of the built site with every script taken out of its pages (structured data stays: it never runs).
 * The benchmark measures it beside the real site (npm run bench -- --no-js-control) as a control: what this
 * machine scores for the same HTML, CSS and images when no JavaScript at all runs. Blocking time the control
 * shows as well is the browser's and the machine's, not the site's.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;

/** The page without its executable scripts; `application/ld+json` blocks are data and are kept. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, (element, attributes: string) =>
    /\btype\s*=\s*["']?application\/ld\+json/i.test(attributes) ? element : "",
  );
}

/** Copies `from` to `to` and strips the scripts from every HTML file in the copy. Returns how many it changed. */
export function copyWithoutScripts(from: string, to: string): number {
  cpSync(from, to, { recursive: true });
  let changed = 0;
  for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, "utf8");
    const stripped = withoutScripts(html);
    if (stripped !== html) {
      writeFileSync(file, stripped);
      changed += 1;
    }
  }
  return changed;
}
