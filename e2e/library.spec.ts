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
import { sectionsOf as sectionsWithIds } from "../src/lib/guide-sections";
import { drawnAgain, serveInstead } from "./support/drawn-again";
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

/**
 * What each guide's page says, read from its built HTML: the browser's own HTML parser reads every guide in one
 * blank page (nothing loads, nothing is laid out), so a guide added by staff adds no page load. How a guide page
 * behaves (its Print button, its print view) is its template's, checked on the first guide of the list below; and
 * each guide page is loaded by the per-route checks (routes.spec.ts, pages.spec.ts) and the Nu checker.
 */
interface GuideHtml {
  id: string;
  header: string;
  published: string | null;
  unlinked: string[];
  phoneHrefs: string[];
  contentsHeading: string | null;
  contents: { text: string; href: string; target: boolean }[];
  article: string;
  sources: string[];
  /** Each source's text, with the address its print view shows. */
  sourceTexts: string[];
  related: { heading: string; titles: string[] } | null;
  program: { heading: string; name: string; href: string } | null;
  blocks: unknown[];
}

function readGuides(page: Page, files: { id: string; html: string }[]): Promise<GuideHtml[]> {
  return page.evaluate((files) => {
    const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    return files.map(({ id, html }) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      const text = doc.querySelector("[data-guide-text]");
      const unlinked: string[] = [];
      if (text) {
        const walker = doc.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest("a, .print-address")) continue;
          unlinked.push(...(node.textContent?.match(/\b(?:1-)?\d{3}-\d{3}-\d{4}\b|\b\d{5,6}\b/g) ?? []));
        }
      }
      const contents = doc.querySelector('nav[aria-labelledby="contents-heading"]');
      const region = (name: string) => doc.querySelector(`section[aria-labelledby="${name}-heading"]`);
      const related = region("related");
      const program = region("program");
      const programLink = program?.querySelector("a");
      return {
        id,
        header: squash(doc.querySelector("article > header")?.textContent),
        published: doc.querySelector("article > header time")?.getAttribute("datetime") ?? null,
        unlinked,
        phoneHrefs: [...(text?.querySelectorAll("a[href^='tel:'], a[href^='sms:']") ?? [])].map((link) => link.getAttribute("href") ?? ""),
        contentsHeading: contents ? squash(doc.getElementById("contents-heading")?.textContent) : null,
        contents: [...(contents?.querySelectorAll("a") ?? [])].map((link) => {
          const href = link.getAttribute("href") ?? "";
          return { text: squash(link.textContent), href, target: doc.querySelectorAll(`h2[id="${href.slice(1)}"]`).length === 1 };
        }),
        article: squash(doc.querySelector('article[aria-labelledby="guide-title"]')?.textContent),
        sources: [...doc.querySelectorAll("h2#where-to-learn-more + ul a")].map((link) => link.getAttribute("href") ?? ""),
        sourceTexts: [...doc.querySelectorAll("h2#where-to-learn-more + ul li")].map((item) => squash(item.textContent)),
        related: related
          ? {
              heading: squash(doc.getElementById("related-heading")?.textContent),
              titles: [...related.querySelectorAll("h3")].map((h) => squash(h.textContent)),
            }
          : null,
        program:
          program && programLink
            ? {
                heading: squash(doc.getElementById("program-heading")?.textContent),
                name: squash(programLink.textContent),
                href: programLink.getAttribute("href") ?? "",
              }
            : null,
        blocks: [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
          [JSON.parse(script.textContent ?? "null") as unknown].flat(),
        ),
      };
    });
  }, files);
}

