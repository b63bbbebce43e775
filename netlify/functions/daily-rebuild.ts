import type { Config, Context } from "@netlify/functions";
import { localDay } from "../../src/lib/datetime";
import { BUILD_INFO_PATH, parseBuildInfo, SCHEDULED_REBUILD_BODY, type BuildInfo } from "../../src/node/post-build/build-info";

/**
 * Rebuilds the site on the days a page would change by itself: an event that has ended moves to "Past events",
 * and at New Year the copyright year turns. Every production deploy costs credits (docs/hosting-and-costs.md),
 * so the function reads /build.json from the live site, which says when the pages were built and the
 * next moment one of them stops being true, and asks Netlify for a new deploy through the site's build hook only
 * once that moment has passed. The hook's secret address lives in the BUILD_HOOK_URL environment variable.
 *
 * At most one rebuild a day, on the organization's calendar:
 * - the function runs once a day, and asks at most once per run (it never retries within a run);
 * - changes due on the same day (two events ending the same evening) are one rebuild, since the run comes after
 *   the day's events; the rebuilt site names the next change, after it;
 * - a change already older than the live build is done (a publish after the event ended rebuilt the site);
 * - a run on a day whose scheduled rebuild is already live (a second run, by hand or by a changed schedule)
 *   does nothing: the next day's run takes what is left.
 * When /build.json cannot be read or makes no sense, the function cannot tell, and rebuilds: a site that never
 * rebuilds would be worse than one extra deploy. It logs why as an error, on every run it happens.
 */
export const HOOK_VARIABLE = "BUILD_HOOK_URL";

export interface Reply {
  status: number;
  body: string;
}

/** What the function found at the live site's /build.json. */
export type Reading = { ok: true; info: BuildInfo } | { ok: false; problem: string };

export type Decision = { rebuild: boolean; why: string };

export function decide(now: Date, reading: Reading): Decision {
  if (!reading.ok) {
    return {
      rebuild: true,
      why: `${BUILD_INFO_PATH} could not be read (${reading.problem}), so the site is rebuilt once in case a page is out of date`,
    };
  }
  const { builtAt, nextChange, nextChangeIs, timeZone, scheduledRebuild } = reading.info;
  if (nextChange === null) return { rebuild: false, why: "Nothing on the site depends on the date." };
  const what = nextChangeIs ?? "a page changes";
  if (now.getTime() < Date.parse(nextChange)) return { rebuild: false, why: `Nothing is due. Next change: ${nextChange} (${what}).` };
  if (Date.parse(builtAt) >= Date.parse(nextChange)) {
    return { rebuild: false, why: `Nothing is due: the live site was built at ${builtAt}, after the change of ${nextChange}.` };
  }
  const today = localDay(now.toISOString(), timeZone);
  if (scheduledRebuild && localDay(builtAt, timeZone) === today) {
    return {
      rebuild: false,
      why: `Due since ${nextChange} (${what}), but the site was already rebuilt today (${today} in ${timeZone}); at most one rebuild a day, so the next run does it.`,
    };
  }
  return { rebuild: true, why: `Due since ${nextChange}: ${what}. The live site was built at ${builtAt}.` };
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status" | "text">>;

/** The live site's /build.json, read past any cache. */
export async function readBuildInfo(siteUrl: string | undefined, get: Fetch): Promise<Reading> {
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
  const decision = decide(now(), reading);
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
