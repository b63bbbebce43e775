import { formatEventDate, formatTimeRange, toIsoWithOffset } from "../lib/datetime";
import { formatPrice, programPath } from "../lib/format";
import type { SiteSettings } from "./site-settings";

/**
 * Every type is declared, never inferred: an empty data file (impact.json is `[]`) still builds, and a field
 * that a page needs is non-null, so a missing value stops the build instead of rendering an empty spot.
 */
export const typeDefs = /* GraphQL */ `
  type PostalAddress {
    street: String!
    locality: String!
    region: String!
    postalCode: String!
    country: String!
  }

  type SiteJson implements Node @dontInfer {
    name: String!
    legalName: String!
    description: String!
    mission: String!
    email: String!
    phone: String!
    address: PostalAddress!
    siteUrl: String!
    timezone: String!
    "Where the contact form posts: / for Netlify Forms, or a form service's https address."
    contactFormEndpoint: String!
  }

  "How a page appears in search results and shared links."
  type SeoTexts {
    title: String!
    "Left out on the home page, which uses the organisation's description."
    description: String
  }

  type HomePageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    heroImage: File! @link(by: "relativePath")
    heroImageAlt: String!
    programsHeading: String!
    programsTagline: String!
    impactHeading: String!
    impactTagline: String!
    "Above the next upcoming event, when there is one."
    nextEventHeading: String!
    nextEventLinkLabel: String!
    seo: SeoTexts!
  }

  type AboutPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    image: File! @link(by: "relativePath")
    imageAlt: String!
    paragraphs: [String!]!
    missionLinkLabel: String!
    volunteerLinkLabel: String!
    seo: SeoTexts!
  }

  type Value {
    name: String!
    text: String!
    icon: String!
  }

  type MissionPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    valuesHeading: String!
    values: [Value!]!
    seo: SeoTexts!
  }

  type EventsPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    "Shown, with the newsletter sign-up, when no event is upcoming."
    emptyHeading: String!
    emptyText: String!
    pastHeading: String!
    seo: SeoTexts!
  }

  type ProgramsPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    seo: SeoTexts!
  }

  "The texts every program's own page shares."
  type ProgramPageJson implements Node @dontInfer {
    eyebrow: String!
    offersHeading: String!
    "{program} stands for the program's name."
    ctaHeading: String!
    ctaText: String!
    askLabel: String!
    backLabel: String!
  }

  type DonationPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    tiersHeading: String!
    "Follows the organisation's legal name."
    note: String!
    "Followed by the organisation's e-mail address."
    questions: String!
    seo: SeoTexts!
  }

  type ContactPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    detailsHeading: String!
    formHeading: String!
    "The label of the topic choice."
    topicLabel: String!
    topics: [ContactTopic!]!
    "The message a program page's link starts from; {program} stands for the program's name."
    programMessage: String!
    seo: SeoTexts!
  }

  type ContactTopic {
    "What links use to choose the topic, and what the submission carries."
    id: String!
    label: String!
  }

  type NewsletterThanksPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    linkLabel: String!
    seo: SeoTexts!
  }

  type NewsletterTexts {
    heading: String!
    text: String!
    "The one-line consent and privacy note under the fields."
    note: String!
    buttonLabel: String!
    sentTitle: String!
    sentText: String!
  }

  type CrisisTexts {
    heading: String!
    text: String!
    lifelineName: String!
    lifelineNumber: String!
    emergencyNumber: String!
  }

  "The footer's texts on every page: the newsletter sign-up and the crisis line."
  type FooterJson implements Node @dontInfer {
    newsletter: NewsletterTexts!
    crisis: CrisisTexts!
  }

  type ThanksPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    linkLabel: String!
    seo: SeoTexts!
  }

  type NotFoundPageJson implements Node @dontInfer {
    eyebrow: String!
    title: String!
    intro: String!
    homeLabel: String!
    seo: SeoTexts!
  }

  type EventLocation {
    name: String!
    "Where the event takes place; when left out of the data, the organisation's own address."
    address: PostalAddress!
  }

  type EventsJson implements Node @dontInfer {
    "The event's file name in data/events/, without .json."
    jsonId: String! @fileName
    title: String!
    "The day, as written in the organisation's local time (YYYY-MM-DD)."
    date: Date! @dateformat
    "Local start time, 24-hour HH:MM."
    startTime: String!
    "Local end time, 24-hour HH:MM."
    endTime: String!
    location: EventLocation!
    description: String!
    image: File! @link(by: "relativePath")
    imageAlt: String!
  }

  type TiersJson implements Node @dontInfer {
    "The giving level's file name in data/tiers/, without .json."
    jsonId: String! @fileName
    "Where the level is shown: 1 first."
    order: Int!
    name: String!
    price: Float!
    currency: String!
    "The period each price is charged for, shown after the price as /month."
    billingPeriod: String!
    description: String!
    "The giving level whose benefits this one includes, by file name."
    includes: TiersJson @link(by: "jsonId")
    benefits: [String!]!
    icon: String!
    featured: Boolean
    "A payment or donation-platform page (https) that Donate Now opens."
    checkoutUrl: String
  }

  type ProgramsJson implements Node @dontInfer {
    "The program's file name in data/programs/, without .json; also its page's address."
    jsonId: String! @fileName
    "Where the program is shown: 1 first."
    order: Int!
    name: String!
    summary: String!
    details: [String!]!
    highlights: [String!]!
    icon: String!
    image: File! @link(by: "relativePath")
    imageAlt: String!
  }

  type ImpactJson implements Node @dontInfer {
    "The figure's file name in data/impact/, without .json."
    jsonId: String! @fileName
    "Where the figure is shown: 1 first."
    order: Int!
    "The figure, as it should read: 1,200 or 95%."
    value: String!
    label: String!
  }
`;

