import GithubSlugger from "github-slugger";

/**
 * The sections of a guide's text and the ids its table of contents links them by, worked out by the build
 * (src/node/gatsby/guide-html.ts) and by the editor's preview alike, so that the preview's contents are the page's.
 * A module of its own: visitor pages get the sections from the build, and never load the slugger's large pattern.
 */

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
