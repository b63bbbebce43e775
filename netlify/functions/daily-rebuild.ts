import type { Config, Context } from "@netlify/functions";
import { BUILD_INFO_PATH, decideRebuild, parseBuildInfo, SCHEDULED_REBUILD_BODY, type BuildInfoReading } from "../../src/node/post-build/build-info";

/**
 * Rebuilds the site on the days a page would change by itself: an event that has ended moves to "Past events",
 * and at New Year the copyright year turns. Every production deploy costs credits (docs/hosting-and-costs.md),
 * so the function reads /build.json from the live site, which says when the pages were built and the
 * next moment one of them stops being true, and asks Netlify for a new deploy through the site's build hook only
 * once that moment has passed (decideRebuild, in build-info.ts, which npm run cost runs too). The hook's secret
 * address lives in the BUILD_HOOK_URL environment variable. The function runs once a day, and asks at most once
 * per run (it never retries within a run). When /build.json cannot be read, it logs why as an error, on every run
 * it happens.
 */
export const HOOK_VARIABLE = "BUILD_HOOK_URL";

export interface Reply {
  status: number;
  body: string;
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status" | "text">>;

/** The live site's /build.json, read past any cache. */
export async function readBuildInfo(siteUrl: string | undefined, get: Fetch): Promise<BuildInfoReading> {
  if (!siteUrl) return { ok: false, problem: "the site's address is unknown" };
  const url = new URL(BUILD_INFO_PATH, siteUrl).href;
  let response: Awaited<ReturnType<Fetch>>;
  try {
    response = await get(url, { headers: { "Cache-Control": "no-cache" }, cache: "no-store" });
  } catch (error) {
    return { ok: false, problem: `${url} could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!response.ok) return { ok: false, problem: `${url} answered ${response.status}` };
  const parsed = parseBuildInfo(await response.text());
  return parsed.ok ? parsed : { ok: false, problem: `${url} is not what the build writes: ${parsed.problem}` };
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** The live site's address (Netlify's context.site.url). */
  siteUrl?: string;
  now?: () => Date;
  fetch?: Fetch;
  log?: (message: string) => void;
  error?: (message: string) => void;
}

/** Decides, and asks for the rebuild when one is due. Everything it decides is logged, with its reason. */
export async function runDailyRebuild({
  env = process.env,
  siteUrl = env.URL,
  now = () => new Date(),
  fetch: get = fetch,
  log = console.log,
  error = console.error,
}: RunOptions = {}): Promise<Reply> {
  const hook = env[HOOK_VARIABLE]?.trim();
  if (!hook) {
    const message = `${HOOK_VARIABLE} is not set: the daily rebuild cannot start. Create a build hook in Netlify and set ${HOOK_VARIABLE} to its address.`;
    error(message);
    return { status: 500, body: message };
  }
  if (!hook.startsWith("https://")) {
    const message = `${HOOK_VARIABLE} should be the https:// address of a Netlify build hook.`;
    error(message);
    return { status: 500, body: message };
  }
  const reading = await readBuildInfo(siteUrl, get);
  const decision = decideRebuild(now(), reading);
  if (!decision.rebuild) {
    log(decision.why);
    return { status: 200, body: decision.why };
  }
  // A site that cannot say what it needs is a problem someone should look at, even when the rebuild fixes it.
  (reading.ok ? log : error)(decision.why);
  const target = new URL(hook);
  // Names the deploy in Netlify's deploy list.
  target.searchParams.set(
    "trigger_title",
    `Scheduled rebuild: ${reading.ok ? (reading.info.nextChangeIs ?? "a page changed") : "build.json unreadable"}`.slice(0, 200),
  );
  try {
    const response = await get(target.href, { method: "POST", headers: { "Content-Type": "application/json" }, body: SCHEDULED_REBUILD_BODY });
    if (!response.ok) {
      const message = `The build hook answered ${response.status}: no rebuild was started. ${decision.why}`;
      error(message);
      return { status: 502, body: message };
    }
    return { status: 200, body: `Rebuild requested. ${decision.why}` };
  } catch (caught) {
    const message = `The build hook could not be reached: ${caught instanceof Error ? caught.message : String(caught)}`;
    error(message);
    return { status: 502, body: message };
  }
}

/**
 * The scheduled function: Netlify calls it with a web Request (its JSON body names the next run) and a context
 * that knows the site's address, and logs what it prints. A failed run answers with an error status and the
 * reason, which the log shows beside it.
 */
export default async function dailyRebuild(_request: Request, context: Context): Promise<Response> {
  const { status, body } = await runDailyRebuild({ siteUrl: context.site?.url || process.env.URL });
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

// Every day at 06:00 UTC: 1 or 2 AM in Johns Creek, after the evening events of the day before have ended, so
// that one run takes every change of that day (Netlify's "@daily" would run at midnight UTC, 7 or 8 PM there,
// while they are still on). Written out as a literal: Netlify reads the schedule from the source when it deploys.
export const config: Config = { schedule: "0 6 * * *" };
