import * as React from "react";
import { Link } from "gatsby";
import { excerptParts } from "../lib/search-results";
import type { SearchHit } from "../hooks/useSiteSearch";
import * as styles from "./SearchResults.module.css";

interface SearchResultsProps {
  hits: readonly SearchHit[];
  /** The result that takes focus once shown: the first of those "Show more results" has just added. */
  focusId?: string | null;
}

/** Pagefind's excerpt, its matched words in <mark>, drawn as text: nothing in it is ever read as HTML. */
export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </>
  );
}

/** The site search's results: each page's title as a link to it, and the passage that matched. */
export function SearchResults({ hits, focusId = null }: SearchResultsProps) {
  const list = React.useRef<HTMLOListElement>(null);
  const focusIndex = focusId ? hits.findIndex((hit) => hit.id === focusId) : -1;
  React.useEffect(() => {
    if (focusIndex >= 0) list.current?.querySelectorAll("a")[focusIndex]?.focus();
  }, [focusIndex]);
  return (
    <ol ref={list} className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.id} className={styles.result}>
          <h2 className={styles.title}>
            <Link to={hit.url}>{hit.title}</Link>
          </h2>
          <p className={styles.excerpt}>
            <Excerpt html={hit.excerpt} />
          </p>
        </li>
      ))}
    </ol>
  );
}
