import * as React from "react";
import { KIND_FILTER, PAGEFIND_SCRIPT } from "../lib/search";
import { guidesFirst } from "../lib/search-results";

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

/**
 * Fetches Pagefind from the site when a visitor first searches. webpackIgnore keeps webpack from bundling it (it
 * is not part of the build's JavaScript, and is written after it), so no page loads it but this one, and this one
 * only once there is something to search for.
 */
export function loadPagefind(): Promise<Pagefind> {
  return import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>;
}

/** One result as the page shows it. */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  excerpt: string;
}

export type SiteSearch =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "failed"; query: string }
  | { status: "done"; query: string; total: number; hits: SearchHit[] };

/** How many results are shown at first, and added by each "Show more results". */
export const RESULTS_PER_STEP = 10;

async function hitOf(result: PagefindResult): Promise<SearchHit> {
  const data = await result.data();
  return { id: result.id, url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
}

/**
 * Searches the site for `query` ("" searches nothing and loads nothing) and gives the results, guides first, the
 * first `shown` of them with their titles and excerpts. Pagefind reads each result's excerpt from a small file of
 * its own, so only the shown ones are fetched.
 */
export function useSiteSearch(query: string, shown: number, load: () => Promise<Pagefind> = loadPagefind): SiteSearch {
  // Each answer names the query it answers, so that a new query shows as searching without resetting anything.
  const [ordered, setOrdered] = React.useState<{ query: string; results: PagefindResult[] | "failed" } | null>(null);
  const [hits, setHits] = React.useState<{ query: string; hits: SearchHit[] | "failed" } | null>(null);

  React.useEffect(() => {
    if (!query) return undefined;
    let current = true;
    (async () => {
      const pagefind = await load();
      // Two searches of the same index: everything, and the guides alone, which then lead.
      const [all, guides] = await Promise.all([pagefind.search(query), pagefind.search(query, { filters: { [KIND_FILTER]: "guide" } })]);
      const guideIds = new Set((guides?.results ?? []).map((result) => result.id));
      if (current) setOrdered({ query, results: guidesFirst(all?.results ?? [], guideIds) });
    })().catch(() => {
      if (current) setOrdered({ query, results: "failed" });
    });
    return () => {
      current = false;
    };
  }, [query, load]);

  React.useEffect(() => {
    if (!ordered || ordered.query !== query || ordered.results === "failed") return undefined;
    let current = true;
    Promise.all(ordered.results.slice(0, shown).map(hitOf))
      .then((loaded) => {
        if (current) setHits({ query, hits: loaded });
      })
      .catch(() => {
        if (current) setHits({ query, hits: "failed" });
      });
    return () => {
      current = false;
    };
  }, [ordered, query, shown]);

  if (!query) return { status: "idle" };
  if (ordered?.query !== query) return { status: "searching", query };
  if (ordered.results === "failed") return { status: "failed", query };
  if (hits?.query !== query) return { status: "searching", query };
  if (hits.hits === "failed") return { status: "failed", query };
  return { status: "done", query, total: ordered.results.length, hits: hits.hits };
}
