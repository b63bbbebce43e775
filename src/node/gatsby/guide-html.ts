import path from "node:path";
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

/**
 * The address a printed page shows for a link: the site's own pages in full, e-mail addresses as they are, and a
 * phone or text number bare (a text message's prefilled word is in the link's own words). None where the link's
 * words already show the number ("Call 1-800-715-4225") or are the address ("suicidesafetyplan.com"), so paper does
 * not say it twice.
 */
function printedAddress(href: string, text: string, siteUrl: string): string | null {
  if (href.startsWith("/")) return absoluteUrl(siteUrl, href);
  const phone = /^(?:tel|sms):([^?]*)/.exec(href);
  if (phone) {
    const number = phone[1] ?? "";
    const digits = (value: string) => value.replace(/\D/g, "");
    return digits(number) !== "" && digits(text).includes(digits(number)) ? null : number;
  }
  // A link whose words are its address already ("suicidesafetyplan.com") prints no second copy of it.
  const bare = href.replace(/^(?:mailto:|https?:\/\/(?:www\.)?)/, "").replace(/\/$/, "");
  return text.trim() === bare ? null : href.replace(/^mailto:/, "");
}

/** After each link, its address for print only (the page's print stylesheet shows `.print-address`). */
export function withPrintedAddresses(html: string, siteUrl: string): string {
  return html.replace(LINK, (whole, href: string, _attributes: string, inner: string) => {
    if (href.startsWith("#")) return whole;
    const address = printedAddress(href, inner.replace(/<[^>]*>/g, ""), siteUrl);
    return address === null ? whole : `${whole}<span class="print-address" data-pagefind-ignore> (${address})</span>`;
  });
}

export function guideHtml(html: string, headings: readonly MarkdownHeading[], siteUrl: string): string {
  return withPrintedAddresses(withHeadingIds(html, sectionsOf(headings)), siteUrl);
}

/** What gatsby-plugin-image makes of a picture: enough of IGatsbyImageData to write its HTML. */
export interface PictureData {
  width: number;
  height: number;
  backgroundColor?: string;
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string };
    sources?: { srcSet: string; type: string; sizes?: string }[];
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * A picture of the text as plain HTML, made like the Picture component makes every other picture of the site:
 * resized at build time into several widths, its place kept by its width and height, its color behind it while
 * it loads lazily, and no script at all.
 */
export function pictureHtml(image: PictureData, alt: string): string {
  const { fallback, sources = [] } = image.images;
  const background = image.backgroundColor ? ` style="background-color:${attribute(image.backgroundColor)}"` : "";
  const sourceTags = sources
    .map(
      (source) =>
        `<source type="${attribute(source.type)}" srcset="${attribute(source.srcSet)}"${source.sizes ? ` sizes="${attribute(source.sizes)}"` : ""}>`,
    )
    .join("");
  const srcset = fallback?.srcSet ? ` srcset="${attribute(fallback.srcSet)}"` : "";
  const sizes = fallback?.sizes ? ` sizes="${attribute(fallback.sizes)}"` : "";
  return (
    `<picture class="guide-picture"${background}>${sourceTags}` +
    `<img src="${attribute(fallback?.src ?? "")}"${srcset}${sizes} width="${Math.round(image.width)}" height="${Math.round(image.height)}" ` +
    `alt="${attribute(alt)}" loading="lazy" decoding="async"></picture>`
  );
}

const IMG = /<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")?>/g;

/** Decodes the few entities remark writes in an attribute. */
function decoded(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Every picture of the text (written from the guide's folder: ../images/guides/talk.png) as the site's own
 * responsive picture; `resize` finds the file in data/ and resizes it, or answers null (the build's check has
 * already refused a picture that is missing).
 */
export async function withPictures(html: string, folder: string, resize: (relativePath: string) => Promise<PictureData | null>): Promise<string> {
  const found = [...html.matchAll(IMG)];
  const pictures = await Promise.all(
    found.map(async (match) => {
      const src = decoded(match[1] ?? "");
      if (/^[a-z]+:/i.test(src)) return null;
      const image = await resize(path.posix.normalize(path.posix.join(folder, decodeURI(src))));
      return image ? pictureHtml(image, decoded(match[2] ?? "")) : null;
    }),
  );
  let index = 0;
  return html.replace(IMG, (whole) => pictures[index++] ?? whole);
}
