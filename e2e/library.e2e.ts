import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import path from "node:path";
import type { Page } from "playwright-core";
import { guides, programs, site as siteFile } from "../__tests__/support/data";
import { formatEventDate } from "../src/lib/datetime";
import { reviewedByText, reviewerOf } from "../src/lib/guides";
import { fillTemplate } from "../src/lib/templates";
import { openSite, visit, type Site } from "./support/browser";
import { axeResults } from "./support/route-visit";
import { crisisNotice, pageTexts } from "./support/content";
import { library } from "./support/routes";
import { PUBLIC_DIR } from "./support/static-server";

/**
 * The guides library, read off the built pages and compared with data/guides/ and data/pages/resources.json:
 * which guides each list holds, in which order, what a guide page tells before its text, narrowing without
 * JavaScript, printing, and the feed and sitemap that share the guides.
 */

interface LibraryTexts {
  forLabel: string;
  readingTime: string;
  reviewedBy: string;
  reviewedByPerson: string;
  reviewedByPersonWithoutCredential: string;
  educationNote: string;
  contentsHeading: string;
  printLabel: string;
  relatedHeading: string;
  programHeading: string;
  allGuidesLabel: string;
}

const texts = pageTexts<LibraryTexts>("resources");
/** Newest first, as every list of the library shows them (the data helper sorts them so). */
const newestFirst = guides.map((guide) => guide.title);
const topicLabel = (id: string) => library.topics.find((topic) => topic.id === id)?.label ?? id;
const audienceLabel = (id: string) => library.audiences.find((audience) => audience.id === id)?.label ?? id;
const sectionsOf = (body: string) => [...body.matchAll(/^## (.+)$/gm)].map((match) => (match[1] ?? "").trim());

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

async function open(route: string, width = 1280, scripts = true): Promise<Page> {
  const page = await site.newPage(width, scripts ? {} : { javaScriptEnabled: false });
  await visit(page, site.origin, route, { scripts });
  return page;
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator("main article h3").allInnerTexts();
}

describe("/resources/", () => {
  it("lists every guide, newest first, each with its topics, summary, audiences and reading time", async () => {
    const page = await open("/resources/");
    expect(await cardTitles(page)).toEqual(newestFirst);
    for (const guide of guides) {
      const card = page.getByRole("article", { name: guide.title });
      expect(await card.getByRole("link", { name: guide.title }).getAttribute("href")).toBe(`/resources/${guide.id}/`);
      const text = (await card.innerText()).replace(/\s+/g, " ");
      expect(text).toContain(guide.summary);
      for (const topic of guide.topics) expect(text.toLowerCase()).toContain(topicLabel(topic).toLowerCase());
      expect(text).toContain(`${texts.forLabel}: ${library.audiences.filter((a) => guide.audiences.includes(a.id)).map((a) => a.label).join(", ")}`);
      expect(text).toMatch(new RegExp(fillTemplate(texts.readingTime, { minutes: "\\d+" })));
    }
  });

  it("narrows to a topic and to an audience with plain links, without JavaScript", async () => {
    const page = await open("/resources/", 375, false);
    const topic = library.topics.find((candidate) => guides.some((guide) => guide.topics.includes(candidate.id)));
    if (!topic) throw new Error("no topic has a guide");
    await page.getByRole("navigation", { name: "Guides by topic and audience" }).getByRole("link", { name: topic.label }).click();
    await page.waitForURL(`**/resources/topics/${topic.id}/`);
    expect(await page.locator("h1").innerText()).toBe(topic.label);
    expect(await page.getByText(topic.description).isVisible()).toBe(true);
    expect(await cardTitles(page)).toEqual(guides.filter((guide) => guide.topics.includes(topic.id)).map((guide) => guide.title));
    const audience = library.audiences.find((candidate) => guides.some((guide) => guide.audiences.includes(candidate.id)));
    if (!audience) throw new Error("no audience has a guide");
    await page.getByRole("link", { name: audience.label, exact: true }).first().click();
    await page.waitForURL(`**/resources/for/${audience.id}/`);
    expect(await cardTitles(page)).toEqual(guides.filter((guide) => guide.audiences.includes(audience.id)).map((guide) => guide.title));
    expect(await page.getByRole("link", { name: audience.label, exact: true }).first().getAttribute("aria-current")).toBe("page");
  });

  it.each(library.topics.map((topic) => [topic.id]))("/resources/topics/%s/ lists exactly the guides of that topic", async (id) => {
    const html = readFileSync(path.join(PUBLIC_DIR, "resources/topics", id, "index.html"), "utf8");
    const listed = [...html.matchAll(/<h3[^>]*><a href="\/resources\/([^/"]+)\/"/g)].map((match) => match[1]);
    expect(listed).toEqual(guides.filter((guide) => guide.topics.includes(id)).map((guide) => guide.id));
  });
});

describe.each(guides.map((guide) => [guide.id, guide]))("the guide %s", (_id, guide) => {
  let page: Page;
  beforeAll(async () => {
    page = await open(`/resources/${guide.id}/`);
  });
  afterAll(() => page.context().close());

  it("says what it is, who it is for, how long it takes, when it was published and reviewed, before its text", async () => {
    const header = page.locator("article > header");
    expect(await header.locator("h1").innerText()).toBe(guide.title);
    const text = (await header.innerText()).replace(/\s+/g, " ");
    expect(text).toContain(guide.summary);
    for (const audience of guide.audiences) expect(text).toContain(audienceLabel(audience));
    expect(text).toMatch(new RegExp(fillTemplate(texts.readingTime, { minutes: "\\d+" })));
    expect(text).toContain(formatEventDate(guide.published));
    expect(text).toContain(formatEventDate(guide.reviewed));
    expect(await header.locator("time").first().getAttribute("datetime")).toBe(guide.published);
  });

  it("shows the crisis line near the top, before the text", async () => {
    const crisis = crisisNotice();
    const notice = page.locator("article").getByText(crisis.heading);
    expect(await notice.isVisible()).toBe(true);
    const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
    const firstParagraph = (await page.locator("article p").filter({ hasNotText: crisis.heading }).nth(1).boundingBox())?.y ?? 0;
    expect(noticeTop).toBeLessThan(900);
    expect(noticeTop).toBeLessThan(firstParagraph + 900);
    const links = page.locator("article").getByRole("link", { name: crisis.links[0]?.name ?? "", exact: true });
    expect(await links.first().getAttribute("href")).toBe(crisis.links[0]?.href);
  });

  it("gives every phone number and text-message number in its text as a link a phone can call or text", async () => {
    // A number written as 1-800-715-4225 or 800-715-4225, or a five- or six-digit short code such as 741741, in the
    // guide's text but in no link.
    const unlinked = await page.locator("[data-guide-text]").evaluate((text) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("a, .print-address")) continue;
        found.push(...(node.textContent?.match(/\b(?:1-)?\d{3}-\d{3}-\d{4}\b|\b\d{5,6}\b/g) ?? []));
      }
      return found;
    });
    expect(unlinked).toEqual([]);
    const hrefs = await page.locator("[data-guide-text] a[href^='tel:'], [data-guide-text] a[href^='sms:']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(href).toMatch(/^(tel:\+?\d+|sms:\d+(\?&body=\w+)?)$/);
  });

  const sections = sectionsOf(guide.body);
  it(sections.length >= 3 ? "has a table of contents linked to its sections" : "has no table of contents, with fewer than three sections", async () => {
    const contents = page.getByRole("navigation", { name: texts.contentsHeading });
    if (sections.length < 3) {
      expect(await contents.count()).toBe(0);
      return;
    }
    const links = contents.getByRole("link");
    expect(await links.allInnerTexts()).toEqual(sections);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))) {
      expect(await page.locator(`h2[id="${href.slice(1)}"]`).count()).toBe(1);
    }
  });

  // The person its details name, if any (never made up: a guide names one only when staff fill it in), else the team.
  const reviewer = reviewerOf(guide);

  it("ends with what to do today and where to learn more, says who reviewed it and when, and that it is education, once", async () => {
    expect(sections.slice(-2)).toEqual(["What you can do today", "Where to learn more"]);
    const article = (await page.getByRole("article", { name: guide.title }).innerText()).replace(/\s+/g, " ");
    expect(article).toContain(`${reviewedByText(texts, reviewer)}, ${formatEventDate(guide.reviewed)}.`);
    expect(article.split(texts.educationNote)).toHaveLength(2);
    const sources = await page.locator("h2#where-to-learn-more + ul a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(sources.length).toBeGreaterThan(0);
    // Public authorities only: the 988 Lifeline, NIH, CDC, SAMHSA, FindTreatment.gov, Georgia's DBHDD, the Department of Education.
    for (const source of sources) {
      expect(source).toMatch(/^https:\/\/([a-z0-9-]+\.)*(988lifeline\.org|nih\.gov|cdc\.gov|samhsa\.gov|findtreatment\.gov|dbhdd\.georgia\.gov|ed\.gov)\//);
    }
  });

  it("links guides of the same topic and its program, if it has one", async () => {
    const related = guides.filter((other) => other.id !== guide.id && other.topics.some((topic) => guide.topics.includes(topic))).slice(0, 3);
    const region = page.getByRole("region", { name: texts.relatedHeading });
    if (related.length === 0) expect(await region.count()).toBe(0);
    else expect(await region.locator("h3").allInnerTexts()).toEqual(related.map((other) => other.title));
    const program = programs.find((candidate) => candidate.id === guide.program);
    const programRegion = page.getByRole("region", { name: texts.programHeading });
    if (!program) expect(await programRegion.count()).toBe(0);
    else expect(await programRegion.getByRole("link", { name: program.name }).getAttribute("href")).toBe(`/programs/${program.id}/`);
  });

  it("describes itself as an Article by the organization, on a page it last reviewed, saying by whom", async () => {
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.flatMap((script) => [JSON.parse(script.textContent ?? "null") as unknown].flat()));
    const url = `${siteFile.siteUrl}/resources/${guide.id}/`;
    expect(blocks).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        headline: guide.title,
        description: guide.summary,
        datePublished: guide.published,
        dateModified: guide.reviewed,
        author: expect.objectContaining({ name: siteFile.name }),
        publisher: expect.objectContaining({ name: siteFile.name }),
        about: library.topics.filter((t) => guide.topics.includes(t.id)).map((t) => ({ "@type": "Thing", name: t.label })),
        audience: library.audiences.filter((a) => guide.audiences.includes(a.id)).map((a) => ({ "@type": "Audience", audienceType: a.label })),
      }),
    );
    expect(blocks).toContainEqual(
      expect.objectContaining({
        "@type": "WebPage",
        url,
        lastReviewed: guide.reviewed,
        reviewedBy: reviewer
          ? expect.objectContaining({ "@type": "Person", name: reviewer.name })
          : expect.objectContaining({ "@type": "NGO", name: siteFile.name }),
      }),
    );
  });

  it("prints from its Print button", async () => {
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole("button", { name: texts.printLabel }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  it("prints the guide and its sources with their addresses, without the nav, footer, newsletter or buttons", async () => {
    await page.emulateMedia({ media: "print" });
    try {
      expect(await page.locator("h1").isVisible()).toBe(true);
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: texts.printLabel }).isVisible()).toBe(false);
      expect(await page.locator("main form").count()).toBe(0);
      const sources = page.locator("h2#where-to-learn-more + ul li");
      for (const text of await sources.allInnerTexts()) expect(text).toMatch(/\(https:\/\/[^)]+\)/);
      expect(await page.locator("h2#where-to-learn-more").isVisible()).toBe(true);
      // What prints is as accessible as what shows on screen.
      expect((await axeResults(page)).violations).toEqual([]);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });
});

