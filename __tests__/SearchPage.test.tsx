import { TextDecoder, TextEncoder } from "node:util";
import * as React from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import SearchPage from "../src/pages/search";
import { enhance } from "../src/enhance/search";
import type { Pagefind, PagefindResult } from "../src/lib/search-results";
import { fillTemplate } from "../src/lib/templates";
import { readData } from "./support/fixture";
import { mockSiteSettings } from "./support/site-settings";
import { englishPage } from "./support/page-context";
// cspell:dictionaries es-es

/**
 * /search/ as the browser gets it: the page's markup as the build writes it (React on the server, and no React in
 * the browser), then its module (src/enhance/search.ts) with a stand-in for Pagefind's browser module: what the page
 * shows and announces for a query, in which order, that it loads Pagefind only once there is something to search
 * for, and how it searches again as the visitor sends the form or goes Back.
 */

const texts = readData<NonNullable<Queries.SearchPageQuery["searchPageJson"]>>("pages/search.json");
const library = readData("pages/resources.json");
const SHOW_MORE = "Show more results";

interface FakePage {
  id: string;
  url: string;
  title: string;
  excerpt: string;
  kind: "guide" | "page";
}

const PROGRAM: FakePage = {
  id: "program",
  url: "/programs/education-support/",
  title: "Education Support",
  excerpt: "Evening <mark>workshops,</mark> for parents &lt;and&gt; caregivers",
  kind: "page",
};
const GUIDE: FakePage = {
  id: "guide",
  url: "/resources/sleep/",
  title: "Sleep and stress",
  excerpt: "Short <mark>workshops</mark> at home",
  kind: "guide",
};

interface FakePagefind {
  load: jest.Mock<Promise<Pagefind>, []>;
  /** Each search's query and options, in order. */
  searches: unknown[][];
  /** The ids of the results whose title and excerpt were fetched, in order. */
  fetched: string[];
}

/**
 * Pagefind's search over these pages, in this order of relevance: every page matches every query. A query in
 * `held` is answered only once the test lets it go, to answer after a newer one.
 */
function fakePagefind(pages: readonly FakePage[], held: Record<string, Promise<void>> = {}): FakePagefind {
  const searches: unknown[][] = [];
  const fetched: string[] = [];
  const result = (page: FakePage): PagefindResult => ({
    id: page.id,
    data: () => {
      fetched.push(page.id);
      return Promise.resolve({ url: page.url, excerpt: page.excerpt, meta: { title: page.title } });
    },
  });
  const pagefind: Pagefind = {
    search: async (query, options) => {
      searches.push([query, options]);
      await held[query];
      const kind = options?.filters?.kind;
      return { results: pages.filter((page) => !kind || page.kind === kind).map(result) };
    },
  };
  return { load: jest.fn(() => Promise.resolve(pagefind)), searches, fetched };
}

/** The markup Gatsby writes at build time (React's server renderer needs the encoders jsdom leaves out). */
function serverHtml(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once the encoders it needs are in place
  const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server");
  return renderToStaticMarkup(element);
}

/** The built page of a language, as the search page's template renders it. */
function pageHtml(language = "en"): string {
  mockSiteSettings();
  const pathname = language === "en" ? "/search/" : `/${language}/search/`;
  const props = {
    data: { searchPageJson: texts, resourcesPageJson: { topics: library.topics } },
    location: { pathname, search: "" },
    pageContext: { ...englishPage(pathname), language },
  } as unknown as React.ComponentProps<typeof SearchPage>;
  return serverHtml(<SearchPage {...props} />);
}

const enhanced = () => document.querySelector<HTMLElement>('[data-enhance="search"]') as HTMLElement;

/** Opens the built page at `address`, and starts its module as the page's loader does. */
function openSearch(address: string, load: () => Promise<Pagefind>, language = "en") {
  history.replaceState(null, "", address);
  document.body.innerHTML = pageHtml(language);
  enhance(enhanced(), load);
}

