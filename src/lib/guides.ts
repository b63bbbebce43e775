import { fillTemplate } from "./templates";

/**
 * What the library's pages say of a guide, from its data and the library's texts (data/pages/resources.json):
 * its topics and audiences by their labels, its reading time in the staff's words.
 */

export interface Labeled {
  readonly id: string;
  readonly label: string;
}

/** The labels of `ids`, in the order the library lists them; an unknown id (stopped by the build) is left out. */
export function labelsOf(ids: readonly string[], known: readonly Labeled[]): Labeled[] {
  return known.filter((item) => ids.includes(item.id));
}

/** "6 min read": remark's estimate, at least a minute, in the library's template. */
export function readingTimeText(template: string, minutes: number | null | undefined): string {
  return fillTemplate(template, { minutes: String(Math.max(1, minutes ?? 1)) });
}

/** Guides with three sections or more get a table of contents. */
export const CONTENTS_FROM_SECTIONS = 3;

/** The person who last reviewed a guide, when its details name one (the education team otherwise). */
export interface Reviewer {
  name: string;
  credential?: string;
}

export function reviewerOf(matter: { reviewerName?: string | null; reviewerCredential?: string | null }): Reviewer | undefined {
  const name = matter.reviewerName?.trim();
  if (!name) return undefined;
  const credential = matter.reviewerCredential?.trim();
  return credential ? { name, credential } : { name };
}

/** The library's texts that say who reviewed a guide (data/pages/resources.json). */
export interface ReviewedByTexts {
  reviewedBy: string;
  reviewedByPerson: string;
  reviewedByPersonWithoutCredential: string;
}

/** "Reviewed by Jane Doe, LCSW" for a guide that names its reviewer, else the team's "Reviewed by …". */
export function reviewedByText(texts: ReviewedByTexts, reviewer: Reviewer | undefined): string {
  if (!reviewer) return texts.reviewedBy;
  if (!reviewer.credential) return fillTemplate(texts.reviewedByPersonWithoutCredential, { name: reviewer.name });
  return fillTemplate(texts.reviewedByPerson, { name: reviewer.name, credential: reviewer.credential });
}

/**
 * A section's title in the numbered contents: a heading that numbers itself as the list does ("1. My warning
 * signs", a form's steps) is listed without its number, which the list already writes.
 */
export function withoutOwnNumber(title: string, number: number): string {
  const own = /^(\d+)[.)]\s+(.+)$/.exec(title);
  return own && Number(own[1]) === number ? (own[2] ?? title) : title;
}
