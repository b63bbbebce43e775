/** @jest-environment node */
import { config } from "../netlify/functions/daily-rebuild";
import {
  dailyRunMinute,
  estimate,
  NETLIFY_RATES,
  perMonth,
  publishesUpTo,
  scheduledRebuilds,
  traffic,
  visitsUpTo,
  type Month,
} from "../src/node/hosting/cost";

/** The arithmetic of `npm run cost`: a month's credits from its page views, deploys and forms. */

const ZONE = "America/New_York";

/** Round numbers, so the expected credits can be worked out by hand. */
const MONTH: Month = {
  visits: 10_000,
  pagesPerVisit: 3,
  firstView: { bytes: 200_000, requests: 20 },
  nextView: { bytes: 50_000, requests: 5 },
  publishes: 4,
  scheduledDeploys: 2,
  submissions: 100,
  functionRuns: 30,
};

const credits = (name: string, month: Month = MONTH) => estimate(month).parts.find((part) => part.name === name)?.credits;

describe("a month's credits", () => {
  it("counts a visit as its first page and the further pages' additions", () => {
    // 10,000 x (200,000 + 2 x 50,000) bytes; 10,000 x (20 + 2 x 5) requests.
    expect(traffic(MONTH)).toEqual({ bytes: 3_000_000_000, requests: 300_000 });
    expect(traffic({ ...MONTH, pagesPerVisit: 1 })).toEqual({ bytes: 2_000_000_000, requests: 200_000 });
  });

  it("charges 20 credits a GB of bandwidth, with the forms' posts and the function's reads", () => {
    // 3 GB of visits, 100 x 2 KB of form posts, 30 x 1 KB of /build.json reads.
    expect(credits("Bandwidth")).toBeCloseTo(((3e9 + 100 * 2_000 + 30 * 1_000) / 1e9) * 20, 6);
    expect(credits("Bandwidth")).toBeCloseTo(60.0046, 4);
  });

  it("charges 2 credits per 10,000 requests, a form post and each run's call and read included", () => {
    expect(credits("Web requests")).toBeCloseTo(((300_000 + 100 + 60) / 10_000) * 2, 6);
  });

  it("charges 15 credits per production deploy, scheduled or published, and nothing for a form submission", () => {
    expect(credits("Scheduled rebuilds")).toBe(30);
    expect(credits("Staff publishes")).toBe(60);
    expect(credits("Form submissions")).toBe(0);
    expect(estimate(MONTH, { ...NETLIFY_RATES, formSubmission: 1 }).parts.find((part) => part.name === "Form submissions")?.credits).toBe(100);
  });

  it("adds up to the total, of which the site's own share leaves out staff's publishes and visitors' forms", () => {
    const result = estimate(MONTH);
    const sum = result.parts.reduce((total, part) => total + part.credits, 0);
    expect(result.total).toBeCloseTo(sum, 9);
    expect(result.siteShare).toBeCloseTo(result.total - 60, 9);
    expect(result.freeHeadroom).toBeCloseTo(300 - result.total, 9);
    // 30 + 60.0046 + 60.0320 + function time, + 60.
    expect(result.total).toBeGreaterThan(210);
    expect(result.total).toBeLessThan(211);
  });

  it("finds the visits and publishes a month holds before it reaches a number of credits", () => {
    // Without visits: 30 + 60 deploys, 0.0046 GB and 160 requests of forms and checks, and the function's time.
    const withoutVisits = estimate({ ...MONTH, visits: 0 }).total;
    const perVisit = (300_000 / 1e9) * 20 + (30 / 10_000) * 2;
    expect(visitsUpTo(300, MONTH)).toBe(Math.floor((300 - withoutVisits) / perVisit));
    expect(estimate({ ...MONTH, visits: visitsUpTo(300, MONTH) }).total).toBeLessThanOrEqual(300);
    expect(estimate({ ...MONTH, visits: visitsUpTo(300, MONTH) + 1 }).total).toBeGreaterThan(300);
    expect(publishesUpTo(300, MONTH)).toBe(Math.floor((300 - estimate({ ...MONTH, publishes: 0 }).total) / 15));
    expect(visitsUpTo(10, MONTH)).toBe(0);
  });
});

describe("the scheduled rebuilds ahead", () => {
  it("reads the function's daily run time from its schedule", () => {
    expect(dailyRunMinute(config.schedule ?? "")).toBe(6 * 60);
    expect(dailyRunMinute("30 5 * * *")).toBe(5 * 60 + 30);
    expect(() => dailyRunMinute("0 * * * *")).toThrow(/not once a day/);
  });

  it("are one on the morning after each day with a change, New Year's included", () => {
    const events = [
      { title: "A", endsAt: "2027-03-05T18:00:00-05:00" },
      { title: "B", endsAt: "2027-03-05T21:00:00-05:00" },
      { title: "C", endsAt: "2027-03-20T16:00:00-04:00" },
      { title: "Long past", endsAt: "2024-03-15T18:00:00-04:00" },
    ];
    const rebuilds = scheduledRebuilds(events, ZONE, { from: "2026-11-25T12:00:00Z", until: "2027-11-25T12:00:00Z", runMinute: 360 });
    expect(rebuilds).toEqual(["2027-01-01T06:00:00.000Z", "2027-03-06T06:00:00.000Z", "2027-03-21T06:00:00.000Z"]);
    expect(perMonth(rebuilds, ZONE)).toEqual([
      ["2027-01", 1],
      ["2027-03", 2],
    ]);
  });

  it("start with the day's run when the period starts before it", () => {
    const rebuilds = scheduledRebuilds([{ title: "A", endsAt: "2027-03-05T00:30:00-05:00" }], ZONE, {
      from: "2027-03-05T05:00:00Z",
      until: "2027-03-06T00:00:00Z",
      runMinute: 360,
    });
    expect(rebuilds).toEqual(["2027-03-05T06:00:00.000Z"]);
  });
});
