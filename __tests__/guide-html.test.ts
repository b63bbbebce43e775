/** @jest-environment node */
import { createRequire } from "node:module";
import { readMarkdown } from "../src/content/markdown";
import { dayAsWritten } from "../src/node/gatsby/language-nodes";
import { guideHtml, sectionsOf, withHeadingIds, withPrintedAddresses } from "../src/node/gatsby/guide-html";
import { guideFeed } from "../src/node/gatsby/feed";
import { guideJsonLd } from "../src/lib/guide-structured-data";
import { guides, site } from "./support/fixture";
import { DATA_DIR as DATA } from "../src/node/project";
// cspell:dictionaries es-es

describe("a guide's HTML", () => {
  it("gives each section the id its table of contents links to, numbering headings that read the same", () => {
    const sections = sectionsOf([
      { value: "What you can do today", depth: 2 },
      { value: "Notes", depth: 3 },
      { value: "Notes", depth: 3 },
    ]);
    expect(sections.map((section) => section.id)).toEqual(["what-you-can-do-today", "notes", "notes-1"]);
    expect(withHeadingIds("<h2>What you can do today</h2><p>x</p><h3>Notes</h3><h3>Notes</h3>", sections)).toBe(
      '<h2 id="what-you-can-do-today">What you can do today</h2><p>x</p><h3 id="notes">Notes</h3><h3 id="notes-1">Notes</h3>',
    );
  });

  it("prints each link's address after it: the site's pages in full, other sites as written, phone numbers bare", () => {
    const html =
      '<p><a href="/contact/">write</a>, <a href="https://988lifeline.org/">988</a>, <a href="tel:988">call</a>, <a href="#notes">below</a></p>';
    expect(withPrintedAddresses(html, "https://kindredminds.example.org")).toBe(
      '<p><a href="/contact/">write</a><span class="print-address" data-pagefind-ignore> (https://kindredminds.example.org/contact/)</span>, ' +
        '<a href="https://988lifeline.org/">988</a><span class="print-address" data-pagefind-ignore> (https://988lifeline.org/)</span>, ' +
        '<a href="tel:988">call</a><span class="print-address" data-pagefind-ignore> (988)</span>, <a href="#notes">below</a></p>',
    );
  });

  it("prints a phone or text number only where the link's words do not already show it, and never a text's prefilled word", () => {
    const html =
      '<p><a href="tel:18007154225">1-800-715-4225</a>, <a href="sms:741741?&amp;body=HOME">text HOME to <strong>741741</strong></a>, ' +
      '<a href="sms:988?&amp;body=AYUDA">text AYUDA</a>, <a href="mailto:hello@example.org">write</a></p>';
    expect(withPrintedAddresses(html, "https://kindredminds.example.org")).toBe(
      '<p><a href="tel:18007154225">1-800-715-4225</a>, <a href="sms:741741?&amp;body=HOME">text HOME to <strong>741741</strong></a>, ' +
        '<a href="sms:988?&amp;body=AYUDA">text AYUDA</a><span class="print-address" data-pagefind-ignore> (988)</span>, ' +
        '<a href="mailto:hello@example.org">write</a><span class="print-address" data-pagefind-ignore> (hello@example.org)</span></p>',
    );
  });

  it("prints no address after a link whose words are its address already", () => {
    const html = '<p><a href="https://suicidesafetyplan.com/">suicidesafetyplan.com</a>, <a href="https://www.cdc.gov/">CDC</a></p>';
    expect(withPrintedAddresses(html, "https://kindredminds.example.org")).toBe(
      '<p><a href="https://suicidesafetyplan.com/">suicidesafetyplan.com</a>, ' +
        '<a href="https://www.cdc.gov/">CDC</a><span class="print-address" data-pagefind-ignore> (https://www.cdc.gov/)</span></p>',
    );
  });

  it("does both, in one pass over the text", () => {
    expect(
      guideHtml(
        '<h2>Where to learn more</h2><ul><li><a href="https://www.nimh.nih.gov/health">NIMH</a></li></ul>',
        [{ value: "Where to learn more", depth: 2 }],
        "https://example.org",
      ),
    ).toBe(
      '<h2 id="where-to-learn-more">Where to learn more</h2><ul><li><a href="https://www.nimh.nih.gov/health">NIMH</a><span class="print-address" data-pagefind-ignore> (https://www.nimh.nih.gov/health)</span></li></ul>',
    );
  });
});

describe("a guide's structured data", () => {
  const guide = guides[0];
  if (!guide) throw new Error("the fixture has no guides");
  const [page, article] = guideJsonLd(
    {
      path: `/resources/${guide.id}/`,
      title: guide.title,
      summary: guide.summary,
      published: guide.published,
      reviewed: guide.reviewed,
      topics: ["Caring for others"],
      audiences: ["Parents and caregivers"],
    },
    { ...site, siteUrl: "https://kindredminds.example.org" },
  );

  it("is an Article by the organization, about its topics, for its audiences, published and reviewed on its days", () => {
    expect(article).toMatchObject({
      "@type": "Article",
      headline: guide.title,
      description: guide.summary,
      datePublished: guide.published,
      dateModified: guide.reviewed,
      author: { "@type": "NGO", name: site.name },
      publisher: { "@type": "NGO", name: site.name },
      about: [{ "@type": "Thing", name: "Caring for others" }],
      audience: [{ "@type": "Audience", audienceType: "Parents and caregivers" }],
    });
  });

  it("is on a WebPage that says when the organization last reviewed it", () => {
    expect(page).toMatchObject({
      "@type": "WebPage",
      url: `https://kindredminds.example.org/resources/${guide.id}/`,
      lastReviewed: guide.reviewed,
      reviewedBy: { "@type": "NGO", name: site.name },
    });
  });
});

