import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { formatEventDate, formatTimeRange, toIsoWithOffset } from "../../src/lib/datetime";
import { formatPrice, programPath } from "../../src/lib/format";

/** The real content of data/, read the way the build reads it, so the tests check what visitors will see. */
export function readData<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(__dirname, "../../data", file), "utf8")) as T;
}

/**
 * The entries of a list folder (data/events/), each with its id: its file name, as the build gives it. Sorted by
 * `order` where entries have one, as the pages show them.
 */
export function readFolder<T>(folder: string): (T & { id: string })[] {
  const dir = path.join(__dirname, "../../data", folder);
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ ...readData<T>(`${folder}/${name}`), id: name.slice(0, -".json".length) }));
  return entries.sort((a, b) => orderOf(a) - orderOf(b));
}

function orderOf(entry: object): number {
  return "order" in entry && typeof entry.order === "number" ? entry.order : 0;
}

export interface SiteFile {
  name: string;
  legalName: string;
  description: string;
  mission: string;
  email: string;
  phone: string;
  siteUrl: string;
  timezone: string;
  contactFormEndpoint: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
}

export interface EventFile {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: { name: string; address?: SiteFile["address"] };
  description: string;
  image: string;
  imageAlt: string;
}

export interface TierFile {
  order: number;
  name: string;
  price: number;
  currency: string;
  billingPeriod: string;
  description: string;
  includes?: string;
  benefits: string[];
  icon: string;
  featured?: boolean;
  checkoutUrl?: string;
}

export interface ProgramFile {
  order: number;
  name: string;
  summary: string;
  details: string[];
  highlights: string[];
  icon: string;
  image: string;
  imageAlt: string;
}

export const site = readData<SiteFile>("site.json");
export const events = readFolder<EventFile>("events").sort((a, b) =>
  `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`),
);
export const tiers = readFolder<TierFile>("tiers");
export const programs = readFolder<ProgramFile>("programs");
export type EventEntry = (typeof events)[number];
export type TierEntry = (typeof tiers)[number];
export type ProgramEntry = (typeof programs)[number];

/** A stand-in for what gatsby-plugin-image produces at build time. */
export function fakeImage(src = "/static/test.png"): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } {
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width: 640,
        height: 427,
        images: { fallback: { src, srcSet: `${src} 640w`, sizes: "640px" }, sources: [] },
      },
    },
  };
}

/** An event as the EventCard fragment delivers it, computed from its file in data/events/. */
export function eventFragment(event: EventEntry): Queries.EventCardFragment {
  const address = event.location.address ?? site.address;
  return {
    jsonId: event.id,
    title: event.title,
    dateText: formatEventDate(event.date),
    timeText: formatTimeRange(event.startTime, event.endTime),
    startsAt: toIsoWithOffset(event.date, event.startTime, site.timezone),
    endsAt: toIsoWithOffset(event.date, event.endTime, site.timezone),
    description: event.description,
    location: { name: event.location.name, address: { locality: address.locality, region: address.region } },
    imageAlt: event.imageAlt,
    image: fakeImage(`/static/${event.id}.png`),
  };
}

export function tierFragment(tier: TierEntry): Queries.TierCardFragment {
  const included = tiers.find((other) => other.id === tier.includes);
  return {
    jsonId: tier.id,
    name: tier.name,
    priceText: formatPrice(tier.price, tier.currency),
    billingPeriod: tier.billingPeriod,
    description: tier.description,
    benefits: tier.benefits,
    icon: tier.icon,
    featured: tier.featured ?? null,
    checkoutUrl: tier.checkoutUrl ?? null,
    includes: included ? { name: included.name } : null,
  };
}

export function programFragment(program: ProgramEntry): Queries.ProgramRowFragment {
  return {
    jsonId: program.id,
    name: program.name,
    summary: program.summary,
    icon: program.icon,
    path: programPath(program.id),
    imageAlt: program.imageAlt,
    image: fakeImage(`/static/${program.id}.png`),
  };
}
