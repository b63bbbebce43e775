import { splitEvents } from "../src/lib/event-schedule";
import { toIsoWithOffset } from "../src/lib/datetime";
import { buildClockNode, buildNow, NOW_VARIABLE } from "../src/node/gatsby/build-clock";

const ZONE = "America/New_York";

function event(id: string, date: string, startTime: string, endTime: string) {
  return {
    id,
    startsAt: toIsoWithOffset(date, startTime, ZONE),
    endsAt: toIsoWithOffset(date, endTime, ZONE),
  };
}

const gathering = event("gathering", "2026-03-15", "14:00", "18:00");
const appreciation = event("appreciation", "2026-04-20", "11:00", "14:00");
const gala = event("gala", "2026-06-10", "18:00", "22:00");
const evening = event("evening", "2026-11-20", "19:00", "21:30");
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe("splitting events into upcoming and past", () => {
  it("lists upcoming events soonest first and past events most recent first, whatever the order given", () => {
    const { upcoming, past } = splitEvents([gala, evening, gathering, appreciation], "2026-05-01T12:00:00Z");
    expect(ids(upcoming)).toEqual(["gala", "evening"]);
    expect(ids(past)).toEqual(["appreciation", "gathering"]);
  });

  it("keeps an event upcoming while it is under way, until it ends", () => {
    // 20:00 in Johns Creek on November 20 is 01:00 UTC on November 21 (EST, UTC-5).
    expect(ids(splitEvents([evening], "2026-11-21T01:00:00Z").upcoming)).toEqual(["evening"]);
    expect(ids(splitEvents([evening], "2026-11-21T02:29:59Z").upcoming)).toEqual(["evening"]);
    // At 21:30 local, it has ended.
    expect(splitEvents([evening], "2026-11-21T02:30:00Z")).toEqual({ upcoming: [], past: [evening] });
  });

  it("reads the end in the organization's time zone, not in UTC or the build machine's zone", () => {
    // 21:30 local is already "November 21" in UTC: a UTC reading of the date would call it over too soon or too late.
    const lateEvening = "2026-11-21T00:30:00Z";
    expect(ids(splitEvents([evening], lateEvening).upcoming)).toEqual(["evening"]);
    // Summer time: the gala ends 22:00 EDT = 02:00 UTC the next day.
    expect(ids(splitEvents([gala], "2026-06-11T01:59:00Z").upcoming)).toEqual(["gala"]);
    expect(splitEvents([gala], "2026-06-11T02:00:00Z")).toEqual({ upcoming: [], past: [gala] });
  });

  it("accepts a Date as well as an ISO string, and an empty list", () => {
    expect(splitEvents([], new Date("2026-01-01T00:00:00Z"))).toEqual({ upcoming: [], past: [] });
    expect(ids(splitEvents([gathering], new Date("2026-01-01T00:00:00Z")).upcoming)).toEqual(["gathering"]);
  });

  it("does not change the list it was given", () => {
    const given = [gala, gathering];
    splitEvents(given, "2026-01-01T00:00:00Z");
    expect(ids(given)).toEqual(["gala", "gathering"]);
  });
});

describe("the build's clock", () => {
  const clock = () => new Date("2026-11-20T14:00:00Z");

  it("is the real time when SITE_NOW is not set", () => {
    expect(buildNow({}, clock)).toBe("2026-11-20T14:00:00.000Z");
    expect(buildNow({ [NOW_VARIABLE]: "" }, clock)).toBe("2026-11-20T14:00:00.000Z");
  });

  it("is the moment SITE_NOW names, so a test build can show a chosen day", () => {
    expect(buildNow({ [NOW_VARIABLE]: "2024-03-01T09:00:00-05:00" }, clock)).toBe("2024-03-01T14:00:00.000Z");
  });

  it("refuses a SITE_NOW that is not a date and time, in plain words", () => {
    expect(() => buildNow({ [NOW_VARIABLE]: "tomorrow" }, clock)).toThrow(/SITE_NOW is "tomorrow".*2026-11-20T09:00:00-05:00/);
    expect(() => buildNow({ [NOW_VARIABLE]: "2026-13-45T00:00:00Z" }, clock)).toThrow(/not a date and time/);
  });
});

describe("the build clock's node", () => {
  const digest = (content: object) => JSON.stringify(content);

  it("changes with every new now, so that Gatsby queries the events again on the next build", () => {
    const monday = buildClockNode("2026-11-23T06:00:00.000Z", "America/New_York", digest);
    const tuesday = buildClockNode("2026-11-24T06:00:00.000Z", "America/New_York", digest);
    expect(monday).toMatchObject({ id: "BuildClock", now: "2026-11-23T06:00:00.000Z", internal: { type: "BuildClock" } });
    expect(monday.internal.contentDigest).not.toBe(tuesday.internal.contentDigest);
    expect(buildClockNode("2026-11-23T06:00:00.000Z", "America/New_York", digest).internal.contentDigest).toBe(monday.internal.contentDigest);
  });

  it("carries the year of now on the organization's calendar, which turns at its own midnight", () => {
    // 11 PM on December 31 in Johns Creek is already January 1 in UTC.
    expect(buildClockNode("2027-01-01T04:00:00.000Z", "America/New_York", digest).year).toBe("2026");
    expect(buildClockNode("2027-01-01T05:00:00.000Z", "America/New_York", digest).year).toBe("2027");
  });
});
