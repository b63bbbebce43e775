/** @jest-environment node */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localDay, localYear, nextNewYear } from "../src/lib/datetime";
import { buildInfo, dateChanges, parseBuildInfo, writeBuildInfo } from "../src/node/post-build/build-info";

/** What /build.json says: when the pages were built, and the next moment one of them stops being true. */

const ZONE = "America/New_York";

describe("the organization's calendar", () => {
  it("turns the year and the day at midnight in its own time zone, not in UTC", () => {
    expect(localYear("2027-01-01T04:59:00Z", ZONE)).toBe(2026);
    expect(localYear("2027-01-01T05:00:00Z", ZONE)).toBe(2027);
    expect(localDay("2026-11-21T03:00:00Z", ZONE)).toBe("2026-11-20");
    expect(nextNewYear("2026-11-25T12:00:00Z", ZONE)).toBe("2027-01-01T05:00:00.000Z");
    // On New Year's Eve evening in Johns Creek, when it is already January 1 in UTC.
    expect(nextNewYear("2027-01-01T02:00:00Z", ZONE)).toBe("2027-01-01T05:00:00.000Z");
    expect(nextNewYear("2027-01-01T05:00:00Z", ZONE)).toBe("2028-01-01T05:00:00.000Z");
  });
});

describe("the next change of a build", () => {
  const events = [
    { title: "Gala", endsAt: "2026-06-10T22:00:00-04:00" },
    { title: "Workshop", endsAt: "2026-06-10T22:00:00-04:00" },
    { title: "Gathering", endsAt: "2026-03-15T18:00:00-04:00" },
  ];

  it("is the earliest end of an event still ahead, in UTC, naming every event that ends then", () => {
    expect(buildInfo(events, "2026-05-01T12:00:00-04:00", ZONE)).toEqual({
      builtAt: "2026-05-01T16:00:00.000Z",
      timeZone: ZONE,
      nextChange: "2026-06-11T02:00:00.000Z",
      nextChangeIs: '"Gala" ends and moves to Past events; "Workshop" ends and moves to Past events',
      scheduledRebuild: false,
    });
  });

  it("skips events already over, and an event ending at the very moment of the build", () => {
    expect(buildInfo(events, "2026-03-15T18:00:00-04:00", ZONE).nextChange).toBe("2026-06-11T02:00:00.000Z");
  });

  it("is New Year, for the copyright year, when no event is ahead, or when New Year comes first", () => {
    expect(buildInfo(events, "2026-07-01T12:00:00Z", ZONE)).toMatchObject({
      nextChange: "2027-01-01T05:00:00.000Z",
      nextChangeIs: "New Year in America/New_York: the footer's copyright year",
    });
    expect(buildInfo([{ title: "Next year", endsAt: "2027-02-01T12:00:00-05:00" }], "2026-12-01T12:00:00Z", ZONE).nextChange).toBe(
      "2027-01-01T05:00:00.000Z",
    );
  });

  it("lists every change of a period, each New Year included, for counting the rebuilds ahead", () => {
    const changes = dateChanges(events, "2025-12-01T00:00:00Z", ZONE, "2027-01-01T05:00:00.000Z");
    expect(changes.map((change) => change.at)).toEqual(["2026-01-01T05:00:00.000Z", "2026-03-15T22:00:00.000Z", "2026-06-11T02:00:00.000Z"]);
  });

  it("says whether the scheduled rebuild made it", () => {
    expect(buildInfo(events, "2026-05-01T12:00:00Z", ZONE, true).scheduledRebuild).toBe(true);
  });
});

describe("the build.json file", () => {
  it("is written into the site and read back as it was written", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-info-"));
    const info = buildInfo([], "2026-05-01T12:00:00Z", ZONE);
    await writeBuildInfo(info, dir);
    expect(parseBuildInfo(readFileSync(path.join(dir, "build.json"), "utf8"))).toEqual({ ok: true, info });
  });

  it.each([
    ["<!doctype html>", /not JSON/],
    ["[1, 2]", /builtAt/],
    [JSON.stringify({ builtAt: "2026-05-01T12:00:00Z", timeZone: "Mars/Olympus", nextChange: null }), /timeZone \("Mars\/Olympus"\)/],
    [JSON.stringify({ builtAt: "2026-05-01T12:00:00Z", timeZone: ZONE, nextChange: "soon" }), /nextChange \("soon"\)/],
  ])("is refused, with the reason, when it reads %s", (text, reason) => {
    const result = parseBuildInfo(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.problem).toMatch(reason);
  });
});
