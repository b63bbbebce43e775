import { localDay } from "../../lib/datetime";
import { buildInfo, decideRebuild, type EndingEvent } from "../post-build/build-info";

/**
 * What a month on Netlify costs, in credits: the arithmetic behind `npm run cost` (scripts/cost.ts), which feeds
 * it the last build's measured page views and data/events/. docs/hosting-and-costs.md explains the result.
 */

/**
 * Netlify's rates for its credit-based Free, Personal and Pro plans, as its documentation gives them
 * ("How credits work" and "Credit-based pricing plans", read in November 2026). Change them here when Netlify does.
 */
export const NETLIFY_RATES = {
  source: "https://docs.netlify.com/manage/accounts-and-billing/billing/billing-for-credit-based-plans/how-credits-work/",
  /** Each successful production deploy; failed deploys, rollbacks, Deploy Previews and branch deploys cost nothing. */
  productionDeploy: 15,
  /** Per GB sent, counted here as 10^9 bytes (the larger count, should Netlify mean 2^30). */
  bandwidthPerGB: 20,
  /** Per 10,000 requests: pages, files, form posts and function calls alike. */
  requestsPer10k: 2,
  /** Per form submission: free and unlimited on the credit-based plans since Netlify's April 2026 update (1 credit before). */
  formSubmission: 0,
  /** Per GB-hour of function time (memory times duration). */
  computePerGBHour: 10,
} as const;

export const PLANS = {
  free: { name: "Free", credits: 300, dollarsPerMonth: 0 },
  personal: { name: "Personal", credits: 1000, dollarsPerMonth: 9 },
} as const;

/** The goal for a typical month: room left on the Free plan, and the site's own share kept small. */
export const GOALS = { total: 250, siteShare: 75 } as const;

export type Rates = { [Key in Exclude<keyof typeof NETLIFY_RATES, "source">]: number };

/** What a page view fetches from the site, measured on the built site. */
export interface PageViewCost {
  /** Bytes on the wire: compressed bodies and response headers. */
  bytes: number;
  requests: number;
}

export interface Month {
  visits: number;
  /** Pages a visitor opens per visit: the first loads everything, the others only what the new page adds. */
  pagesPerVisit: number;
  firstView: PageViewCost;
  nextView: PageViewCost;
  /** Publishes from the editor, and pushes that build: each one production deploy. */
  publishes: number;
  /** Deploys the scheduled rebuild asks for (scheduledRebuilds). */
  scheduledDeploys: number;
  submissions: number;
  /** Runs of the scheduled function (one a day), each one call and one read of /build.json. */
  functionRuns: number;
}

export interface Part {
  name: string;
  /** What was counted, in words: "5,000 visits x 2 pages: 1.12 GB". */
  quantity: string;
  credits: number;
  /** Whether the part is the site's own doing (deploys it schedules, its bytes and requests), not staff's or visitors' forms. */
  site: boolean;
}

export interface Estimate {
  parts: Part[];
  total: number;
  siteShare: number;
  /** Credits left on the Free plan (negative: the site would be paused before the month ends). */
  freeHeadroom: number;
  bytes: number;
  requests: number;
}

/** A function run: about half a second at Netlify's default 1,024 MB. */
const FUNCTION_GB_HOURS_PER_RUN = (1024 / 1024) * (0.5 / 3600);
/** A form post: its body up, and the short answer down. */
const SUBMISSION_BYTES = 2_000;
/** The scheduled function's read of /build.json: the file and its headers. */
const BUILD_INFO_BYTES = 1_000;

const number = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits });

/** Bytes and requests of a month's visits. */
export function traffic(month: Pick<Month, "visits" | "pagesPerVisit" | "firstView" | "nextView">): PageViewCost {
  const further = Math.max(0, month.pagesPerVisit - 1);
  return {
    bytes: month.visits * (month.firstView.bytes + further * month.nextView.bytes),
    requests: month.visits * (month.firstView.requests + further * month.nextView.requests),
  };
}