/**
 * @fileName: an entry of a list folder is named by its file (data/events/spring-open-house.json), which is what
 * the editor creates from its title, so the id is never typed twice nor out of step with the file.
 */
interface EntrySource {
  parent: string | null;
}

interface NodeModelContext {
  nodeModel: { getNodeById: (query: { id: string | null }) => { name?: string } | null };
}

function fileNameOf(source: EntrySource, context: NodeModelContext): string | undefined {
  return context.nodeModel.getNodeById({ id: source.parent })?.name;
}

export const fileNameExtension = {
  name: "fileName",
  extend: () => ({
    resolve: (source: EntrySource, _args: unknown, context: NodeModelContext) => fileNameOf(source, context),
  }),
};

interface EventSource {
  date: string;
  startTime: string;
  endTime: string;
}

interface LocationSource {
  address?: SiteSettings["address"];
}

/** Fields derived from the data, so that every page and test reads the same computed text. */
interface FieldResolver {
  type?: string;
  description?: string;
  resolve: (source: never, args: never, context: NodeModelContext) => unknown;
}

export function derivedResolvers(site: SiteSettings): Record<string, Record<string, FieldResolver>> {
  return {
    EventsJson: {
      dateText: {
        type: "String!",
        description: 'The day as the pages show it: "March 15, 2024".',
        resolve: (event: EventSource) => formatEventDate(event.date),
      },
      timeText: {
        type: "String!",
        description: 'The hours as the pages show them: "2:00 PM - 6:00 PM".',
        resolve: (event: EventSource) => formatTimeRange(event.startTime, event.endTime),
      },
      startsAt: {
        type: "Date!",
        description: "The exact start, ISO 8601 with the organisation's UTC offset on that day.",
        resolve: (event: EventSource) => toIsoWithOffset(event.date, event.startTime, site.timezone),
      },
      endsAt: {
        type: "Date!",
        description: "The exact end, ISO 8601 with the organisation's UTC offset on that day.",
        resolve: (event: EventSource) => toIsoWithOffset(event.date, event.endTime, site.timezone),
      },
    },
    EventLocation: {
      address: {
        resolve: (location: LocationSource) => location.address ?? site.address,
      },
    },
    TiersJson: {
      priceText: {
        type: "String!",
        description: 'The amount as the pages show it: "$25" (made at build time, so browsers need no Intl).',
        resolve: (tier: { price: number; currency: string }) => formatPrice(tier.price, tier.currency),
      },
    },
    ProgramsJson: {
      path: {
        type: "String!",
        description: "The program's own page.",
        resolve: (program: EntrySource, _args: unknown, context: NodeModelContext) =>
          programPath(fileNameOf(program, context) ?? ""),
      },
    },
  };
}
