import type { FullConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import { NOTHING_UPCOMING_DIR } from "../../harness/clocks";
import { netlifyHeaders } from "../../harness/netlify-headers";
import { netlifyRedirects } from "../../harness/netlify-redirects";
import { PUBLIC_DIR, startStaticServer, type StaticServer } from "../../harness/static-server";

/** The environment variables that carry each served site's origin to the test workers. */
export const ORIGIN_VARIABLES = { site: "E2E_SITE_ORIGIN", nothingUpcoming: "E2E_NOTHING_UPCOMING_ORIGIN" } as const;

/** Serves a built site with the headers and redirects Netlify would apply to it. */
export async function serveBuiltSite(root: string): Promise<StaticServer> {
  const [headers, redirects] = await Promise.all([netlifyHeaders(root), netlifyRedirects(root)]);
  return startStaticServer(root, headers, redirects);
}

/**
 * Starts the two test sites once for the whole run, each on a free loopback port (so that two runs on one machine
 * never collide), and hands their origins to the workers through the environment.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  for (const [name, root] of [
    ["public/", PUBLIC_DIR],
    [".test-sites/nothing-upcoming/", NOTHING_UPCOMING_DIR],
  ] as const) {
    if (!existsSync(path.join(root, "index.html"))) throw new Error(`No built site in ${name}: run \`npm run build:test\` first.`);
  }
  const [site, nothingUpcoming] = await Promise.all([serveBuiltSite(PUBLIC_DIR), serveBuiltSite(NOTHING_UPCOMING_DIR)]);
  process.env[ORIGIN_VARIABLES.site] = site.origin;
  process.env[ORIGIN_VARIABLES.nothingUpcoming] = nothingUpcoming.origin;
  return async () => {
    await Promise.all([site.close(), nothingUpcoming.close()]);
  };
}
