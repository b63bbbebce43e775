/**
 * schema.org's description of a guide, kept apart from structured-data.ts so that only guide pages carry it.
 */
import { absoluteUrl, organisationId, type JsonLd, type OrganisationFacts } from "./structured-data";

export interface GuideFacts {
  path: string;
  title: string;
  summary: string;
  published: string;
  reviewed: string;
  /** Its topics' and audiences' labels. */
  topics: readonly string[];
  audiences: readonly string[];
  imageSrc?: string;
}

/**
 * A guide as schema.org describes health education: an Article by the organisation, about its topics, for its
 * audiences, on a WebPage that says when the organisation last reviewed it.
 */
export function guideJsonLd(guide: GuideFacts, site: OrganisationFacts): JsonLd[] {
  const url = absoluteUrl(site.siteUrl, guide.path);
  const organisation = { "@type": "NGO", "@id": organisationId(site.siteUrl), name: site.name, url: absoluteUrl(site.siteUrl, "/") };
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": url,
      url,
      name: guide.title,
      description: guide.summary,
      lastReviewed: guide.reviewed,
      reviewedBy: organisation,
      mainEntity: { "@id": `${url}#article` },
    },
    {
      "@context": "https://schema.org",
      "@type": "Article",
      "@id": `${url}#article`,
      headline: guide.title,
      description: guide.summary,
      datePublished: guide.published,
      dateModified: guide.reviewed,
      author: organisation,
      publisher: organisation,
      mainEntityOfPage: url,
      about: guide.topics.map((name) => ({ "@type": "Thing", name })),
      audience: guide.audiences.map((audienceType) => ({ "@type": "Audience", audienceType })),
      inLanguage: "en-US",
      isAccessibleForFree: true,
      ...(guide.imageSrc ? { image: [absoluteUrl(site.siteUrl, guide.imageSrc)] } : {}),
    },
  ];
}
