import { eventInstants, events } from "./content";

/**
 * The moments the tests treat as "now" (SITE_NOW), so that no test depends on the day it runs. Both are
 * read off data/events/, so that they still split the events as the tests need when staff add or delete one:
 *
 * TEST_NOW, for the site `npm test` checks in public/: halfway between the end of the last event and the end of
 * the one before it, so the last event is upcoming and every other one is past (with a single event, a day
 * before it, so it is upcoming).
 * NOTHING_UPCOMING_NOW, for the Events page's empty state (__tests__/EventsPage.test.tsx): a day after the last
 * event has ended.
 */

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Every event's end, earliest first, each instant once; an event the build would refuse is left to its check. */
function eventEnds(): { ends: number[]; firstStart: number } {
  const ends = new Set<number>();
  let firstStart = Number.POSITIVE_INFINITY;
  for (const event of events) {
    try {
      const { startsAt, endsAt } = eventInstants(event);
      const [start, end] = [Date.parse(startsAt), Date.parse(endsAt)];
      if (Number.isNaN(start) || Number.isNaN(end)) continue;
      ends.add(end);
      firstStart = Math.min(firstStart, start);
    } catch {
      continue;
    }
  }
  return { ends: [...ends].sort((a, b) => a - b), firstStart };
}

function testNow(): string {
  const { ends, firstStart } = eventEnds();
  const last = ends.at(-1);
  const before = ends.at(-2);
  // No event at all: any moment will do.
  if (last === undefined) return "2024-06-01T16:00:00.000Z";
  if (before === undefined) return new Date(firstStart - DAY).toISOString();
  return new Date(Math.round((before + (last - before) / 2) / MINUTE) * MINUTE).toISOString();
}

function nothingUpcomingNow(): string {
  const last = eventEnds().ends.at(-1);
  return new Date((last ?? Date.parse("2099-01-01T17:00:00Z")) + DAY).toISOString();
}

export const TEST_NOW = testNow();
export const NOTHING_UPCOMING_NOW = nothingUpcomingNow();
