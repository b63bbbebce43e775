import path from "node:path";

/**
 * The moments the test builds treat as "now" (SITE_NOW), so that no test depends on the day it runs.
 * TEST_NOW: the site `npm test` checks in public/; with the events in data/, one is still upcoming and the
 * others are past. NOTHING_UPCOMING_NOW: a second build, kept in .test-sites/nothing-upcoming/, after every
 * event, for the Events page's empty state.
 */
export const TEST_NOW = "2024-06-01T12:00:00-04:00";
export const NOTHING_UPCOMING_NOW = "2099-01-01T12:00:00-05:00";

export const NOTHING_UPCOMING_DIR = path.resolve(__dirname, "../../.test-sites/nothing-upcoming");