const main = () => within(screen.getByRole("main"));
const status = () => main().getByRole("status");
/** The results a visitor sees (those of a hidden list are not): the items of the ordered list. */
const results = () => within(document.querySelector("main ol") as HTMLElement).queryAllByRole("listitem");
const field = () => main().getByRole("searchbox", { name: texts.fieldLabel });
const form = () => field().closest("form") as HTMLFormElement;
/** The topics offered where nothing is found, or null while they are hidden. */
const topicsBlock = () => {
  const text = main().getByText(texts.topicsText);
  return text.closest("[hidden]") ? null : text;
};

/** Sends the form with these words typed; whether the page let the browser send it. */
function send(words: string): boolean {
  fireEvent.change(field(), { target: { value: words } });
  return fireEvent.submit(form());
}

afterEach(() => {
  // Each test opens a page of its own. An earlier page's module still hears Back and Forward on the window, but
  // writes only into its own elements, gone from the document, with its own stand-in for Pagefind.
  document.body.innerHTML = "";
});

describe("the search page's markup, as it works without JavaScript", () => {
  /**
   * The page as a browser without JavaScript reads it: parsed with scripting off, so that its noscript holds
   * elements, then put in the test's document.
   */
  const parsed = (language = "en") => {
    const html = new DOMParser().parseFromString(`<!doctype html><body>${pageHtml(language)}`, "text/html");
    document.body.replaceChildren(...[...html.body.childNodes].map((node) => document.importNode(node, true)));
    return document;
  };

  it("is a plain GET form to /search/ with a labeled field named q, empty, and the search button", () => {
    const doc = parsed();
    const search = doc.querySelector("main form") as HTMLFormElement;
    expect(search).toHaveAttribute("role", "search");
    expect(search).toHaveAttribute("action", "/search/");
    expect(search).toHaveAttribute("method", "get");
    const input = search.querySelector("input") as HTMLInputElement;
    expect(input).toHaveAttribute("type", "search");
    expect(input).toHaveAttribute("name", "q");
    expect(input.value).toBe("");
    expect(search.querySelector(`label[for="${input.id}"]`)).toHaveTextContent(texts.fieldLabel);
    expect(search.querySelector("button")).toHaveAttribute("type", "submit");
    expect(search.querySelector("button")).toHaveTextContent(texts.buttonLabel);
  });

  it("sends a page in another language to its own search page", () => {
    expect(parsed("es").querySelector("main form")).toHaveAttribute("action", "/es/search/");
  });

  it("says in a noscript notice that search needs JavaScript, with the guides' topics and the library", () => {
    const notice = parsed().querySelector("main noscript > div") as HTMLElement;
    expect(notice.querySelector("p")).toHaveTextContent(texts.noScriptText);
    expect([...notice.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ...library.topics.map((topic: { id: string; label: string }) => [topic.label, `/resources/topics/${topic.id}/`]),
      [texts.topicsLinkLabel, "/resources/"],
    ]);
  });

  it("shows nothing else: an empty live region, and every state of the search hidden until its module shows it", () => {
    const doc = parsed();
    expect(doc.querySelector('main [role="status"]')).toHaveTextContent("");
    for (const part of ["results", "more", "topics"]) expect(doc.querySelector(`[data-search="${part}"]`)).toHaveAttribute("hidden");
    expect(doc.querySelector('[data-search="more"]')).toHaveTextContent(SHOW_MORE);
    expect(doc.querySelector("main ol li")).toBeNull();
    // No script of its own: the module is the loader's to fetch, and no handler is written into the markup.
    expect(doc.querySelector("main script")).toBeNull();
    expect(pageHtml()).not.toMatch(/\son[a-z]+=/);
  });

  it("writes the live region's words into the page, for its module to read", () => {
    const element = parsed().querySelector('[data-enhance="search"]') as HTMLElement;
    expect(JSON.parse(element.dataset.texts ?? "")).toEqual({
      searchingText: texts.searchingText,
      resultsCount: texts.resultsCount,
      oneResult: texts.oneResult,
      noResults: texts.noResults,
      failedText: texts.failedText,
    });
  });
});