test.describe("every guide's page, read from its built HTML", () => {
  test.describe.configure({ mode: "default" });
  let read: GuideHtml[];
  test.beforeAll(async ({ site }) => {
    const page = await site.newPage(1280);
    const files = guides.map((guide) => ({ id: guide.id, html: readFileSync(path.join(PUBLIC_DIR, "resources", guide.id, "index.html"), "utf8") }));
    read = await readGuides(page, files);
    await page.context().close();
  });
  const each = (check: (guide: (typeof guides)[number], html: GuideHtml) => void) => {
    expect(read.map((html) => html.id)).toEqual(guides.map((guide) => guide.id));
    guides.forEach((guide, index) => check(guide, read[index] as GuideHtml));
  };

  test("says what it is, who it is for, how long it takes, when it was published and reviewed, before its text", () =>
    each((guide, html) => {
      expect.soft(html.header, guide.id).toContain(guide.title);
      expect.soft(html.header, guide.id).toContain(guide.summary);
      for (const audience of guide.audiences) expect.soft(html.header, guide.id).toContain(audienceLabel(audience));
      expect.soft(html.header, guide.id).toMatch(READING_TIME);
      expect.soft(html.header, guide.id).toContain(formatEventDate(guide.published));
      expect.soft(html.header, guide.id).toContain(formatEventDate(guide.reviewed));
      expect.soft(html.published, guide.id).toBe(guide.published);
    }));

  test("gives every phone number and text-message number in its text as a link a phone can call or text", () =>
    each((guide, html) => {
      // A number written as 1-800-715-4225 or 800-715-4225, or a five- or six-digit short code such as 741741, in
      // the guide's text but in no link.
      expect.soft(html.unlinked, guide.id).toEqual([]);
      for (const href of html.phoneHrefs) expect.soft(href, guide.id).toMatch(/^(tel:\+?\d+|sms:\d+(\?&body=\w+)?)$/);
    }));

  test("has a table of contents linked to its sections when it has three or more, and none otherwise", () =>
    each((guide, html) => {
      const sections = sectionsOf(guide.body);
      if (sections.length < 3) {
        expect.soft(html.contentsHeading, guide.id).toBeNull();
        return;
      }
      expect.soft(html.contentsHeading, guide.id).toBe(texts.contentsHeading);
      // Each section by its title; a step that numbers itself ("1. My warning signs") without the number the list writes.
      expect
        .soft(
          html.contents.map((link) => link.text),
          guide.id,
        )
        .toEqual(sections.map((title, index) => withoutOwnNumber(title, index + 1)));
      expect
        .soft(
          html.contents.filter((link) => !link.target).map((link) => link.href),
          guide.id,
        )
        .toEqual([]);
    }));

  test("ends with what to do today and where to learn more, says who reviewed it and when, and that it is education, once", () =>
    each((guide, html) => {
      // The person its details name, if any (never made up: a guide names one only when staff fill it in), else the team.
      const reviewer = reviewerOf(guide);
      expect.soft(sectionsOf(guide.body).slice(-2), guide.id).toEqual(["What you can do today", "Where to learn more"]);
      expect.soft(html.article, guide.id).toContain(`${reviewedByText(texts, reviewer)}, ${formatEventDate(guide.reviewed)}.`);
      expect.soft(html.article.split(texts.educationNote), guide.id).toHaveLength(2);
      expect.soft(html.sources.length, guide.id).toBeGreaterThan(0);
      // With its address, which only the print view shows (the first guide's print view is checked below).
      for (const text of html.sourceTexts) expect.soft(text, guide.id).toMatch(/\(https:\/\/[^)]+\)/);
      // Public authorities only: the 988 Lifeline, NIH, CDC, SAMHSA, FindTreatment.gov, Georgia's DBHDD, the Department of Education.
      for (const source of html.sources) {
        expect
          .soft(source, guide.id)
          .toMatch(/^https:\/\/([a-z0-9-]+\.)*(988lifeline\.org|nih\.gov|cdc\.gov|samhsa\.gov|findtreatment\.gov|dbhdd\.georgia\.gov|ed\.gov)\//);
      }
    }));

  test("links guides of the same topic and its program, if it has one", () =>
    each((guide, html) => {
      const related = guides.filter((other) => other.id !== guide.id && other.topics.some((topic) => guide.topics.includes(topic))).slice(0, 3);
      expect
        .soft(html.related, guide.id)
        .toEqual(related.length === 0 ? null : { heading: texts.relatedHeading, titles: related.map((other) => other.title) });
      const program = programs.find((candidate) => candidate.id === guide.program);
      expect
        .soft(html.program, guide.id)
        .toEqual(program ? { heading: texts.programHeading, name: program.name, href: `/programs/${program.id}/` } : null);
    }));

  test("describes itself as an Article by the organization, on a page it last reviewed, saying by whom", () =>
    each((guide, html) => {
      const reviewer = reviewerOf(guide);
      const url = `${siteFile.siteUrl}/resources/${guide.id}/`;
      expect.soft(html.blocks, guide.id).toContainEqual(
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
      expect.soft(html.blocks, guide.id).toContainEqual(
        expect.objectContaining({
          "@type": "WebPage",
          url,
          lastReviewed: guide.reviewed,
          reviewedBy: reviewer
            ? expect.objectContaining({ "@type": "Person", name: reviewer.name })
            : expect.objectContaining({ "@type": "NGO", name: siteFile.name }),
        }),
      );
    }));
});

/**
 * The crisis line near the top of every guide, before its text: where it lands depends on what comes before it
 * (the title, the summary, the topics), so every guide is laid out, at 1280 px, one after another in one tab
 * without scripts (they move nothing above the text).
 */
test.describe("the crisis line near the top of each guide, at 1280 px", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(1280, { javaScriptEnabled: false });
  });
  test.afterAll(() => page.context().close());

  for (const guide of guides) {
    test(`/resources/${guide.id}/ shows it on the first screen, before the text`, async () => {
      await visit(page, `/resources/${guide.id}/`, { scripts: false });
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
  }
});

