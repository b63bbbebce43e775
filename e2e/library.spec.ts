import { withoutOwnNumber } from "../src/lib/guides";
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import path from "node:path";
import type { Page } from "@playwright/test";
import { guides, programs, site as siteFile } from "../__tests__/support/data";
import { formatEventDate } from "../src/lib/datetime";
import { reviewedByText, reviewerOf } from "../src/lib/guides";
import { fillTemplate } from "../src/lib/templates";
import { crisisNotice } from "./support/content";
import { expect, test, visit } from "./support/fixtures";
import { axeViolations, squash } from "./support/page-checks";
import { library, TRANSLATED_GUIDE_PAGES, WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { languageFolder } from "../src/lib/languages";
import { PUBLIC_DIR } from "../harness/static-server";
import { libraryTexts as texts, newestFirst } from "./support/library";

/**
 * The guides library, read off the built pages and compared with data/guides/ and data/pages/resources.json:
 * which guides each list holds, in which order, what a guide page tells before its text, printing, and the feed
 * and sitemap that share the guides. Narrowing without JavaScript, on a phone, is in library.phone.spec.ts; the
 * home page's newest guides and the move from there to the library, on facts.spec.ts's load of the home page.
 */

const topicLabel = (id: string) => library.topics.find((topic) => topic.id === id)?.label ?? id;
const audienceLabel = (id: string) => library.audiences.find((audience) => audience.id === id)?.label ?? id;
const sectionsOf = (body: string) => [...body.matchAll(/^## (.+)$/gm)].map((match) => (match[1] ?? "").trim());
const READING_TIME = new RegExp(fillTemplate(texts.readingTime, { minutes: "\\d+" }));

/** The guides a built list page links, in its order, read from its HTML. */
function listedGuides(file: string): (string | undefined)[] {
  const html = readFileSync(path.join(PUBLIC_DIR, file), "utf8");
  return [...html.matchAll(/<h3[^>]*><a href="\/resources\/([^/"]+)\/"/g)].map((match) => match[1]);
}

test.describe("/resources/", () => {
  test("lists every guide, newest first, each with its topics, summary, audiences and reading time", async ({ page }) => {
    await visit(page, "/resources/");
    await expect(page.locator("main article h3")).toHaveText(newestFirst);
    for (const guide of guides) {
      const card = page.getByRole("article", { name: guide.title });
      await expect(card.getByRole("link", { name: guide.title })).toHaveAttribute("href", `/resources/${guide.id}/`);
      const text = squash(await card.innerText());
      expect(text).toContain(guide.summary);
      for (const topic of guide.topics) expect(text.toLowerCase()).toContain(topicLabel(topic).toLowerCase());
      const audiences = library.audiences.filter((audience) => guide.audiences.includes(audience.id)).map((audience) => audience.label);
      expect(text).toContain(`${texts.forLabel}: ${audiences.join(", ")}`);
      expect(text).toMatch(READING_TIME);
    }
  });

  for (const topic of library.topics) {
    test(`/resources/topics/${topic.id}/ lists exactly the guides of that topic`, () => {
      expect(listedGuides(`resources/topics/${topic.id}/index.html`)).toEqual(
        guides.filter((guide) => guide.topics.includes(topic.id)).map((guide) => guide.id),
      );
    });
  }
});

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

/** The page, printed on Letter paper: one page, at full size. */
async function expectOnePageAtFullSize(page: Page): Promise<void> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "Letter", printBackground: true });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  // At full size: a form too long for its columns grows sideways, and Chromium shrinks the whole page to fit
  // rather than starting a second one.
  expect(printScales(pdf)).toEqual([PRINT_FULL_SIZE]);
}

