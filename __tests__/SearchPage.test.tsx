import * as React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import SearchPage from "../src/pages/search";
import type { Pagefind, PagefindResult } from "../src/hooks/useSiteSearch";
import { fillTemplate } from "../src/lib/templates";
import { readData } from "./support/fixture";
import { mockSiteSettings } from "./support/site-settings";
import { englishPage } from "./support/page-context";

/**
 * /search/ with a stand-in for Pagefind's browser module: what the page shows and announces for a query, in which
 * order, and that it loads Pagefind only once there is something to search for.
 */

const texts = readData<NonNullable<Queries.SearchPageQuery["searchPageJson"]>>("pages/search.json");
const library = readData("pages/resources.json");

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

/** Pagefind's search over these pages, in this order of relevance: every page matches every query. */
function fakePagefind(pages: readonly FakePage[]): { load: jest.Mock<Promise<Pagefind>, []>; searches: unknown[][] } {
  const searches: unknown[][] = [];
  const result = (page: FakePage): PagefindResult => ({
    id: page.id,
    data: () => Promise.resolve({ url: page.url, excerpt: page.excerpt, meta: { title: page.title } }),
  });
  const pagefind: Pagefind = {
    search: (query, options) => {
      searches.push([query, options]);
      const kind = options?.filters?.kind;
      return Promise.resolve({ results: pages.filter((page) => !kind || page.kind === kind).map(result) });
    },
  };
  return { load: jest.fn(() => Promise.resolve(pagefind)), searches };
}

function renderSearch(search: string, load: () => Promise<Pagefind>) {
  mockSiteSettings();
  const props = {
    data: { searchPageJson: texts, resourcesPageJson: { topics: library.topics } },
    location: { pathname: "/search/", search },
    pageContext: englishPage("/search/"),
    loadSearch: load,
  } as unknown as React.ComponentProps<typeof SearchPage>;
  return render(<SearchPage {...props} />);
}

const status = () => within(screen.getByRole("main")).getByRole("status");
const results = () => within(screen.getByRole("main")).queryAllByRole("listitem");

describe("the search page", () => {
  it("has a GET form to /search/ with a labelled field named q and the search button", () => {
    const { load } = fakePagefind([]);
    renderSearch("", load);
    const form = screen.getAllByRole("search").find((element) => element.closest("main"));
    expect(form).toHaveAttribute("action", "/search/");
    expect(form).toHaveAttribute("method", "get");
    const field = within(form as HTMLElement).getByRole("searchbox", { name: texts.fieldLabel });
    expect(field).toHaveAttribute("name", "q");
    expect(within(form as HTMLElement).getByRole("button", { name: texts.buttonLabel })).toHaveAttribute("type", "submit");
  });

  it("loads nothing and says nothing before there is a query", () => {
    const { load } = fakePagefind([PROGRAM]);
    renderSearch("", load);
    expect(load).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent("");
    expect(results()).toEqual([]);
  });

  it("reads the query from the address, fills the field with it, and announces the number of results", async () => {
    const { load } = fakePagefind([PROGRAM, GUIDE]);
    renderSearch("?q=workshops", load);
    const count = fillTemplate(texts.resultsCount, { count: "2", query: "workshops" });
    expect(await screen.findByText(count)).toBe(status());
    expect(screen.getByRole("searchbox", { name: texts.fieldLabel })).toHaveValue("workshops");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lists guides first, each result's title linking to its page and its excerpt with the matched words marked", async () => {
    const { load, searches } = fakePagefind([PROGRAM, GUIDE]);
    renderSearch("?q=workshops", load);
    await screen.findByRole("link", { name: PROGRAM.title });
    const [first, second] = results();
    expect(within(first as HTMLElement).getByRole("link")).toHaveAttribute("href", GUIDE.url);
    expect(within(second as HTMLElement).getByRole("heading", { level: 2, name: PROGRAM.title })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole("link", { name: PROGRAM.title })).toHaveAttribute("href", PROGRAM.url);
    // Drawn as text: the page's own "<and>" stays text, only the word is marked, not its comma.
    expect(second).toHaveTextContent("Evening workshops, for parents <and> caregivers");
    expect([...(second as HTMLElement).querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["workshops"]);
    expect(searches).toEqual([
      ["workshops", undefined],
      ["workshops", { filters: { kind: "guide" } }],
    ]);
  });

  it("says so when one page matches", async () => {
    const { load } = fakePagefind([PROGRAM]);
    renderSearch("?q=evening", load);
    expect(await screen.findByText(fillTemplate(texts.oneResult, { query: "evening" }))).toBe(status());
  });

  it("says when nothing matches, and offers the guides' topics", async () => {
    const { load } = fakePagefind([]);
    renderSearch("?q=xylophone", load);
    expect(await screen.findByText(fillTemplate(texts.noResults, { query: "xylophone" }))).toBe(status());
    expect(screen.getByText(texts.topicsText)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.topicsLinkLabel })).toHaveAttribute("href", "/resources/");
    for (const topic of library.topics) {
      expect(screen.getByRole("link", { name: topic.label })).toHaveAttribute("href", `/resources/topics/${topic.id}/`);
    }
  });

  it("says when the search could not load", async () => {
    renderSearch("?q=stress", () => Promise.reject(new Error("offline")));
    expect(await screen.findByText(texts.failedText)).toBe(status());
  });

  it("sends the form to the search page's address for the words typed", () => {
    const { load } = fakePagefind([]);
    renderSearch("", load);
    const field = screen.getByRole("searchbox", { name: texts.fieldLabel });
    fireEvent.change(field, { target: { value: " sleep and stress " } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith("/search/?q=sleep+and+stress");
  });

  it("shows ten results at first, then ten more at a time, moving focus to the first one added", async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...PROGRAM, id: `p${index}`, title: `Page ${index + 1}` }));
    const { load } = fakePagefind(many);
    renderSearch("?q=workshops", load);
    await screen.findByRole("link", { name: "Page 10" });
    expect(results()).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "Show more results" }));
    const added = await screen.findByRole("link", { name: "Page 11" });
    expect(results()).toHaveLength(12);
    // Focus moves in an effect, after the render that shows the link.
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Show more results" })).not.toBeInTheDocument();
  });
});
