import { QUERY_PARAMETER } from "./search";
import { fillTemplate } from "./templates";

/**
 * The search page's own helpers, as its module (src/enhance/search.ts) uses them in the browser: reading and
 * writing its address, what its live region says, drawing Pagefind's excerpts and ordering the results. Apart from
 * search.ts, which every page's layout and header use, so that no other page carries them.
 */

/** The part of Pagefind's browser module (pagefind.js, written by the build) that the search page uses. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

export interface Pagefind {
  search: (query: string, options?: { filters?: Record<string, string> }) => Promise<{ results: PagefindResult[] } | null>;
}

/** How many results are shown at first, and added by each "Show more results". */
export const RESULTS_PER_STEP = 10;

/**
 * What the search page's live region says, from data/pages/search.json: the page writes them into its HTML (as
 * JSON in `data-texts`), in its own language, for its module to read.
 */
export interface SearchStatusTexts {
  searchingText: string;
  /** "{count} results for “{query}”" */
  resultsCount: string;
  /** "1 result for “{query}”" */
  oneResult: string;
  /** "Nothing on our site matches “{query}”." */
  noResults: string;
  failedText: string;
}

/** What the live region says once a search for `query` has found `total` pages. */
export function countText(texts: SearchStatusTexts, total: number, query: string): string {
  const template = total === 0 ? texts.noResults : total === 1 ? texts.oneResult : texts.resultsCount;
  return fillTemplate(template, { count: String(total), query });
}

/** The query in a page address's search part ("?q=stress" -> "stress"), trimmed; "" when there is none. */
export function queryFrom(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAMETER) ?? "").trim();
}

/** The address of the search page for a query, as the form's GET writes it (spaces as "+"). */
export function searchAddress(searchPath: string, query: string): string {
  const trimmed = query.trim();
  if (!trimmed) return searchPath;
  return `${searchPath}?${new URLSearchParams({ [QUERY_PARAMETER]: trimmed }).toString()}`;
}

/** A run of an excerpt's text, marked when it is one of the words searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Pagefind writes the page's text into the excerpt with only < and > escaped (so that <mark> is its one tag). */
function unescapeExcerpt(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/**
 * Pagefind's excerpt, HTML with the matched words in <mark>, as plain runs of text: the page draws each run as text
 * (and the marked ones in its own <mark>), so nothing in the excerpt is ever read as HTML. Any other tag stays
 * visible as the text it is.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  const addText = (text: string, marked: boolean) => {
    if (!text) return;
    const previous = parts[parts.length - 1];
    if (previous && previous.marked === marked) previous.text += text;
    else parts.push({ text, marked });
  };
  const add = (html: string) => addText(unescapeExcerpt(html), false);
  for (const match of excerpt.matchAll(pattern)) {
    add(excerpt.slice(last, match.index));
    // Pagefind marks a word with the punctuation that follows it ("workshops,"): only the word is highlighted.
    const marked = unescapeExcerpt(match[1] ?? "");
    const [, before = "", word = "", after = ""] = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u.exec(marked) ?? [];
    addText(before, false);
    addText(word, true);
    addText(after, false);
    last = (match.index ?? 0) + match[0].length;
  }
  add(excerpt.slice(last));
  return parts;
}

/**
 * The results in the order the page shows them: guides first, then every other page, each group in Pagefind's
 * order of relevance.
 */
export function guidesFirst<T extends { id: string }>(all: readonly T[], guideIds: ReadonlySet<string>): T[] {
  return [...all.filter((result) => guideIds.has(result.id)), ...all.filter((result) => !guideIds.has(result.id))];
}
