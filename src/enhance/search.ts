/**
 * The search page's module (/search/ and its translations; src/pages/search.tsx writes the markup): it searches
 * the site with Pagefind for the address's `?q=` and lists what it finds, in the browser, without React.
 *
 * Without it the page is a plain GET form. With it:
 * - the query of the address fills the field and is searched (an empty one searches nothing and loads nothing);
 * - the form's submit writes the new address (history.pushState) and searches it without a page load, and Back and
 *   Forward search the address they return to; a newer search's answer always wins over an older one still arriving;
 * - the live region (`[data-search="status"]`) says it is searching, then how many pages were found, or that the
 *   search failed, in the words the page wrote into `data-texts` (SearchStatusTexts);
 * - the results (`[data-search="results"]`), guides first, are clones of the page's `<template data-search="result">`:
 *   its link takes each page's address and title, and its `<mark>`'s parent the excerpt, drawn as text with the
 *   matched words in clones of that `<mark>`;
 * - "Show more results" (`[data-search="more"]`) adds the next ones, moves focus to the first added, and goes once
 *   every result is shown;
 * - the library's topics (`[data-search="topics"]`) show when nothing is found or the search fails.
 * Every state's elements are in the markup, hidden with `hidden`: the module only shows and hides them and writes
 * their text, so that every word comes from the page, in its language.
 */
import { KIND_FILTER, PAGEFIND_SCRIPT, QUERY_PARAMETER } from "../lib/search";
import {
  countText,
  excerptParts,
  guidesFirst,
  queryFrom,
  RESULTS_PER_STEP,
  searchAddress,
  type Pagefind,
  type PagefindResult,
  type SearchStatusTexts,
} from "../lib/search-results";

/**
 * Pagefind's browser module, written by the build after the modules are bundled: imported by its address held in
 * a variable, so that esbuild leaves the import to the browser, and only once there is something to search for.
 */
function loadPagefind(): Promise<Pagefind> {
  const script: string = PAGEFIND_SCRIPT;
  return import(/* webpackIgnore: true */ script) as Promise<Pagefind>;
}

/** Wires the search page's `data-enhance="search"` element; tests hand in their own Pagefind as `load`. */
export function enhance(element: HTMLElement, load: () => Promise<Pagefind> = loadPagefind): void {
  const part = (name: string) => element.querySelector<HTMLElement>(`[data-search="${name}"]`);
  const form = element.querySelector("form");
  const field = form?.elements.namedItem(QUERY_PARAMETER);
  const status = part("status");
  const list = part("results");
  const template = part("result");
  const more = part("more");
  const topics = part("topics");
  const item = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  if (element.hasAttribute("data-enhanced") || !form || !(field instanceof HTMLInputElement) || !status || !list || !more || !topics || !item) {
    return;
  }
  const texts = JSON.parse(element.dataset.texts ?? "{}") as SearchStatusTexts;
  element.setAttribute("data-enhanced", "");

  let pagefind: Promise<Pagefind> | undefined;
  /** The newest search's number, and its query: an answer to any other is dropped. */
  let turn = 0;
  let query = "";
  /** The newest search's results, in the page's order, and how many of them are shown. */
  let results: PagefindResult[] = [];
  let shown = 0;
  /** The search whose next results are being fetched, so that a second click adds nothing twice. */
  let adding = 0;

  const show = (text: string, found: boolean, nothing: boolean) => {
    status.textContent = text;
    list.hidden = !found;
    topics.hidden = !nothing;
    more.hidden = !found || shown >= results.length;
  };

  /** Fetches the next results' titles and excerpts (Pagefind keeps each in a file of its own), for search `mine`. */
  const next = async (mine: number): Promise<HTMLAnchorElement | null | undefined> => {
    const data = await Promise.all(results.slice(shown, shown + RESULTS_PER_STEP).map((result) => result.data()));
    if (mine !== turn) return undefined;
    let first: HTMLAnchorElement | null = null;
    for (const hit of data) {
      const clone = item.cloneNode(true) as HTMLElement;
      const link = clone.querySelector("a");
      if (link) {
        link.setAttribute("href", hit.url);
        link.textContent = hit.meta.title ?? hit.url;
      }
      first ??= link;
      // The excerpt is drawn as text, into the <mark>'s parent: each matched word in a copy of that <mark>.
      const mark = clone.querySelector("mark");
      const excerpt = mark?.parentElement;
      mark?.remove();
      for (const { text, marked } of excerptParts(hit.excerpt)) {
        const word = marked ? (mark?.cloneNode() as HTMLElement) : null;
        if (word) word.textContent = text;
        excerpt?.append(word ?? text);
      }
      list.append(clone);
    }
    shown += data.length;
    return first;
  };

  const failed = (mine: number) => {
    if (mine !== turn) return;
    pagefind = undefined;
    show(texts.failedText, false, true);
  };

  const search = async (words: string) => {
    const mine = ++turn;
    query = words;
    results = [];
    shown = 0;
    list.replaceChildren();
    show(words ? texts.searchingText : "", false, false);
    if (!words) return;
    try {
      const api = await (pagefind ??= load());
      // Two searches of the same index: everything, and the guides alone, which then lead.
      const [all, guides] = await Promise.all([api.search(words), api.search(words, { filters: { [KIND_FILTER]: "guide" } })]);
      if (mine !== turn) return;
      results = guidesFirst(all?.results ?? [], new Set((guides?.results ?? []).map((result) => result.id)));
      if ((await next(mine)) === undefined) return;
      show(countText(texts, results.length, words), results.length > 0, results.length === 0);
    } catch {
      failed(mine);
    }
  };

  /** Searches what the address asks for, and shows it in the field. */
  const searchAddressed = () => {
    const words = queryFrom(location.search);
    field.value = words;
    void search(words);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const address = searchAddress(form.getAttribute("action") ?? location.pathname, field.value);
    // The same search again (after a failure, say) takes no second entry in the history.
    if (address === location.pathname + location.search) history.replaceState(history.state, "", address);
    else history.pushState(null, "", address);
    searchAddressed();
  });

  // Back and Forward; a link within the page (the skip link) keeps the query, and the results as they are.
  addEventListener("popstate", () => {
    if (queryFrom(location.search) !== query) searchAddressed();
  });

  more.addEventListener("click", () => {
    const mine = turn;
    if (adding === mine || shown >= results.length) return;
    adding = mine;
    next(mine)
      .then(
        (first) => {
          if (first === undefined) return;
          // Focus goes to the first result added before the button goes, once every result is shown.
          first?.focus();
          more.hidden = shown >= results.length;
        },
        () => failed(mine),
      )
      .finally(() => {
        if (adding === mine) adding = 0;
      });
  });

  // The built page knows no query: an empty one leaves the field as the visitor may already be typing in it.
  if (queryFrom(location.search)) searchAddressed();
}
