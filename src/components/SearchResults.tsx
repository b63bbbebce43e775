import * as React from "react";
import * as styles from "./SearchResults.module.css";

/**
 * The list of the site search's results, empty and hidden in the built page, and the template of one result that
 * the search page's module (src/enhance/search.ts) copies for each page it finds: the link takes the page's address
 * and title, and the `<mark>`'s parent the excerpt, each matched word in a copy of the `<mark>`.
 *
 * The template is written as HTML: html-validate reads its content as the page's own, where the heading, empty
 * until the module fills it, would break its empty-heading rule; the comment turns that rule off inside it.
 */
const RESULT_TEMPLATE =
  "<!-- [html-validate-disable-block empty-heading -- the search module writes each result's title] -->" +
  `<li class="${styles.result}"><h2 class="${styles.title}"><a></a></h2><p class="${styles.excerpt}"><mark></mark></p></li>`;

export function SearchResults() {
  return (
    <>
      <ol className={styles.results} data-search="results" hidden />
      <template data-search="result" dangerouslySetInnerHTML={{ __html: RESULT_TEMPLATE }} />
    </>
  );
}
