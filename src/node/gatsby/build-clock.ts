import { localYear } from "../../lib/datetime";

/**
 * The moment the build treats as "now", to split events into upcoming and past. Read here and nowhere else:
 * SITE_NOW (an ISO 8601 date and time with its offset, e.g. 2026-11-20T09:00:00-05:00) replaces the clock, so
 * that a test build can show the site as it will look on a chosen day.
 */
export const NOW_VARIABLE = "SITE_NOW";

export function buildNow(env: NodeJS.ProcessEnv = process.env, clock: () => Date = () => new Date()): string {
  const fixed = env[NOW_VARIABLE];
  if (fixed === undefined || fixed === "") return clock().toISOString();
  const time = Date.parse(fixed);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(fixed) || Number.isNaN(time)) {
    throw new Error(
      `${NOW_VARIABLE} is "${fixed}", which is not a date and time. Write it like 2026-11-20T09:00:00-05:00, or leave it unset to use today.`,
    );
  }
  return new Date(time).toISOString();
}

/**
 * "now" as a node of its own, which pages query as `buildClock { now }`, with its year on the organization's
 * calendar for the footer's copyright line (so that a test build's SITE_NOW sets that too). Gatsby runs a page's query again only
 * when a node it read has changed; this node changes with every new "now", so the daily rebuild re-splits the
 * events even when no data file changed, and reuses everything else. (Gatsby keeps its own build time apart
 * from the Site node for the same reason.)
 */
export const BUILD_CLOCK_TYPE = "BuildClock";

export const buildClockTypeDefs = /* GraphQL */ `
  "The moment the build treats as now (SITE_NOW, or the clock), to tell upcoming events from past ones."
  type ${BUILD_CLOCK_TYPE} implements Node @dontInfer {
    now: Date!
    "The year of now in the organization's time zone (data/site.json), for the copyright line, such as 2026."
    year: String!
  }
`;

export function buildClockNode(now: string, timeZone: string, contentDigest: (content: object) => string) {
  const year = String(localYear(now, timeZone));
  return {
    id: BUILD_CLOCK_TYPE,
    now,
    year,
    parent: null,
    children: [],
    internal: { type: BUILD_CLOCK_TYPE, contentDigest: contentDigest({ now, year }) },
  };
}
