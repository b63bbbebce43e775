import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { isIconName } from "../src/components/DataIcon";
import { formatEventDate, formatTimeRange } from "../src/lib/datetime";
import { formatPrice } from "../src/lib/format";
import { events, FIXTURE_DIR, programs, readData, site, tiers } from "./support/fixture";

/**
 * The content the site launched with, kept as the tests' fixture (test/fixtures/data/), is the specification's:
 * its events, giving levels, programs and values. data/ itself is staff's to change; the content check keeps it
 * sound, and the browser tests check that the site shows whatever it holds.
 */

describe("the launch content's events/ holds the specification's events", () => {
  it("has exactly the three events with their dates and times", () => {
    expect(events.map((event) => [event.title, formatEventDate(event.date), formatTimeRange(event.startTime, event.endTime)])).toEqual([
      ["Annual Community Gathering", "March 15, 2024", "2:00 PM - 6:00 PM"],
      ["Volunteer Appreciation Day", "April 20, 2024", "11:00 AM - 2:00 PM"],
      ["Summer Fundraising Gala", "June 10, 2024", "6:00 PM - 10:00 PM"],
    ]);
  });

  it("places them at a community center, the organization's headquarters and a hotel in Atlanta", () => {
    const [gathering, appreciation, gala] = events;
    expect(gathering?.location.name).toMatch(/community center/i);
    expect(appreciation?.location.name).toMatch(/headquarters/i);
    expect(appreciation?.location.address).toBeUndefined(); // so the organization's own address is used
    expect(gala?.location.name).toMatch(/hotel/i);
    expect(gala?.location.address?.locality).toBe("Atlanta");
  });

  it("gives every event a description, an image that exists and its alt text", () => {
    for (const event of events) {
      expect(event.description.length).toBeGreaterThan(80);
      expect(existsSync(path.join(FIXTURE_DIR, event.image))).toBe(true);
      expect(event.imageAlt.trim()).not.toBe("");
    }
  });
});

describe("the launch content's tiers/ holds the specification's giving levels", () => {
  it("has the three levels with their ids and monthly prices", () => {
    expect(tiers.map((tier) => [tier.name, tier.id, formatPrice(tier.price, tier.currency), tier.billingPeriod])).toEqual([
      ["Community Supporter", "tier-monthly", "$25", "month"],
      ["Impact Partner", "tier-quarterly", "$100", "month"],
      ["Change Maker", "tier-annual", "$500", "month"],
    ]);
  });

  it("has exactly the benefits of each level, each level including the one before", () => {
    expect(tiers.map((tier) => [tier.includes ?? null, tier.benefits])).toEqual([
      [null, ["Website recognition", "Monthly newsletter updates", "Invitation to annual donor event"]],
      ["tier-monthly", ["Quarterly impact reports", "Special recognition at events", "Exclusive program updates"]],
      ["tier-quarterly", ["Private facility tour", "One-on-one meeting with leadership", "Featured donor spotlight", "VIP access to all events"]],
    ]);
  });

  it("names an icon the site can draw for every level", () => {
    for (const tier of tiers) expect(isIconName(tier.icon)).toBe(true);
  });
});

describe("the launch content's programs/ and the values in pages/mission.json", () => {
  it("has the three programs, each with an image that exists", () => {
    expect(programs.map((program) => program.name)).toEqual(["Education Support", "Community Care", "Housing Initiative"]);
    for (const program of programs) {
      expect(existsSync(path.join(FIXTURE_DIR, program.image))).toBe(true);
      expect(isIconName(program.icon)).toBe(true);
      expect(program.details.length).toBeGreaterThan(0);
    }
  });

  it("has the three values", () => {
    const { values } = readData("pages/mission.json");
    expect(values.map((value) => value.name)).toEqual(["Compassion", "Purpose", "Community"]);
    for (const value of values) expect(isIconName(value.icon)).toBe(true);
  });

  it("starts with no impact figures", () => {
    const folder = path.join(FIXTURE_DIR, "impact");
    expect(existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".json")) : []).toEqual([]);
  });

  it("orders the programs and giving levels by a position each file holds", () => {
    expect(programs.map((program) => program.order)).toEqual([1, 2, 3]);
    expect(tiers.map((tier) => tier.order)).toEqual([1, 2, 3]);
  });
});

describe("the launch content's site.json", () => {
  it("uses obviously placeholder contact details in Johns Creek, Georgia", () => {
    expect(site.email).toMatch(/@example\.org$/);
    expect(site.phone).toMatch(/555-01\d\d/);
    expect(site.address).toMatchObject({ locality: "Johns Creek", region: "GA" });
    expect(site.siteUrl).toMatch(/^https:\/\//);
  });
});
