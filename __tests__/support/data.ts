import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { computeAll, eventFields, programFields, tierFields } from "../../src/lib/computed";
import type { EventItem, ProgramItem, SiteFile, TierItem } from "../../src/node/content/shapes";

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

export const site = readData<SiteFile>("site.json");
export const events = readFolder<EventItem>("events").sort((a, b) =>
  `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`),
);
export const tiers = readFolder<TierItem>("tiers");
export const programs = readFolder<ProgramItem>("programs");
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
    ...computeAll(eventFields, event, { id: event.id, site }),
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
    ...computeAll(tierFields, tier, { id: tier.id, site }),
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
    ...computeAll(programFields, program, { id: program.id, site }),
    imageAlt: program.imageAlt,
    image: fakeImage(`/static/${program.id}.png`),
  };
}