describe("a guide's structured data, when its details name its reviewer", () => {
  const guide = guides[0];
  if (!guide) throw new Error("the fixture has no guides");
  const facts = {
    path: `/resources/${guide.id}/`,
    title: guide.title,
    summary: guide.summary,
    published: guide.published,
    reviewed: guide.reviewed,
    topics: [],
    audiences: [],
  };
  const siteFacts = { ...site, siteUrl: "https://kindredminds.example.org" };

  it("says the person reviewed it, with their credential, and keeps the organization as its author", () => {
    const [page, article] = guideJsonLd({ ...facts, reviewer: { name: "Jane Doe", credential: "LCSW" } }, siteFacts);
    expect(page?.reviewedBy).toEqual({
      "@type": "Person",
      name: "Jane Doe",
      hasCredential: { "@type": "EducationalOccupationalCredential", name: "LCSW" },
    });
    expect(page?.lastReviewed).toBe(guide.reviewed);
    expect(article).toMatchObject({ author: { "@type": "NGO", name: site.name }, publisher: { "@type": "NGO", name: site.name } });
  });

  it("says no more than the details do: a reviewer without a credential has none", () => {
    const [page] = guideJsonLd({ ...facts, reviewer: { name: "Jane Doe" } }, siteFacts);
    expect(page?.reviewedBy).toEqual({ "@type": "Person", name: "Jane Doe" });
  });
});

describe("the guides' feed", () => {
  it("is /rss.xml, one item per guide with its summary, address and day, newest first", () => {
    const feed = guideFeed({ name: site.name, description: site.description, siteUrl: "https://kindredminds.example.org" }).feeds[0];
    if (!feed) throw new Error("no feed");
    expect(feed.output).toBe("/rss.xml");
    // The library's order: newest first, guides of the same day by title.
    expect(feed.query).toContain("sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]");
    const nodes = guides.map((guide) => ({
      path: `/resources/${guide.id}/`,
      frontmatter: { title: guide.title, summary: guide.summary, published: guide.published },
    }));
    const items = feed.serialize({
      query: { site: { siteMetadata: { siteUrl: "https://kindredminds.example.org" } }, allGuide: { nodes } },
    });
    expect(items[0]).toEqual({
      title: guides[0]?.title,
      description: guides[0]?.summary,
      date: `${guides[0]?.published}T12:00:00Z`,
      url: `https://kindredminds.example.org/resources/${guides[0]?.id}/`,
      guid: `https://kindredminds.example.org/resources/${guides[0]?.id}/`,
    });
    expect(items).toHaveLength(guides.length);
  });
});

describe("a language's feed", () => {
  const spanish = guideFeed({ name: site.name, description: site.description, siteUrl: "https://kindredminds.example.org" }, DATA).feeds.find(
    (feed) => feed.output === "/es/rss.xml",
  );

  it("is /es/rss.xml for Spanish, the whole site's second language, with its guides in Spanish", () => {
    expect(spanish?.language).toBe("es-US");
    expect(spanish?.site_url).toBe("https://kindredminds.example.org/es/resources/");
    // Each guide's node in Spanish: translated, at its Spanish address, or in English at its own (language-nodes.ts).
    expect(spanish?.query).toContain('filter: { language: { eq: "es" } }');
  });

  it("lists each guide as its node in the language has it", () => {
    if (!spanish) throw new Error("no Spanish feed");
    const items = spanish.serialize({
      query: {
        site: { siteMetadata: { siteUrl: "https://kindredminds.example.org" } },
        allGuide: {
          nodes: [{ path: "/es/resources/grief/", frontmatter: { title: "El duelo", summary: "Sobre el duelo.", published: "2026-11-20" } }],
        },
      },
    });
    expect(items).toEqual([
      {
        title: "El duelo",
        description: "Sobre el duelo.",
        date: "2026-11-20T12:00:00Z",
        url: "https://kindredminds.example.org/es/resources/grief/",
        guid: "https://kindredminds.example.org/es/resources/grief/",
      },
    ]);
  });
});

describe("a guide's front matter, as the build reads it", () => {
  // gatsby-transformer-remark's own gray-matter, as the build runs it.
  const matter = createRequire(require.resolve("gatsby-transformer-remark/package.json"))("gray-matter") as (text: string) => {
    data: Record<string, unknown>;
  };
  const saved = '---\ntitle: Finding calm\npublished: 2026-12-01\nreviewed: "2026-12-02"\n---\nText.\n';

  it("keeps a day the text it is, quoted or not, as the editor saves it and as the content check reads it", () => {
    const { data } = matter(saved);
    // gray-matter makes the unquoted day a Date; Gatsby stores it as text at midnight UTC.
    expect(data.published).toBeInstanceOf(Date);
    const stored = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    expect(stored.published).toBe("2026-12-01T00:00:00.000Z");
    // Each guide's node keeps the day as written (src/node/gatsby/language-nodes.ts).
    expect([dayAsWritten(stored.published), dayAsWritten(stored.reviewed)]).toEqual(["2026-12-01", "2026-12-02"]);
    expect([dayAsWritten(data.published), dayAsWritten("2026-12-02"), dayAsWritten("A title")]).toEqual(["2026-12-01", "2026-12-02", "A title"]);
    const reading = readMarkdown(saved);
    expect(reading.ok && reading.frontMatter).toEqual({ title: "Finding calm", published: "2026-12-01", reviewed: "2026-12-02" });
  });
});
