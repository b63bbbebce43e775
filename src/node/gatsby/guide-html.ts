import { sectionsOf, type MarkdownHeading, type Section } from "../../lib/guide-sections";
import { absoluteUrl } from "../../lib/structured-data";

/**
 * A guide's HTML as its page shows it, made once at build time from gatsby-transformer-remark's: its section
 * headings carry the ids that the table of contents links to, and every link carries its address in a span that
 * only the print stylesheet shows, so that a printed guide still says where its sources are.
 */

// The sections are made in src/lib/guide-sections.ts, which the editor's preview shares.
export { sectionsOf, type MarkdownHeading, type Section };

const HEADING = /<h([1-6])>/g;

/** Each heading of the HTML gets its section's id, in the order of the text, as the contents link them. */
export function withHeadingIds(html: string, sections: readonly Section[]): string {
  let index = 0;
  return html.replace(HEADING, (whole, depth: string) => {
    const section = sections[index];
    index += 1;
    if (!section || String(section.depth) !== depth) return whole;
    return `<h${depth} id="${section.id}">`;
  });
}

const LINK = /<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;

/** The address a printed page shows for a link: the site's own pages in full, e-mail and phone links as they are. */
function printedAddress(href: string, siteUrl: string): string {
  if (href.startsWith("/")) return absoluteUrl(siteUrl, href);
  return href.replace(/^(mailto|tel|sms):/, "");
}

/** After each link, its address for print only (the page's print stylesheet shows `.print-address`). */
export function withPrintedAddresses(html: string, siteUrl: string): string {
  return html.replace(LINK, (whole, href: string) => {
    if (href.startsWith("#")) return whole;
    return `${whole}<span class="print-address" data-pagefind-ignore> (${printedAddress(href, siteUrl)})</span>`;
  });
}

export function guideHtml(html: string, headings: readonly MarkdownHeading[], siteUrl: string): string {
  return withPrintedAddresses(withHeadingIds(html, sectionsOf(headings)), siteUrl);
}