/**
 * What the guide template does, on the first guide of the list (whichever staff publish, or delete): every guide
 * page is that template with other words, which the tests above read from each guide's HTML.
 */
test.describe("a guide's page, on the first guide of the list", () => {
  test.describe.configure({ mode: "default" });
  const first = guides[0];
  let page: Page;
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(1280);
    await visit(page, `/resources/${first?.id ?? ""}/`);
  });
  test.afterAll(() => page.context().close());

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
      expect(await sources.count()).toBeGreaterThan(0);
      for (const text of await sources.allInnerTexts()) expect(text).toMatch(/\(https:\/\/[^)]+\)/);
      await expect(page.locator("h2#where-to-learn-more")).toBeVisible();
      // What prints is as accessible as what shows on screen.
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });
});

/** Whether each item of the guide's text has a line to write on under it, as printed. */
function linesUnderItems(page: Page): Promise<boolean[]> {
  return page.locator("article [data-guide-text] li").evaluateAll((items) =>
    items.map((item) => {
      const line = getComputedStyle(item, "::after");
      return line.display !== "none" && line.borderBottomStyle !== "none";
    }),
  );
}

/**
 * A form's text of the test's own: two prompts under each of three sections, then the two sections every guide
 * ends with (what to do today, where to learn more), whose items get no line.
 */
const FORM_SECTIONS = sectionsWithIds(
  ["What keeps me well", "My warning signs", "People I can call", "What you can do today", "Where to learn more"].map((value) => ({
    value,
    depth: 2,
  })),
);
const FORM_TEXT = FORM_SECTIONS.map(
  (section) => `<h2 id="${section.id}">${section.value}</h2>\n<ul>\n<li>A first prompt:</li>\n<li>A second prompt:</li>\n</ul>`,
).join("\n");

test.describe("printing", () => {
  // The form's print layout, whether or not staff print any guide as a form: the first guide of the list, drawn
  // again by the build's renderer with the form's text above, once with printAs: "form" (the field of the guide's
  // front matter, which its page's query hands the article) and once without.
  test('prints a guide whose front matter says printAs: "form" as a form: one page, a line under each prompt', async ({ site }) => {
    const route = `/resources/${guides[0]?.id ?? ""}/`;
    for (const printAs of ["form", null]) {
      const page = await site.newPage(1280);
      const html = drawnAgain<Queries.GuidePageQuery>(route, (data) => ({
        ...data,
        guide: data.guide && { ...data.guide, sections: FORM_SECTIONS, bodyHtml: FORM_TEXT, frontmatter: { ...data.guide.frontmatter, printAs } },
      }));
      await serveInstead(page, site.origin, route, html);
      await visit(page, route);
      await page.emulateMedia({ media: "print" });
      const lines = await linesUnderItems(page);
      if (printAs === "form") {
        expect(lines).toEqual(FORM_SECTIONS.flatMap((_section, index) => [index < FORM_SECTIONS.length - 2, index < FORM_SECTIONS.length - 2]));
        await expectOnePageAtFullSize(page);
      } else {
        expect(lines).toEqual(FORM_SECTIONS.flatMap(() => [false, false]));
      }
      await page.context().close();
    }
  });

  // Every form-like guide of data/guides/ (there may be none), in English and in each translation (longer or
  // shorter than its English, with its language's crisis lines): each has its own prompts, and each must still fit
  // its one page.
  const forms = guides.filter((guide) => guide.printAs === "form").map((guide) => `/resources/${guide.id}/`);
  for (const form of forms) {
    test(`${form} prints as a form: one page, with lines to write on under its prompts`, async ({ page }) => {
      await visit(page, form);
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
