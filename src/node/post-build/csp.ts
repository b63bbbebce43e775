import { createHash } from "node:crypto";
import { backendOrigins, EDITOR_BACKEND, type EditorBackend } from "../editor/backend";

/**
 * The Content-Security-Policy of each built page. Scripts run only from the site itself or when their exact
 * text is hashed here, so an inline script that was not in the page at build time does not run.
 */

/** A <script> element: its attributes, then its text. */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** A script type the browser runs (classic, module, import map, speculation rules); any other is a data block. */
const RUNS = /^(|(text|application)\/(java|ecma)script|module|importmap|speculationrules)$/i;

/**
 * The text of every inline <script> a browser runs, as the policy must allow it. One with a src loads from the
 * site and needs no hash; a data block (the structured data, type="application/ld+json") is never run, so the
 * policy does not name it, which keeps its hash out of every response's headers.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? "";
    if (!RUNS.test(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** What a page may do besides what every page may. */
export interface PagePermissions {
  /**
   * Compile WebAssembly: the search page, where Pagefind searches its index with it (on the main thread when its
   * worker cannot start). 'wasm-unsafe-eval' allows WebAssembly alone, not eval() of script.
   */
  webAssembly?: boolean;
}

/**
 * The policy for a page with these inline scripts. `formOrigin` is the form service's origin when the contact
 * form and the newsletter sign-up (in every footer) post to another host. style-src keeps 'unsafe-inline' for the style attributes of gatsby-plugin-image.
 */
export function contentSecurityPolicy(
  scripts: readonly string[],
  formOrigin: string | null = null,
  { webAssembly = false }: PagePermissions = {},
): string {
  const hashes = [...new Set(scripts.map(scriptHash))].sort();
  const form = formOrigin ? ` ${formOrigin}` : "";
  const wasm = webAssembly ? " 'wasm-unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${wasm}${hashes.map((hash) => ` ${hash}`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts, the manifest and fetches fall back to default-src 'self'; connect-src is named only to add the form
    // service. Every byte here is sent with every page, before the page itself.
    ...(formOrigin ? [`connect-src 'self'${form}`] : []),
    `form-action 'self'${form}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The policy of the content editor at /admin/, which runs only the editor's own bundle. Decap validates its
 * configuration with ajv, which compiles each schema into a function: hence 'unsafe-eval', here and on no
 * visitor page. Its styles are injected at run time (emotion), images are kept and read as blob: addresses
 * while an entry is edited, and log-in (Netlify Identity) and saving (Git Gateway) go to the site's own /.netlify/
 * addresses; with the github backend (src/node/editor/backend.ts), saving goes to GitHub's API.
 */
export function adminContentSecurityPolicy(backend: EditorBackend = EDITOR_BACKEND): string {
  const origins = backendOrigins(backend);
  const extra = (list: readonly string[]) => list.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(origins.img)}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' blob:${extra(origins.connect)}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "form-action 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The policy the search index's files are sent with (/pagefind/*). A worker runs under the policy of its own
 * script's response, not the page's: this one lets Pagefind's worker (pagefind-worker.js) fetch the index from the
 * site and search it with WebAssembly, and nothing else. Without it the worker would get the catch-all policy of
 * the 404 page, and its WebAssembly would be refused.
 */
export function searchIndexContentSecurityPolicy(): string {
  return ["default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "connect-src 'self'"].join("; ");
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Netlify's _headers format: a path on its own line, then indented "Name: value" lines. */
export function headersFileBlock(rules: readonly HeaderRule[], marker: string): string {
  const body = rules
    .map(
      (rule) =>
        `${rule.path}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join("\n")}`,
    )
    .join("\n");
  return `# ${marker} start\n${body}\n# ${marker} end\n`;
}
