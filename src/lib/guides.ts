import GithubSlugger from "github-slugger";
import { fillTemplate } from "./templates";

/**
 * What the library's pages say of a guide, from its data and the library's texts (data/pages/resources.json):
 * its topics and audiences by their labels, its reading time in the staff's words, its sections. The build and
 * the editor's preview both use these, so the preview's table of contents is the page's.
 */

export interface Labelled {
  readonly id: string;
  readonly label: string;
}

/** The labels of `ids`, in the order the library lists them; an unknown id (stopped by the build) is left out. */
export function labelsOf(ids: readonly string[], known: readonly Labelled[]): Labelled[] {
  return known.filter((item) => ids.includes(item.id));
}

/** "6 min read": remark's estimate, at least a minute, in the library's template. */
export function readingTimeText(template: string, minutes: number | null | undefined): string {
  return fillTemplate(template, { minutes: String(Math.max(1, minutes ?? 1)) });
}

/** Guides with three sections or more get a table of contents. */
export const CONTENTS_FROM_SECTIONS = 3;

/** What gatsby-transformer-remark's `headings` field gives, in the order of the text. */
export interface MarkdownHeading {
  value?: string | null;
  depth?: number | null;
}

export interface Section {
  id: string;
  value: string;
  depth: number;
}

/**
 * Every heading of the text with the id its section is linked by: its words as GitHub makes them into an
 * address ("What you can do today" -> what-you-can-do-today), numbered when two headings read the same.
 */
export function sectionsOf(headings: readonly MarkdownHeading[]): Section[] {
  const slugger = new GithubSlugger();
  return headings.map((heading) => ({
    id: slugger.slug(heading.value ?? ""),
    value: heading.value ?? "",
    depth: heading.depth ?? 2,
  }));
}
