/** @jest-environment node */
import path from "node:path";
import { checkContent } from "../src/content/check";
import { dayIn, formatStaleReviews, staleReviews } from "../src/content/review-dates";
import { buildNow, NOW_VARIABLE } from "../src/node/gatsby/build-clock";

/**
 * Guides last reviewed more than a year before the build are listed after the content check, as a warning: the
 * site still builds. The build's "now" is the build clock's (SITE_NOW, or the machine's clock), here fixed.
 */

const FIXTURE = path.join(__dirname, "../test/fixtures/data");
const ZONE = "America/New_York";
/** The day of the build, where the organization is, with the clock reading `instant`. */
const buildDay = (instant: string) =>
  dayIn(
    buildNow({}, () => new Date(instant)),
    ZONE,
  );

const STRESS =
  'data/guides/when-stress-is-more-than-stress.md, guide "Noticing when a teen\'s stress is more than stress": "reviewed" is "2026-09-15", more than a year ago. Read the guide again, check its facts, numbers and sources, and set "reviewed" to the day you did.';
const CONVERSATION =
  'data/guides/starting-the-conversation.md, guide "Starting a conversation about mental health with someone you love": "reviewed" is "2026-10-06", more than a year ago. Read the guide again, check its facts, numbers and sources, and set "reviewed" to the day you did.';

describe("guides due for a review", () => {
  it("are those reviewed more than a year before the build's day in the organization's time zone, oldest first", () => {
    // 03:30 UTC on October 14 is still October 13 in Johns Creek: the guide reviewed on 2026-10-13 is a year old
    // to the day, not more.
    expect(buildDay("2027-10-14T03:30:00Z")).toBe("2027-10-13");
    const stale = staleReviews(FIXTURE, buildDay("2027-10-14T03:30:00Z"));
    expect(stale.map((problem) => `data/${problem.file}, ${problem.place ?? ""}: ${problem.message}`)).toEqual([STRESS, CONVERSATION]);
    // A day later there, it is too.
    expect(staleReviews(FIXTURE, buildDay("2027-10-15T03:30:00Z")).map((problem) => problem.file)).toEqual([
      "guides/when-stress-is-more-than-stress.md",
      "guides/starting-the-conversation.md",
      "guides/your-first-counseling-appointment.md",
    ]);
  });

  it("are none while every guide was reviewed within the year", () => {
    expect(staleReviews(FIXTURE, buildDay("2027-09-14T12:00:00Z"))).toEqual([]);
    expect(formatStaleReviews([])).toBeUndefined();
  });

  it("follow SITE_NOW, as the rest of the build does", () => {
    const day = dayIn(
      buildNow({ [NOW_VARIABLE]: "2027-11-01T09:00:00-04:00" }, () => new Date("2020-01-01T00:00:00Z")),
      ZONE,
    );
    expect(day).toBe("2027-11-01");
    expect(staleReviews(FIXTURE, day)).toHaveLength(4);
  });

  it("are printed as a numbered warning, and never stop the build as a problem would", () => {
    const stale = staleReviews(FIXTURE, "2027-10-13");
    expect(formatStaleReviews(stale)).toBe(
      ["2 guides were last reviewed more than a year ago. The site still builds; please review:", "", `1. ${STRESS}`, `2. ${CONVERSATION}`].join(
        "\n",
      ),
    );
    expect(formatStaleReviews(stale.slice(0, 1))?.split("\n")[0]).toBe(
      "1 guide was last reviewed more than a year ago. The site still builds; please review:",
    );
    expect(checkContent(FIXTURE)).toEqual([]);
  });
});
