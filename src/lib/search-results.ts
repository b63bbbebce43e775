import { QUERY_PARAMETER } from "./search";

/**
 * The search page's own helpers: reading and writing its address, drawing Pagefind's excerpts and ordering the
 * results. Apart from search.ts, which every page's layout and header use, so that no other page carries them.
 */

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
