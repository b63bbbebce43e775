/**
 * An event described for search engines (schema.org Event, JSON-LD), from the data its card shows. Apart from
 * structured-data.ts, which every page loads for the organization, since only the Events page needs it.
 */
import { eventPath } from "./routes";
import { absoluteUrl, organizationId, postalAddress, type Address, type JsonLd, type OrganizationFacts } from "./structured-data";

export interface EventFacts {
  jsonId: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: { name: string; address: Address };
  imageSrc: string;
  /** The language its texts are in, on a translated page: "es"; English otherwise. */
  inLanguage?: string;
}

export function eventJsonLd(event: EventFacts, site: OrganizationFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: absoluteUrl(
      site.siteUrl,
      event.inLanguage && event.inLanguage !== "en" ? `/${event.inLanguage.toLowerCase()}${eventPath(event.jsonId)}` : eventPath(event.jsonId),
    ),
    inLanguage: event.inLanguage ?? "en",
    image: [absoluteUrl(site.siteUrl, event.imageSrc)],
    location: { "@type": "Place", name: event.location.name, address: postalAddress(event.location.address) },
    organizer: { "@type": "NGO", "@id": organizationId(site.siteUrl), name: site.name, url: absoluteUrl(site.siteUrl, "/") },
  };
}
