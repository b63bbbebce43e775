import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the tunings of src/node/gatsby/tuning/ rely on in Gatsby and its plugins, read from the installed
 * packages: when an upgrade changes it, the test says which assumption broke and where the checklist is.
 */

const NODE_MODULES = path.join(__dirname, "../../node_modules");

/** The text of an installed package's file, e.g. installedSource("gatsby", "cache-dir/static-entry.js"). */
export function installedSource(packageName: string, file: string): string {
  return readFileSync(path.join(NODE_MODULES, packageName, file), "utf8");
}

export function installedVersion(packageName: string): string {
  return (JSON.parse(installedSource(packageName, "package.json")) as { version: string }).version;
}

/** Fails with `assumption` and a pointer to the upgrade checklist when `holds` is false. */
export function expectGatsby(holds: boolean, assumption: string): void {
  if (!holds) {
    throw new Error(
      `Gatsby ${installedVersion("gatsby")} no longer ${assumption}. A tuning of src/node/gatsby/tuning/ relies on it: see docs/upgrading-gatsby.md.`,
    );
  }
}
