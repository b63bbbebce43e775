/**
 * Which events are still ahead and which are over, decided at build time. Each event's `startsAt`/`endsAt`
 * carry the organization's UTC offset on that day (see datetime.ts), so comparing instants compares them in the
 * organization's time zone, whatever the clock of the machine that builds the site.
 */

export interface ScheduledEvent {
  startsAt: string;
  endsAt: string;
}

export interface EventSchedule<T> {
  /** Not yet ended (an event under way is still upcoming), soonest first. */
  upcoming: T[];
  /** Ended, most recent first. */
  past: T[];
}

function instant(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new Error(`"${iso}" is not a date and time`);
  return time;
}

export function splitEvents<T extends ScheduledEvent>(events: readonly T[], now: string | Date): EventSchedule<T> {
  const at = typeof now === "string" ? instant(now) : now.getTime();
  const byStart = (a: T, b: T) => instant(a.startsAt) - instant(b.startsAt) || instant(a.endsAt) - instant(b.endsAt);
  const upcoming = events.filter((event) => instant(event.endsAt) > at).sort(byStart);
  const past = events.filter((event) => instant(event.endsAt) <= at).sort((a, b) => byStart(b, a));
  return { upcoming, past };
}
