/**
 * A copy of the built site with every script taken out of its pages (structured data stays: it never runs).
 * The benchmark measures it beside the real site (npm run bench -- --no-js-control) as a control: what this
 * machine scores for the same HTML, CSS and images when no JavaScript at all runs. Blocking time the control
 * shows as well is the browser's and the machine's, not the site's.
 */
import { cpSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { SCRIPT_ELEMENT } from "../src/node/post-build/csp";
import { htmlFiles } from "../src/node/post-build/html-files";

/** The page without its executable scripts; `application/ld+json` blocks are data and are kept. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, (element, attributes: string) => (/\btype\s*=\s*["']?application\/ld\+json/i.test(attributes) ? element : ""));
}

/** Copies `from` to `to` and strips the scripts from every HTML file in the copy. Returns how many it changed. */
export async function copyWithoutScripts(from: string, to: string): Promise<number> {
  cpSync(from, to, { recursive: true });
  let changed = 0;
  for (const file of await htmlFiles(to, [])) {
    const html = await readFile(file, "utf8");
    const stripped = withoutScripts(html);
    if (stripped !== html) {
      await writeFile(file, stripped);
      changed += 1;
    }
  }
  return changed;
}
