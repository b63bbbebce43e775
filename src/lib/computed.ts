import { formatDateIn, formatTimeRangeIn, toIsoWithOffset } from "./datetime";
import { formatPrice } from "./format";
import { guidePath, programPath } from "./routes";

/**
 * The fields the site computes from what staff write: an event's date and hours as the pages show them and as
 * exact instants, a price as text, a program's address. Written once, here: the build's GraphQL resolvers, the
 * editor's previews and the tests' fixtures all call these, so they can never disagree.
 */

/** What the computations need to know about the organization (from data/site.json). */
export interface Organization {
  timezone: string;
}

/** Where the entry is: its id (the file name without .json) and the organization's settings. */
export interface EntryContext {
  id: string;
  site: Organization;
  /** The language the page writes it in: "en" (the default), "es"... */
  language?: string;
}

interface EventTimes {
  date: string;
  startTime: string;
  endTime: string;
}

interface Priced {
  price: number;
  currency: string;
}

/** An event's computed fields. */
export const eventFields = {
  /** "March 15, 2024" */
  dateText: (event: EventTimes, { language = "en" }: Pick<EntryContext, "language"> = {}) => formatDateIn(event.date, language),
  /** "2:00 PM - 6:00 PM" */
  timeText: (event: EventTimes, { language = "en" }: Pick<EntryContext, "language"> = {}) =>
    formatTimeRangeIn(event.startTime, event.endTime, language),
  /** "2024-03-15T14:00:00-04:00", with the organization's UTC offset on that day */
  startsAt: (event: EventTimes, { site }: EntryContext) => toIsoWithOffset(event.date, event.startTime, site.timezone),
  endsAt: (event: EventTimes, { site }: EntryContext) => toIsoWithOffset(event.date, event.endTime, site.timezone),
};

/** A giving level's computed fields. */
export const tierFields = {
  /** "$25", made at build time so that browsers need no Intl */
  priceText: (tier: Priced, { language = "en" }: Pick<EntryContext, "language"> = {}) => formatPrice(tier.price, tier.currency, language),
};

/** A program's computed fields. */
export const programFields = {
  /** "/programs/education-support/" */
  path: (_program: unknown, { id }: Pick<EntryContext, "id">) => programPath(id),
};

interface Dated {
  published: string;
  reviewed: string;
}

/** A guide's computed fields. */
export const guideFields = {
  /** "/resources/talking-with-your-teen/" */
  path: (_guide: unknown, { id }: Pick<EntryContext, "id">) => guidePath(id),
  /** "September 8, 2026" */
  publishedText: (guide: Dated, { language = "en" }: Pick<EntryContext, "language"> = {}) => formatDateIn(guide.published, language),
  reviewedText: (guide: Dated, { language = "en" }: Pick<EntryContext, "language"> = {}) => formatDateIn(guide.reviewed, language),
};

/** Every computed field of one kind, filled in for one entry. */
export function computeAll<Entry, Fields extends Record<string, (entry: Entry, context: EntryContext) => unknown>>(
  fields: Fields,
  entry: Entry,
  context: EntryContext,
): { [Name in keyof Fields]: ReturnType<Fields[Name]> } {
  return Object.fromEntries(Object.entries(fields).map(([name, compute]) => [name, compute(entry, context)])) as {
    [Name in keyof Fields]: ReturnType<Fields[Name]>;
  };
}