describe("the search page with its module", () => {
  it("marks itself enhanced, loads nothing and says nothing before there is a query", () => {
    const { load } = fakePagefind([PROGRAM]);
    openSearch("/search/", load);
    expect(enhanced()).toHaveAttribute("data-enhanced", "");
    expect(load).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent("");
    expect(results()).toEqual([]);
    expect(topicsBlock()).toBeNull();
    expect(main().queryByRole("button", { name: SHOW_MORE })).toBeNull();
  });

  it("does nothing when started a second time on the same page", async () => {
    const { load } = fakePagefind([PROGRAM, GUIDE]);
    const second = fakePagefind([PROGRAM, GUIDE]);
    openSearch("/search/?q=workshops", load);
    enhance(enhanced(), second.load);
    await screen.findByText(fillTemplate(texts.resultsCount, { count: "2", query: "workshops" }));
    expect(results()).toHaveLength(2);
    expect(second.load).not.toHaveBeenCalled();
  });

  it("reads the query from the address, fills the field with it, says it is searching, then the number of results", async () => {
    const { load } = fakePagefind([PROGRAM, GUIDE]);
    openSearch("/search/?q=workshops", load);
    expect(field()).toHaveValue("workshops");
    expect(status()).toHaveTextContent(texts.searchingText);
    const count = fillTemplate(texts.resultsCount, { count: "2", query: "workshops" });
    expect(await screen.findByText(count)).toBe(status());
    expect(load).toHaveBeenCalledTimes(1);
    expect(topicsBlock()).toBeNull();
  });

  it("lists guides first, each result's title linking to its page and its excerpt with the matched words marked", async () => {
    const { load, searches } = fakePagefind([PROGRAM, GUIDE]);
    openSearch("/search/?q=workshops", load);
    await screen.findByRole("link", { name: PROGRAM.title });
    const [first, second] = results();
    expect(within(first as HTMLElement).getByRole("link")).toHaveAttribute("href", GUIDE.url);
    expect(within(second as HTMLElement).getByRole("heading", { level: 2, name: PROGRAM.title })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole("link", { name: PROGRAM.title })).toHaveAttribute("href", PROGRAM.url);
    // Drawn as text: the page's own "<and>" stays text, only the word is marked, not its comma.
    expect(second).toHaveTextContent("Evening workshops, for parents <and> caregivers");
    expect([...(second as HTMLElement).querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["workshops"]);
    expect((second as HTMLElement).querySelector("p")?.innerHTML).toBe("Evening <mark>workshops</mark>, for parents &lt;and&gt; caregivers");
    expect(searches).toEqual([
      ["workshops", undefined],
      ["workshops", { filters: { kind: "guide" } }],
    ]);
  });

  it("draws an excerpt's tags as the text they are, and a result without a title by its address", async () => {
    const { load } = fakePagefind([{ ...PROGRAM, excerpt: '<img src=x onerror="alert(1)"> <mark>x</mark>' }]);
    const untitled = fakePagefind([]);
    untitled.load.mockResolvedValue({
      search: () => Promise.resolve({ results: [{ id: "a", data: () => Promise.resolve({ url: "/about/", excerpt: "About us", meta: {} }) }] }),
    });
    openSearch("/search/?q=x", load);
    const [result] = await waitFor(() => {
      expect(results()).toHaveLength(1);
      return results();
    });
    expect(result?.querySelector("img")).toBeNull();
    expect(result).toHaveTextContent('<img src=x onerror="alert(1)"> x');
    openSearch("/search/?q=about", untitled.load);
    expect(await screen.findByRole("link", { name: "/about/" })).toHaveAttribute("href", "/about/");
  });

  it("says so when one page matches", async () => {
    const { load } = fakePagefind([PROGRAM]);
    openSearch("/search/?q=evening", load);
    expect(await screen.findByText(fillTemplate(texts.oneResult, { query: "evening" }))).toBe(status());
    expect(results()).toHaveLength(1);
  });

  it("says when nothing matches, and offers the guides' topics", async () => {
    const { load } = fakePagefind([]);
    openSearch("/search/?q=xylophone", load);
    expect(await screen.findByText(fillTemplate(texts.noResults, { query: "xylophone" }))).toBe(status());
    expect(results()).toEqual([]);
    expect(topicsBlock()).toBeVisible();
    expect(main().getByRole("link", { name: texts.topicsLinkLabel })).toHaveAttribute("href", "/resources/");
    for (const topic of library.topics) {
      expect(main().getByRole("link", { name: topic.label })).toHaveAttribute("href", `/resources/topics/${topic.id}/`);
    }
  });

  it("says when the search could not load, and offers the guides' topics", async () => {
    openSearch("/search/?q=stress", () => Promise.reject(new Error("offline")));
    expect(await screen.findByText(texts.failedText)).toBe(status());
    expect(topicsBlock()).toBeVisible();
    expect(results()).toEqual([]);
  });

  it("says when Pagefind cannot search, and offers the guides' topics", async () => {
    openSearch("/search/?q=stress", () => Promise.resolve<Pagefind>({ search: () => Promise.reject(new Error("no index")) }));
    expect(await screen.findByText(texts.failedText)).toBe(status());
    expect(topicsBlock()).toBeVisible();
  });

  it("loads Pagefind again at the next search after it could not", async () => {
    const { load } = fakePagefind([PROGRAM]);
    const flaky = jest.fn<Promise<Pagefind>, []>().mockRejectedValueOnce(new Error("offline")).mockImplementation(load);
    openSearch("/search/?q=stress", flaky);
    expect(await screen.findByText(texts.failedText)).toBe(status());
    send("evening");
    expect(await screen.findByText(fillTemplate(texts.oneResult, { query: "evening" }))).toBe(status());
    expect(topicsBlock()).toBeNull();
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it("sends the form to the search page's address for the words typed, and searches them without a page load", async () => {
    const { load, searches } = fakePagefind([PROGRAM, GUIDE]);
    openSearch("/search/", load);
    const length = history.length;
    expect(send(" sleep and stress ")).toBe(false);
    expect(location.pathname + location.search).toBe("/search/?q=sleep+and+stress");
    expect(history.length).toBe(length + 1);
    expect(field()).toHaveValue("sleep and stress");
    expect(status()).toHaveTextContent(texts.searchingText);
    expect(await screen.findByText(fillTemplate(texts.resultsCount, { count: "2", query: "sleep and stress" }))).toBe(status());
    expect(searches[0]).toEqual(["sleep and stress", undefined]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sends a page in another language to its own search page's address", async () => {
    const { load } = fakePagefind([GUIDE]);
    openSearch("/es/search/", load, "es");
    send("sueño");
    expect(location.pathname + location.search).toBe(`/es/search/?q=${encodeURIComponent("sueño")}`);
    await screen.findByRole("link", { name: GUIDE.title });
  });

  it("clears the results for an empty search, loading nothing", async () => {
    const { load } = fakePagefind([PROGRAM]);
    openSearch("/search/?q=evening", load);
    await screen.findByRole("link", { name: PROGRAM.title });
    send("   ");
    expect(location.pathname + location.search).toBe("/search/");
    expect(status()).toHaveTextContent("");
    expect(results()).toEqual([]);
    expect(field()).toHaveValue("");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("searches the address again on Back and Forward", async () => {
    const { load } = fakePagefind([PROGRAM, GUIDE]);
    openSearch("/search/?q=evening", load);
    await screen.findByText(fillTemplate(texts.resultsCount, { count: "2", query: "evening" }));
    send("sleep");
    await screen.findByText(fillTemplate(texts.resultsCount, { count: "2", query: "sleep" }));
    history.back();
    expect(await screen.findByText(fillTemplate(texts.resultsCount, { count: "2", query: "evening" }))).toBe(status());
    expect(location.search).toBe("?q=evening");
    expect(field()).toHaveValue("evening");
    expect(results()).toHaveLength(2);
    history.forward();
    expect(await screen.findByText(fillTemplate(texts.resultsCount, { count: "2", query: "sleep" }))).toBe(status());
    expect(field()).toHaveValue("sleep");
  });

  it("keeps the results when the address changes but not its query (a link within the page)", async () => {
    const { load, searches } = fakePagefind([PROGRAM]);
    openSearch("/search/?q=evening", load);
    await screen.findByRole("link", { name: PROGRAM.title });
    history.pushState(null, "", "/search/?q=evening#main");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(status()).toHaveTextContent(fillTemplate(texts.oneResult, { query: "evening" }));
    expect(searches).toHaveLength(2);
  });

  it("shows the newest search's answer when an older one arrives after it", async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { load } = fakePagefind([PROGRAM, GUIDE], { slow });
    openSearch("/search/?q=slow", load);
    await waitFor(() => expect(load).toHaveBeenCalled());
    send("fast");
    const fast = fillTemplate(texts.resultsCount, { count: "2", query: "fast" });
    await screen.findByText(fast);
    release();
    await slow;
    // Let every answer of the older search arrive.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(status()).toHaveTextContent(fast);
    expect(results()).toHaveLength(2);
    expect(field()).toHaveValue("fast");
  });

  it("shows ten results at first, then ten more at a time, moving focus to the first one added", async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ ...PROGRAM, id: `p${index}`, title: `Page ${index + 1}` }));
    const { load, fetched } = fakePagefind(many);
    openSearch("/search/?q=workshops", load);
    await screen.findByRole("link", { name: "Page 10" });
    expect(results()).toHaveLength(10);
    // Pagefind reads each result's title and excerpt from a file of its own: only those shown are fetched.
    expect(fetched).toHaveLength(10);
    expect(status()).toHaveTextContent(fillTemplate(texts.resultsCount, { count: "25", query: "workshops" }));
    const more = main().getByRole("button", { name: SHOW_MORE });
    fireEvent.click(more);
    fireEvent.click(more);
    const eleventh = await screen.findByRole("link", { name: "Page 11" });
    await waitFor(() => expect(eleventh).toHaveFocus());
    // The second click, before the first one's results had arrived, added nothing more.
    expect(results()).toHaveLength(20);
    expect(fetched).toHaveLength(20);
    fireEvent.click(main().getByRole("button", { name: SHOW_MORE }));
    const added = await screen.findByRole("link", { name: "Page 21" });
    await waitFor(() => expect(added).toHaveFocus());
    expect(results()).toHaveLength(25);
    expect(main().queryByRole("button", { name: SHOW_MORE })).toBeNull();
    expect(status()).toHaveTextContent(fillTemplate(texts.resultsCount, { count: "25", query: "workshops" }));
  });

  it("shows no Show more results button for ten results or fewer, and starts a new search from its first ten", async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...PROGRAM, id: `p${index}`, title: `Page ${index + 1}` }));
    const { load } = fakePagefind(many);
    openSearch("/search/?q=workshops", load);
    await screen.findByRole("link", { name: "Page 10" });
    fireEvent.click(main().getByRole("button", { name: SHOW_MORE }));
    await screen.findByRole("link", { name: "Page 12" });
    expect(main().queryByRole("button", { name: SHOW_MORE })).toBeNull();
    send("evening");
    await screen.findByText(fillTemplate(texts.resultsCount, { count: "12", query: "evening" }));
    expect(results()).toHaveLength(10);
    expect(main().getByRole("button", { name: SHOW_MORE })).toBeVisible();
    const few = fakePagefind([PROGRAM, GUIDE]);
    openSearch("/search/?q=sleep", few.load);
    await screen.findByRole("link", { name: PROGRAM.title });
    expect(main().queryByRole("button", { name: SHOW_MORE })).toBeNull();
  });
});