describe("printing", () => {
  const forms = guides.filter((guide) => guide.printAs === "form");

  /**
   * The scales a PDF from Chromium draws its pages' content at: CSS pixels to points, times any shrinking to fit.
   * Skia writes each page as a flip (0.24) and then that scale, in its compressed content streams.
   */
  const PRINT_FULL_SIZE = 0.75;
  function printScales(pdf: Buffer): number[] {
    const scales = new Set<number>();
    for (const [, data = ""] of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
      let content: string;
      try {
        content = inflateSync(Buffer.from(data, "latin1")).toString("latin1");
      } catch {
        continue;
      }
      const [flip, scale] = [...content.matchAll(/^([-\d.]+) 0 0 ([-\d.]+) [-\d.]+ [-\d.]+ cm$/gm)].map((match) => Number(match[1]));
      if (flip !== undefined && scale !== undefined) scales.add(Math.round(flip * scale * 1000) / 1000);
    }
    return [...scales];
  }

  it("has guides that print as forms (printAs: \"form\" in data/guides/)", () => {
    expect(forms.length).toBeGreaterThan(0);
  });

  // Every one of them: each form has its own prompts, and each must still fit its one page. (Jest refuses an
  // empty table; the test above fails then.)
  if (forms.length > 0) {
    it.each(forms.map((guide) => [guide.id, guide] as const))("%s prints as a form: one page, with lines to write on under its prompts", async (_id, form) => {
      const page = await open(`/resources/${form.id}/`);
      await page.emulateMedia({ media: "print" });
      const pdf = await page.pdf({ format: "Letter", printBackground: true });
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
      // At full size: a form too long for its columns grows sideways, and Chromium shrinks the whole page to fit
      // rather than starting a second one.
      expect(printScales(pdf)).toEqual([PRINT_FULL_SIZE]);
      // The prompts are the lists under every section but the last two (what to do today, where to learn more).
      const lines = await page.locator("article [data-guide-text] h2[id]").evaluateAll((headings) =>
        headings.slice(0, -2).flatMap((heading) => {
          const list = heading.nextElementSibling;
          return list?.tagName === "UL" ? [...list.children].map((item) => getComputedStyle(item, "::after")) : [];
        }).map((line) => `${line.display} ${line.borderBottomStyle}`),
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(new Set(lines)).toEqual(new Set(["block solid"]));
      await page.context().close();
    });
  }

  it("hides the print button where no script runs, as it could do nothing there", async () => {
    const page = await open(`/resources/${guides[0]?.id ?? ""}/`, 1280, false);
    expect(await page.getByRole("button", { name: texts.printLabel }).count()).toBe(0);
    expect(await page.getByText(texts.printLabel).isVisible()).toBe(false);
  });
});

describe("sharing the guides", () => {
  it("offers an RSS feed at /rss.xml, one item per guide with its summary, link and day, named in every page's head", async () => {
    const response = await fetch(`${site.origin}/rss.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml[^>]*\?><rss[^>]* version="2.0"/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
    expect(items.map((item) => /<title><!\[CDATA\[(.*?)\]\]><\/title>/.exec(item)?.[1])).toEqual(newestFirst);
    guides.forEach((guide, index) => {
      expect(items[index]).toContain(`<link>${siteFile.siteUrl}/resources/${guide.id}/</link>`);
      expect(items[index]).toContain(guide.summary);
      expect(items[index]).toContain(new Date(`${guide.published}T12:00:00Z`).toUTCString());
    });
    for (const route of ["/", "/about/", `/resources/${guides[0]?.id ?? ""}/`]) {
      const html = await (await fetch(site.origin + route)).text();
      expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss\.xml"\/>/);
    }
  });

  it("lists every guide, topic and audience page in the sitemap", async () => {
    const sitemap = await (await fetch(`${site.origin}/sitemap-0.xml`)).text();
    const urls = [
      "/resources/",
      ...guides.map((guide) => `/resources/${guide.id}/`),
      ...library.topics.map((topic) => `/resources/topics/${topic.id}/`),
      ...library.audiences.map((audience) => `/resources/for/${audience.id}/`),
    ];
    for (const url of urls) expect(sitemap).toContain(`<loc>${siteFile.siteUrl}${url}</loc>`);
    // A guide's earlier address only redirects to it: it is not a page of its own.
    for (const earlier of guides.flatMap((guide) => guide.redirectFrom ?? [])) expect(sitemap).not.toContain(`${siteFile.siteUrl}${earlier}<`);
  });
});

describe("moving between pages without a full load", () => {
  it("brings the library's own styles along when a visitor follows a link from the home page", async () => {
    const home = pageTexts<{ guidesLinkLabel: string }>("home");
    const page = await open("/", 1280);
    // Only the home page's CSS is inline; the library's comes with its page when the link is followed.
    await page.getByRole("link", { name: home.guidesLinkLabel }).click();
    await page.waitForURL("**/resources/");
    await page.locator("h1", { hasText: library.title }).waitFor();
    const pill = page.getByRole("navigation", { name: "Guides by topic and audience" }).getByRole("link").first();
    await pill.waitFor();
    const styles = await pill.evaluate((link) => {
      const style = getComputedStyle(link);
      return { display: style.display, radius: Number.parseFloat(style.borderTopLeftRadius), height: link.getBoundingClientRect().height };
    });
    expect(styles.display).toBe("inline-flex");
    expect(styles.radius).toBeGreaterThan(20);
    expect(styles.height).toBeGreaterThanOrEqual(44);
    expect(await page.locator("style[data-href]").count()).toBe(2);
  });
});

describe("elsewhere on the site", () => {
  it("the home page shows the three newest guides", async () => {
    const home = pageTexts<{ guidesHeading: string }>("home");
    const page = await open("/");
    expect(await page.getByRole("region", { name: home.guidesHeading }).locator("h3").allInnerTexts()).toEqual(newestFirst.slice(0, 3));
  });

  it.each(programs.map((program) => [program.id]))("the page of the program %s links the guides related to it", async (id) => {
    const related = guides.filter((guide) => guide.program === id);
    const html = readFileSync(path.join(PUBLIC_DIR, "programs", id, "index.html"), "utf8");
    const listed = [...html.matchAll(/<h3[^>]*><a href="\/resources\/([^/"]+)\/"/g)].map((match) => match[1]);
    expect(listed).toEqual(related.map((guide) => guide.id));
  });
});
