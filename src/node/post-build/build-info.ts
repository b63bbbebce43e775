import { writeFile } from "node:fs/promises";
import path from "node:path";
import { localDay, nextNewYear } from "../../lib/datetime";
import type { HeaderRule } from "./csp";

/**
 * /build.json: when the live site was built, and the next moment at which one of its pages stops being true.
 * The scheduled rebuild (netlify/functions/daily-rebuild.ts) reads it from the live site and asks for a new
 * production deploy only once that moment has passed: each deploy costs credits, so the site is rebuilt on the
 * days a page changes by itself, and not on the others.
 *
 * What changes by itself, with no edit to data/:
 * - an event that ends moves from "Upcoming" to "Past events"; with it the home page's next event and, when it
 *   was the last one, the Events page's empty state and the footer's sign-up;
 * - the footer's copyright year, at New Year in the organization's time zone.
 * Nothing else on the site reads the clock: a guide dated in the future is shown at once, with that date.
 */

export const BUILD_INFO_FILE = "build.json";
export const BUILD_INFO_PATH = `/${BUILD_INFO_FILE}`;

export interface BuildInfo {
  /** The moment the pages were built for (the build clock: SITE_NOW, or the time of the build), ISO 8601 UTC. */
  builtAt: string;
  /** The organization's time zone (data/site.json), whose calendar days the scheduled rebuild counts. */
  timeZone: string;
  /** The next moment a built page stops being true, ISO 8601 UTC; null when nothing on the site depends on the date. */
  nextChange: string | null;
  /** What changes then, in words for the function's log and the deploy list. */
  nextChangeIs: string | null;
  /** Whether this build was the scheduled rebuild's (which allows itself one a day), not a publish or a push. */
  scheduledRebuild: boolean;
}

export interface EndingEvent {
  title: string;
  /** The exact end, with the organization's UTC offset (the computed field of every event). */
  endsAt: string;
}

/** A moment at which the built site stops being true, and why. */
export interface DateChange {
  at: string;
  what: string;
}

/**
 * Every moment after `now` and before `until` at which a page built at `now` stops being true, earliest first;
 * events ending at the same instant are one change.
 */
export function dateChanges(events: readonly EndingEvent[], now: string, timeZone: string, until: string): DateChange[] {
  const [from, to] = [Date.parse(now), Date.parse(until)];
  const byInstant = new Map<number, string[]>();
  const add = (at: number, what: string) => {
    if (at <= from || at >= to) return;
    byInstant.set(at, [...(byInstant.get(at) ?? []), what]);
  };
  for (const event of events) add(Date.parse(event.endsAt), `"${event.title}" ends and moves to Past events`);
  for (let year = nextNewYear(now, timeZone); Date.parse(year) < to; year = nextNewYear(year, timeZone)) {
    add(Date.parse(year), `New Year in ${timeZone}: the footer's copyright year`);
  }
  return [...byInstant.entries()].sort(([a], [b]) => a - b).map(([at, whats]) => ({ at: new Date(at).toISOString(), what: whats.join("; ") }));
}

/** What the build publishes at /build.json for pages built at `now`. */
export function buildInfo(events: readonly EndingEvent[], now: string, timeZone: string, scheduledRebuild = false): BuildInfo {
  const builtAt = new Date(Date.parse(now)).toISOString();
  // The next New Year is always ahead, so there is always a next change within a year and a day.
  const [next] = dateChanges(events, builtAt, timeZone, nextNewYear(nextNewYear(builtAt, timeZone), timeZone));
  return { builtAt, timeZone, nextChange: next?.at ?? null, nextChangeIs: next?.what ?? null, scheduledRebuild };
}

/** What the scheduled rebuild sends its build hook, to be told apart from any other build. */
export const SCHEDULED_REBUILD_BODY = JSON.stringify({ scheduledRebuild: true });

/**
 * Whether this build was started by the scheduled rebuild: Netlify hands a build hook's request body to the
 * build it starts as INCOMING_HOOK_BODY (URL-encoded, its documentation says; read either way).
 */
export function isScheduledRebuild(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.INCOMING_HOOK_BODY;
  if (!raw) return false;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const body = JSON.parse(text) as unknown;
      if (typeof body === "object" && body !== null && (body as { scheduledRebuild?: unknown }).scheduledRebuild === true) return true;
    } catch {
      continue;
    }
  }
  return false;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

// The folder is given, not read from ../project, so that the scheduled function, which bundles this file, does
// not carry a path made from __dirname.
export async function writeBuildInfo(info: BuildInfo, publicDir: string): Promise<void> {
  await writeFile(path.join(publicDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

/**
 * Never indexed, and never reused without asking the site again: the scheduled rebuild must read the live
 * deploy's file. (Gatsby's adapter adds `max-age=0, must-revalidate` for every path, which comes to the same.)
 */
export const BUILD_INFO_RULE: HeaderRule = {
  path: BUILD_INFO_PATH,
  headers: { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" },
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isInstant(value: unknown): value is string {
  return typeof value === "string" && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** What was found at a site's /build.json: its content, or what is wrong with it. */
export type BuildInfoReading = { ok: true; info: BuildInfo } | { ok: false; problem: string };

/** The file's content when it is a build info, or what is wrong with it. */
export function parseBuildInfo(text: string): BuildInfoReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `it is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof value !== "object" || value === null) return { ok: false, problem: "it is not a JSON object" };
  const { builtAt, timeZone, nextChange, nextChangeIs, scheduledRebuild } = value as Record<string, unknown>;
  if (!isInstant(builtAt)) return { ok: false, problem: `its builtAt (${JSON.stringify(builtAt)}) is not a date and time` };
  if (!isTimeZone(timeZone)) return { ok: false, problem: `its timeZone (${JSON.stringify(timeZone)}) is not a time zone` };
  if (nextChange !== null && !isInstant(nextChange)) {
    return { ok: false, problem: `its nextChange (${JSON.stringify(nextChange)}) is neither a date and time nor null` };
  }
  return {
    ok: true,
    info: {
      builtAt,
      timeZone,
      nextChange,
      nextChangeIs: typeof nextChangeIs === "string" ? nextChangeIs : null,
      scheduledRebuild: scheduledRebuild === true,
    },
  };
}

export type RebuildDecision = { rebuild: boolean; why: string };

/**
 * Whether the scheduled rebuild asks for a new deploy at `now`, given the live site's /build.json; the function
 * (netlify/functions/daily-rebuild.ts) runs it once a day, and so does npm run cost's count of rebuilds.
 *
 * At most one rebuild a day, on the organization's calendar:
 * - changes due on the same day (two events ending the same evening) are one rebuild, since the run comes after
 *   the day's events; the rebuilt site names the next change, after it;
 * - a change already older than the live build is done (a publish after the event ended rebuilt the site);
 * - a run on a day whose scheduled rebuild is already live (a second run, by hand or by a changed schedule)
 *   does nothing: the next day's run takes what is left.
 * When /build.json cannot be read or makes no sense, nothing can tell, and the site is rebuilt: a site that never
 * rebuilds would be worse than one extra deploy.
 */
export function decideRebuild(now: Date, reading: BuildInfoReading): RebuildDecision {
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
