import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { computeAll, eventFields, guideFields, programFields, tierFields } from "../../src/lib/computed";
import { readingMinutes } from "../../src/lib/reading-time";
import { readMarkdown } from "../../src/content/markdown";
import type { DataFiles, EventItem, GuideFrontMatter, ProgramItem, SiteFile, TierItem } from "../../src/content/shapes";

/**
 * A content folder read the way the build reads it: data/ for the browser tests, which check that the site
 * shows whatever staff wrote (data.ts), and the fixed test/fixtures/data/ for the unit tests, which check how
 * components and messages behave and so must not change when staff edit (fixture.ts).
 */

type Entry<T> = T & { id: string };
export type EventEntry = Entry<EventItem>;
/** A guide: its front matter, its id and its text (Markdown). */
export type GuideEntry = Entry<GuideFrontMatter> & { body: string };
export type TierEntry = Entry<TierItem>;
export type ProgramEntry = Entry<ProgramItem>;

function orderOf(entry: object): number {
  return "order" in entry && typeof entry.order === "number" ? entry.order : 0;
}

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

export function contentIn(dir: string) {
  /** A settings file, typed by its shape (DataFiles); any other file, typed by the caller. */
  function readData<File extends keyof DataFiles>(file: File): DataFiles[File];
  function readData<T>(file: string): T;
  function readData(file: string): unknown {
    return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown;
  }

  /**
   * The entries of a list folder (events/), each with its id: its file name, as the build gives it. Sorted by
   * `order` where entries have one, as the pages show them.
   */
  function readFolder<T>(folder: string): Entry<T>[] {
    let names: string[];
    try {
      names = readdirSync(path.join(dir, folder));
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ ...readData<T>(`${folder}/${name}`), id: name.slice(0, -".json".length) }))
      .sort((a, b) => orderOf(a) - orderOf(b));
  }

  const site = readData<SiteFile>("site.json");
  const events = readFolder<EventItem>("events").sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  const tiers = readFolder<TierItem>("tiers");
  const programs = readFolder<ProgramItem>("programs");

  /** The guides of data/guides/, newest first, as the library lists them. */
  function readGuides(): GuideEntry[] {
    let names: string[];
    try {
      names = readdirSync(path.join(dir, "guides"));
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith(".md"))
      .map((name) => {
        const reading = readMarkdown(readFileSync(path.join(dir, "guides", name), "utf8"));
        if (!reading.ok) throw new Error(`guides/${name}: ${reading.error.message}`);
        return { ...(reading.frontMatter as GuideFrontMatter), id: name.slice(0, -".md".length), body: reading.body };
      })
      .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
  }
  const guides = readGuides();

  /** A guide as the GuideCard fragment delivers it, its reading time as the build estimates it. */
  function guideFragment(guide: GuideEntry): Queries.GuideCardFragment {
    return {
      guideId: guide.id,
      lang: null,
      path: computeAll(guideFields, guide, { id: guide.id, site }).path,
      readingMinutes: readingMinutes(guide.body),
      frontmatter: { title: guide.title, summary: guide.summary, topics: guide.topics, audiences: guide.audiences },
    };
  }

  /** An event as the EventCard fragment delivers it, with the build's own computed fields. */
  function eventFragment(event: EventEntry): Queries.EventCardFragment {
    const address = event.location.address ?? site.address;
    return {
      jsonId: event.id,
      lang: null,
      title: event.title,
      ...computeAll(eventFields, event, { id: event.id, site }),
      description: event.description,
      location: { name: event.location.name, address: { locality: address.locality, region: address.region } },
      imageAlt: event.imageAlt,
      image: fakeImage(`/static/${event.id}.png`),
    };
  }

  function tierFragment(tier: TierEntry): Queries.TierCardFragment {
    const included = tiers.find((other) => other.id === tier.includes);
    return {
      jsonId: tier.id,
      lang: null,
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

  function programFragment(program: ProgramEntry): Queries.ProgramRowFragment {
    return {
      jsonId: program.id,
      lang: null,
      name: program.name,
      summary: program.summary,
      icon: program.icon,
      ...computeAll(programFields, program, { id: program.id, site }),
      imageAlt: program.imageAlt,
      image: fakeImage(`/static/${program.id}.png`),
    };
  }

  return {
    dir,
    readData,
    readFolder,
    site,
    events,
    tiers,
    programs,
    guides,
    eventFragment,
    tierFragment,
    programFragment,
    guideFragment,
  };
}
