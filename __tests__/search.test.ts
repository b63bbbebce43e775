/**
 * @jest-environment node
 */
import { searchIndexAttributes } from "../src/lib/search";
import { countText, excerptParts, guidesFirst, queryFrom, searchAddress } from "../src/lib/search-results";

describe("the attributes that put a page in the site search", () => {
  it("mark the content region for Pagefind and give the page's kind as a filter", () => {
    expect(searchIndexAttributes("page")).toEqual({ "data-pagefind-body": "", "data-pagefind-filter": "kind:page" });
    expect(searchIndexAttributes("guide")).toEqual({ "data-pagefind-body": "", "data-pagefind-filter": "kind:guide" });
  });

  it("name the result's title when given, commas and all", () => {
    expect(searchIndexAttributes("page", "Mental health education in Johns Creek, Georgia")).toMatchObject({
      "data-pagefind-meta": "title:Mental health education in Johns Creek, Georgia",
    });
  });
});

describe("the search page's address", () => {
  it("reads the query from ?q=, trimmed, and nothing when there is none", () => {
    expect(queryFrom("?q=stress")).toBe("stress");
    expect(queryFrom("?q=sleep+and+stress")).toBe("sleep and stress");
    expect(queryFrom("?q=%20caf%C3%A9%20")).toBe("café");
    expect(queryFrom("")).toBe("");
    expect(queryFrom("?topic=x")).toBe("");
  });

  it("writes the query as the form's GET does, and no ?q= for an empty one", () => {
    expect(searchAddress("/search/", " sleep and stress ")).toBe("/search/?q=sleep+and+stress");
    expect(searchAddress("/search/", "a&b=c")).toBe("/search/?q=a%26b%3Dc");
    expect(searchAddress("/search/", "   ")).toBe("/search/");
  });
});

describe("what the live region says of a search's results", () => {
  const texts = {
    searchingText: "Searching…",
    resultsCount: "{count} results for “{query}”",
    oneResult: "1 result for “{query}”",
    noResults: "Nothing matches “{query}”.",
    failedText: "The search could not load.",
  };

  it("names the query, and the number of results when there are several", () => {
    expect(countText(texts, 0, "xylophone")).toBe("Nothing matches “xylophone”.");
    expect(countText(texts, 1, "sleep")).toBe("1 result for “sleep”");
    expect(countText(texts, 25, "sleep and stress")).toBe("25 results for “sleep and stress”");
  });

  it("fills a count a translation writes into its one result's words too", () => {
    expect(countText({ ...texts, oneResult: "{count}개 결과: {query}" }, 1, "잠")).toBe("1개 결과: 잠");
  });
});

describe("a result's excerpt", () => {
  it("splits Pagefind's excerpt into plain text and the marked words", () => {
    expect(excerptParts("Workshops for <mark>parents</mark> and <mark>teachers</mark>.")).toEqual([
      { text: "Workshops for ", marked: false },
      { text: "parents", marked: true },
      { text: " and ", marked: false },
      { text: "teachers", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("marks the word and not the punctuation Pagefind marks with it", () => {
    expect(excerptParts("our <mark>workshops,</mark> circles")).toEqual([
      { text: "our ", marked: false },
      { text: "workshops", marked: true },
      { text: ", circles", marked: false },
    ]);
    expect(excerptParts("<mark>(café)</mark>")).toEqual([
      { text: "(", marked: false },
      { text: "café", marked: true },
      { text: ")", marked: false },
    ]);
  });

  it("gives back the page's own < and > as text, never as a tag", () => {
    expect(excerptParts("5 &gt; 3 &amp; <mark>x</mark> &lt;script&gt;alert(1)&lt;/script&gt;")).toEqual([
      { text: "5 > 3 &amp; ", marked: false },
      { text: "x", marked: true },
      { text: " <script>alert(1)</script>", marked: false },
    ]);
  });

  it("leaves an excerpt without marks whole", () => {
    expect(excerptParts("Nothing marked here.")).toEqual([{ text: "Nothing marked here.", marked: false }]);
    expect(excerptParts("")).toEqual([]);
  });
});

describe("the order of the results", () => {
  const results = [{ id: "about" }, { id: "guide-b" }, { id: "program" }, { id: "guide-a" }];

  it("puts guides first, each group in Pagefind's order of relevance", () => {
    expect(guidesFirst(results, new Set(["guide-a", "guide-b"])).map((result) => result.id)).toEqual(["guide-b", "guide-a", "about", "program"]);
  });

  it("keeps Pagefind's order when there are no guides yet", () => {
    expect(guidesFirst(results, new Set())).toEqual(results);
  });
});