// Each guide is loaded once, at 1280 px, for all its checks, in this order: printing comes last.
for (const guide of guides) {
  test.describe(`the guide ${guide.id}`, () => {
    test.describe.configure({ mode: "default" });
    let page: Page;
    test.beforeAll(async ({ site }) => {
      page = await site.newPage(1280);
      await visit(page, `/resources/${guide.id}/`);
    });
    test.afterAll(() => page.context().close());

    test("says what it is, who it is for, how long it takes, when it was published and reviewed, before its text", async () => {
      const header = page.locator("article > header");
      await expect(header.locator("h1")).toHaveText(guide.title);
      const text = squash(await header.innerText());
      expect(text).toContain(guide.summary);
      for (const audience of guide.audiences) expect(text).toContain(audienceLabel(audience));
      expect(text).toMatch(READING_TIME);
      expect(text).toContain(formatEventDate(guide.published));
      expect(text).toContain(formatEventDate(guide.reviewed));
      await expect(header.locator("time").first()).toHaveAttribute("datetime", guide.published);
    });

    test("shows the crisis line near the top, before the text", async () => {
      const crisis = crisisNotice();
      const notice = page.locator("article").getByText(crisis.heading);
      await expect(notice).toBeVisible();
      const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
      const firstParagraph = (await page.locator("article p").filter({ hasNotText: crisis.heading }).nth(1).boundingBox())?.y ?? 0;
      expect(noticeTop).toBeLessThan(900);
      expect(noticeTop).toBeLessThan(firstParagraph + 900);
      const links = page.locator("article").getByRole("link", { name: crisis.links[0]?.name ?? "", exact: true });
      await expect(links.first()).toHaveAttribute("href", crisis.links[0]?.href ?? "");
    });

    test("gives every phone number and text-message number in its text as a link a phone can call or text", async () => {
      // A number written as 1-800-715-4225 or 800-715-4225, or a five- or six-digit short code such as 741741, in
      // the guide's text but in no link.
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
      const hrefs = await page
        .locator("[data-guide-text] a[href^='tel:'], [data-guide-text] a[href^='sms:']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      for (const href of hrefs) expect(href).toMatch(/^(tel:\+?\d+|sms:\d+(\?&body=\w+)?)$/);
    });

    const sections = sectionsOf(guide.body);
    test(
      sections.length >= 3 ? "has a table of contents linked to its sections" : "has no table of contents, with fewer than three sections",
      async () => {
        const contents = page.getByRole("navigation", { name: texts.contentsHeading });
        if (sections.length < 3) {
          await expect(contents).toHaveCount(0);
          return;
        }
        const links = contents.getByRole("link");
        // Each section by its title; a step that numbers itself ("1. My warning signs") without the number the list writes.
        await expect(links).toHaveText(sections.map((title, index) => withoutOwnNumber(title, index + 1)));
        for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))) {
          await expect(page.locator(`h2[id="${href.slice(1)}"]`)).toHaveCount(1);
        }
      },
    );

    // The person its details name, if any (never made up: a guide names one only when staff fill it in), else the team.
    const reviewer = reviewerOf(guide);

    test("ends with what to do today and where to learn more, says who reviewed it and when, and that it is education, once", async () => {
      expect(sections.slice(-2)).toEqual(["What you can do today", "Where to learn more"]);
      const article = squash(await page.getByRole("article", { name: guide.title }).innerText());
      expect(article).toContain(`${reviewedByText(texts, reviewer)}, ${formatEventDate(guide.reviewed)}.`);
      expect(article.split(texts.educationNote)).toHaveLength(2);
      const sources = await page.locator("h2#where-to-learn-more + ul a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      expect(sources.length).toBeGreaterThan(0);
      // Public authorities only: the 988 Lifeline, NIH, CDC, SAMHSA, FindTreatment.gov, Georgia's DBHDD, the Department of Education.
      for (const source of sources) {
        expect(source).toMatch(
          /^https:\/\/([a-z0-9-]+\.)*(988lifeline\.org|nih\.gov|cdc\.gov|samhsa\.gov|findtreatment\.gov|dbhdd\.georgia\.gov|ed\.gov)\//,
        );
      }
    });

    test("links guides of the same topic and its program, if it has one", async () => {
      const related = guides.filter((other) => other.id !== guide.id && other.topics.some((topic) => guide.topics.includes(topic))).slice(0, 3);
      const region = page.getByRole("region", { name: texts.relatedHeading });
      if (related.length === 0) await expect(region).toHaveCount(0);
      else await expect(region.locator("h3")).toHaveText(related.map((other) => other.title));
      const program = programs.find((candidate) => candidate.id === guide.program);
      const programRegion = page.getByRole("region", { name: texts.programHeading });
      if (!program) await expect(programRegion).toHaveCount(0);
      else await expect(programRegion.getByRole("link", { name: program.name })).toHaveAttribute("href", `/programs/${program.id}/`);
    });

    test("describes itself as an Article by the organization, on a page it last reviewed, saying by whom", async () => {
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

    test("prints from its Print button", async () => {
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole("button", { name: texts.printLabel }).click();
      // The button calls print() in its click handler, before the click returns.
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    });

    test("prints the guide and its sources with their addresses, without the nav, footer, newsletter or buttons", async () => {
      await page.emulateMedia({ media: "print" });
      try {
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.getByRole("banner")).toBeHidden();
        await expect(page.getByRole("contentinfo")).toBeHidden();
        await expect(page.getByRole("button", { name: texts.printLabel })).toBeHidden();
        await expect(page.locator("main form")).toHaveCount(0);
        const sources = page.locator("h2#where-to-learn-more + ul li");
        for (const text of await sources.allInnerTexts()) expect(text).toMatch(/\(https:\/\/[^)]+\)/);
        await expect(page.locator("h2#where-to-learn-more")).toBeVisible();
        // What prints is as accessible as what shows on screen.
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await page.emulateMedia({ media: "screen" });
      }
    });

    // Every form-like guide: each has its own prompts, and each must still fit its one page.
    if (guide.printAs === "form") {
      test("prints as a form: one page, with lines to write on under its prompts", async () => {
        await expectOnePageAtFullSize(page);
        // The prompts are the lists under every section but the last two (what to do today, where to learn more).
        const lines = await page.locator("article [data-guide-text] h2[id]").evaluateAll((headings) =>
          headings
            .slice(0, -2)
            .flatMap((heading) => {
              const list = heading.nextElementSibling;
              return list?.tagName === "UL" ? [...list.children].map((item) => getComputedStyle(item, "::after")) : [];
            })
            .map((line) => `${line.display} ${line.borderBottomStyle}`),
        );
        expect(lines.length).toBeGreaterThan(0);
        expect(new Set(lines)).toEqual(new Set(["block solid"]));
      });
    }
  });
}

