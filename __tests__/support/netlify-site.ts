import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A published folder in a temporary directory, as Netlify reads it: one of its rule files (`_headers`,
 * `_redirects`) and, when given, a netlify.toml beside it.
 */
export function netlifySite(fileName: "_headers" | "_redirects", content: string, netlifyToml?: string): { dir: string; file: string; toml: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "netlify-site-"));
  const file = path.join(dir, fileName);
  const toml = path.join(dir, "netlify.toml");
  writeFileSync(file, content);
  if (netlifyToml !== undefined) writeFileSync(toml, netlifyToml);
  return { dir, file, toml };
}
