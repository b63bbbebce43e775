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

  type HomeJson implements Node @dontInfer {
    heroImage: File! @fileByRelativePath
    heroImageAlt: String!
    impactHeading: String!
    impactTagline: String!
  }

  type AboutJson implements Node @dontInfer {
    image: File! @fileByRelativePath
    imageAlt: String!
    paragraphs: [String!]!
  }

  type EventLocation {
    name: String!
    "Where the event takes place; when left out of the data, the organisation's own address."
    address: PostalAddress!
  }

  type EventsJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    "The day, as written in the organisation's local time (YYYY-MM-DD)."
    date: Date! @dateformat
    "Local start time, 24-hour HH:MM."
    startTime: String!
    "Local end time, 24-hour HH:MM."
    endTime: String!
    location: EventLocation!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  type TiersJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    price: Float!
    currency: String!
    "The period each price is charged for, shown after the price as /month."
    billingPeriod: String!
    description: String!
    "The giving level whose benefits this one includes, by id."
    includes: TiersJson @link(by: "jsonId")
    benefits: [String!]!
    icon: String!
    featured: Boolean
    "A payment or donation-platform page (https) that Donate Now opens."
    checkoutUrl: String
  }

  type ProgramsJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    summary: String!
    details: [String!]!
    highlights: [String!]!
    icon: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  type ValuesJson implements Node @dontInfer {
    jsonId: String!
    name: String!
    text: String!
    icon: String!
  }

  type ImpactJson implements Node @dontInfer {
    jsonId: String!
    "The figure, as it should read: 1,200 or 95%."
    value: String!
    label: String!
  }
`;

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
  resolve: (source: never) => unknown;
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
        resolve: (program: { jsonId: string }) => programPath(program.jsonId),
      },
    },
  };
}