test.describe("printing", () => {
  test('has guides that print as forms (printAs: "form" in data/guides/)', () => {
    expect(guides.filter((guide) => guide.printAs === "form").length).toBeGreaterThan(0);
  });

  // A form's translations are longer or shorter than its English, and carry their language's crisis lines.
  const forms = guides.filter((guide) => guide.printAs === "form").map((guide) => `/resources/${guide.id}/`);
  for (const translated of TRANSLATED_GUIDE_PAGES.filter((route) => forms.some((form) => route.path.endsWith(form)))) {
    test(`${translated.path} prints as a form on one page at full size`, async ({ page }) => {
      await visit(page, translated.path);
      await expectOnePageAtFullSize(page);
    });
  }

  test("hides the print button where no script runs, as it could do nothing there", async ({ site }) => {
    const page = await site.newPage(1280, { javaScriptEnabled: false });
    await visit(page, `/resources/${guides[0]?.id ?? ""}/`, { scripts: false });
    await expect(page.getByRole("button", { name: texts.printLabel })).toHaveCount(0);
    await expect(page.getByText(texts.printLabel)).toBeHidden();
    await page.context().close();
  });
});

test.describe("sharing the guides", () => {
  test("offers an RSS feed at /rss.xml, one item per guide with its summary, link and day, named in every page's head", async ({ site }) => {
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

  for (const language of WHOLE_SITE_LANGUAGES) {
    const folder = languageFolder(language);
    test(`offers a feed in ${language} at /${folder}/rss.xml, one item per guide in its language, named in its pages' head`, async ({ site }) => {
      const response = await fetch(`${site.origin}/${folder}/rss.xml`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(`<language><![CDATA[${language}-US]]></language>`);
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
      expect(items).toHaveLength(guides.length);
      for (const guide of TRANSLATED_GUIDE_PAGES.filter((page) => page.lang === language)) {
        const item = items.find((candidate) => candidate.includes(`<link>${siteFile.siteUrl}${guide.path}</link>`));
        expect(item, guide.path).toContain(`<title><![CDATA[${guide.h1}]]></title>`);
        expect(item).toContain(guide.summary);
      }
      const html = await (await fetch(`${site.origin}/${folder}/`)).text();
      expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="/${folder}/rss\\.xml"/>`));
    });
  }

  test("lists every guide, topic and audience page in the sitemap", async ({ site }) => {
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

test.describe("elsewhere on the site", () => {
  for (const program of programs) {
    test(`the page of the program ${program.id} links the guides related to it`, () => {
      expect(listedGuides(`programs/${program.id}/index.html`)).toEqual(
        guides.filter((guide) => guide.program === program.id).map((guide) => guide.id),
      );
    });
  }
});
