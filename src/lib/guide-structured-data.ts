/**
 * schema.org's description of a guide, kept apart from structured-data.ts so that only guide pages carry it.
 */
import type { Reviewer } from "./guides";
import { absoluteUrl, organizationId, type JsonLd, type OrganizationFacts } from "./structured-data";

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
  /** The person who last reviewed it, when its details name one; the organization otherwise. */
  reviewer?: Reviewer;
  /** The page's language, when it is a translation: "es". */
  inLanguage?: string;
}

/**
 * A guide as schema.org describes health education: an Article by the organization, about its topics, for its
 * audiences, on a WebPage that says when it was last reviewed, and by whom: the person its details name, with
 * their credential, or else the organization.
 */
function person({ name, credential }: Reviewer): JsonLd {
  return {
    "@type": "Person",
    name,
    ...(credential ? { hasCredential: { "@type": "EducationalOccupationalCredential", name: credential } } : {}),
  };
}

export function guideJsonLd(guide: GuideFacts, site: OrganizationFacts): JsonLd[] {
  const url = absoluteUrl(site.siteUrl, guide.path);
  const organization = { "@type": "NGO", "@id": organizationId(site.siteUrl), name: site.name, url: absoluteUrl(site.siteUrl, "/") };
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": url,
      url,
      name: guide.title,
      description: guide.summary,
      lastReviewed: guide.reviewed,
      reviewedBy: guide.reviewer ? person(guide.reviewer) : organization,
      mainEntity: { "@id": `${url}#article` },
      inLanguage: guide.inLanguage ?? "en-US",
    },
    {
      "@context": "https://schema.org",
      "@type": "Article",
      "@id": `${url}#article`,
      headline: guide.title,
      description: guide.summary,
      datePublished: guide.published,
      dateModified: guide.reviewed,
      author: organization,
      publisher: organization,
      mainEntityOfPage: url,
      about: guide.topics.map((name) => ({ "@type": "Thing", name })),
      audience: guide.audiences.map((audienceType) => ({ "@type": "Audience", audienceType })),
      inLanguage: guide.inLanguage ?? "en-US",
      isAccessibleForFree: true,
      ...(guide.imageSrc ? { image: [absoluteUrl(site.siteUrl, guide.imageSrc)] } : {}),
    },
  ];
}
