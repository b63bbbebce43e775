import type { IGatsbyImageData } from "gatsby-plugin-image";
import { computeAll, eventFields, guideFields, programFields, tierFields } from "../../src/lib/computed";
import { readingMinutes } from "../../src/lib/reading-time";
import { guidePath } from "../../src/lib/routes";
import type { GuidePagesData } from "../../src/node/gatsby/guide-pages";
import { readContent, type EventEntry, type GuideEntry, type ProgramEntry, type TierEntry } from "../../harness/content";

/**
 * A content folder read the way the build reads it (harness/content.ts), with its entries as the components'
 * GraphQL fragments deliver them: data/ for the browser tests, which check that the site shows whatever staff
 * wrote (data.ts), and the fixed test/fixtures/data/ for the unit tests, which check how components and messages
 * behave and so must not change when staff edit (fixture.ts).
 */

export type { EventEntry, GuideEntry, ProgramEntry, TierEntry };

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
  const content = readContent(dir);
  const { site, tiers } = content;

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
    ...content,
    eventFragment,
    tierFragment,
    programFragment,
    guideFragment,
  };
}

/** What gatsby-node's query gives the library's page maker (createGuidePages), for these guides. */
export function guidePagesData(guides: readonly GuideEntry[], resourcesPage: GuidePagesData["resourcesPageJson"]): GuidePagesData {
  return {
    allGuide: {
      nodes: guides.map((guide) => ({
        guideId: guide.id,
        path: guidePath(guide.id),
        frontmatter: { topics: guide.topics, audiences: guide.audiences, redirectFrom: guide.redirectFrom ?? null },
      })),
    },
    resourcesPageJson: resourcesPage,
  };
}
