/**
 * schema.org descriptions of the organization and its events (JSON-LD), built from the same data the pages
 * show, so search engines and the visible page can never disagree. An event's is in event-structured-data.ts,
 * which only the Events page loads.
 */

export interface Address {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country?: string;
}

export interface OrganizationFacts {
  name: string;
  legalName: string;
  description: string;
  email: string;
  phone: string;
  siteUrl: string;
  address: Address;
}

export type JsonLd = Record<string, unknown>;

/** An address on the site ("/icon.png") made absolute with the site's own address. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** "(770) 555-0142" -> "+1-770-555-0142", the form schema.org recommends. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function postalAddress(address: Address): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country ?? "US",
  };
}

export function organizationId(siteUrl: string): string {
  return absoluteUrl(siteUrl, "/#organization");
}

export function organizationJsonLd(site: OrganizationFacts, logoPath: string): JsonLd {
  const telephone = internationalPhone(site.phone);
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": organizationId(site.siteUrl),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, logoPath),
    email: site.email,
    telephone,
    address: postalAddress(site.address),
    nonprofitStatus: "https://schema.org/Nonprofit501c3",
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "general inquiries",
      email: site.email,
      telephone,
      areaServed: "US",
      availableLanguage: "English",
    },
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the element early. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
