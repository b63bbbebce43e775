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
 * `site { buildNow }` for page queries. On the Site node, which Gatsby renews at every build, so a page that asks
 * for it is queried again by each build, even when no data file changed (the daily rebuild).
 */
export function clockResolvers(now: string) {
  return {
    Site: {
      buildNow: {
        type: "Date!",
        description: "The moment the build treats as now (SITE_NOW, or the clock), to tell upcoming events from past ones.",
        resolve: () => now,
      },
    },
  };
}
