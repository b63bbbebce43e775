import type { FullConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import { serveBuiltSite } from "../../harness/browser";
import { PUBLIC_DIR } from "../../harness/static-server";

/** The environment variables that carry each served site's origin to the test workers. */
export const ORIGIN_VARIABLES = { site: "E2E_SITE_ORIGIN" } as const;

/**
 * Starts the test site once for the whole run, on a free loopback port (so that two runs on one machine never
 * collide), and hands its origin to the workers through the environment.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(path.join(PUBLIC_DIR, "index.html"))) throw new Error("No built site in public/: run `npm run build:test` first.");
  const site = await serveBuiltSite(PUBLIC_DIR);
  process.env[ORIGIN_VARIABLES.site] = site.origin;
  return async () => {
    await site.close();
  };
}