export function estimate(month: Month, rates: Rates = NETLIFY_RATES): Estimate {
  const visits = traffic(month);
  const bytes = visits.bytes + month.submissions * SUBMISSION_BYTES + month.functionRuns * BUILD_INFO_BYTES;
  // Each submission is one request; each function run is its own call and its read of /build.json.
  const requests = visits.requests + month.submissions + month.functionRuns * 2;
  const gigabytes = bytes / 1e9;
  const deploys = (count: number) => ({
    quantity: `${count} production deploy(s) x ${rates.productionDeploy}`,
    credits: count * rates.productionDeploy,
  });
  const parts: Part[] = [
    { name: "Scheduled rebuilds", ...deploys(month.scheduledDeploys), site: true },
    {
      name: "Bandwidth",
      quantity: `${number(month.visits)} visits of ${number(month.pagesPerVisit, 1)} pages, with forms and checks: ${number(gigabytes, 3)} GB x ${rates.bandwidthPerGB}`,
      credits: gigabytes * rates.bandwidthPerGB,
      site: true,
    },
    {
      name: "Web requests",
      quantity: `${number(requests)} requests / 10,000 x ${rates.requestsPer10k}`,
      credits: (requests / 10_000) * rates.requestsPer10k,
      site: true,
    },
    {
      name: "Scheduled function",
      quantity: `${month.functionRuns} runs, ${number(month.functionRuns * FUNCTION_GB_HOURS_PER_RUN, 4)} GB-hours x ${rates.computePerGBHour}`,
      credits: month.functionRuns * FUNCTION_GB_HOURS_PER_RUN * rates.computePerGBHour,
      site: true,
    },
    { name: "Staff publishes", ...deploys(month.publishes), site: false },
    {
      name: "Form submissions",
      quantity: `${number(month.submissions)} x ${rates.formSubmission}`,
      credits: month.submissions * rates.formSubmission,
      site: false,
    },
  ];
  const total = parts.reduce((sum, part) => sum + part.credits, 0);
  const siteShare = parts.filter((part) => part.site).reduce((sum, part) => sum + part.credits, 0);
  return { parts, total, siteShare, freeHeadroom: PLANS.free.credits - total, bytes, requests };
}

/** The visits a month can hold before its estimate reaches `credits`, everything else as given. */
export function visitsUpTo(credits: number, month: Month, rates: Rates = NETLIFY_RATES): number {
  const withoutVisits = estimate({ ...month, visits: 0 }, rates).total;
  const perVisit = estimate({ ...month, visits: 1 }, rates).total - withoutVisits;
  if (perVisit <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor((credits - withoutVisits) / perVisit));
}

/** The publishes a month can hold before its estimate reaches `credits`, everything else as given. */
export function publishesUpTo(credits: number, month: Month, rates: Rates = NETLIFY_RATES): number {
  const others = estimate({ ...month, publishes: 0 }, rates).total;
  return Math.max(0, Math.floor((credits - others) / rates.productionDeploy));
}

/** When the scheduled function runs each day, from its cron ("0 6 * * *"): minutes after midnight UTC. */
export function dailyRunMinute(schedule: string): number {
  const [minute, hour, day, month, weekday] = schedule.trim().split(/\s+/);
  if (day !== "*" || month !== "*" || weekday !== "*" || !/^\d+$/.test(minute ?? "") || !/^\d+$/.test(hour ?? "")) {
    throw new Error(`The schedule "${schedule}" is not once a day at a fixed time; count its rebuilds another way.`);
  }
  return Number(hour) * 60 + Number(minute);
}

/**
 * The days the scheduled rebuild will deploy between `from` and `until`, found by running its own decision
 * (decideRebuild, which netlify/functions/daily-rebuild.ts runs) once a day at its scheduled time against the site each rebuild leaves.
 * Assumes nothing else rebuilds the site in between, which can only make it fewer.
 */
export function scheduledRebuilds(
  events: readonly EndingEvent[],
  timeZone: string,
  { from, until, runMinute }: { from: string; until: string; runMinute: number },
): string[] {
  const DAY = 24 * 3_600_000;
  let live = buildInfo(events, from, timeZone);
  const start = Date.parse(from);
  let run = Math.floor(start / DAY) * DAY + runMinute * 60_000;
  if (run <= start) run += DAY;
  const rebuilds: string[] = [];
  for (; run < Date.parse(until); run += DAY) {
    const now = new Date(run);
    if (!decideRebuild(now, { ok: true, info: live }).rebuild) continue;
    rebuilds.push(now.toISOString());
    live = buildInfo(events, now.toISOString(), timeZone, true);
  }
  return rebuilds;
}

/** How many rebuilds fall in each month of the organization's calendar ("2027-01"), in order. */
export function perMonth(rebuilds: readonly string[], timeZone: string): [string, number][] {
  const counts = new Map<string, number>();
  for (const at of rebuilds) {
    const month = localDay(at, timeZone).slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts.entries()];
}
