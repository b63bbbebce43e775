/**
 * The site search (Pagefind), as the pages, the build and the tests share it: which part of a page is indexed and
 * as what kind, where the index is published, and how the search page reads and writes its address.
 */

/** What a page is to the search: guides come before every other kind of page in the results. */
export type SearchKind = "guide" | "page";

/** The Pagefind filter that carries a page's kind. */
export const KIND_FILTER = "kind";

/** The folder of public/ where the build writes the index, and where the browser fetches it from. */
export const PAGEFIND_FOLDER = "pagefind";
export const PAGEFIND_PATH = `/${PAGEFIND_FOLDER}/`;
/** Pagefind's browser module; the search page imports it when a visitor searches, and no page bundles it. */
export const PAGEFIND_SCRIPT = `${PAGEFIND_PATH}pagefind.js`;

/** The search page's field: `/search/?q=…`, as its form and the header's send it without JavaScript. */
export const QUERY_PARAMETER = "q";

export type SearchIndexAttributes = Record<`data-pagefind-${string}`, string>;

/**
 * The attributes of a page's content region that put it in the search: `data-pagefind-body` (Pagefind then leaves
 * out every page without one, and everything outside it), the page's kind as a filter, and the result's title when
 * the page's h1, Pagefind's own choice, would not say what the page is ("Welcome" on the home page). Pagefind
 * takes everything after the first colon as the value, commas included.
 */
export function searchIndexAttributes(kind: SearchKind, title?: string): SearchIndexAttributes {
  return {
    "data-pagefind-body": "",
    "data-pagefind-filter": `${KIND_FILTER}:${kind}`,
    ...(title ? { "data-pagefind-meta": `title:${title}` } : {}),
  };
}
