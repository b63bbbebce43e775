import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Request, Route } from "playwright-core";
import path from "node:path";
import { eventFragment, events as eventFiles, programs, readData, tiers } from "../__tests__/support/data";
import { splitEvents } from "../src/lib/event-schedule";
import { loadImages, openSite, visit, type Site } from "./support/browser";
import { crisisNotice, pageTexts } from "./support/content";
import { AXE_TAGS } from "./support/route-visit";
import { NOTHING_UPCOMING_DIR, NOTHING_UPCOMING_NOW, TEST_NOW } from "./support/clocks";
import { ALL_ROUTES } from "./support/routes";

/**
 * What keeps a visitor in touch: events split into upcoming and past (checked on two builds with fixed clocks),
 * the newsletter sign-up in every footer, contact topics chosen by links, and the crisis line on every page.
 */

const SHOTS = path.resolve(__dirname, "../screenshots/visitors");
const WIDTHS = [375, 1280] as const;

const read = readData;
const siteFile = read<{ email: string }>("site.json");
const footer = read<{
  newsletter: { heading: string; note: string; buttonLabel: string; sentTitle: string };
}>("footer.json");
const crisis = crisisNotice();
const eventsPage = pageTexts<{ emptyHeading: string; pastHeading: string }>("events");
const contactPage = read<{ topicLabel: string; topics: { id: string; label: string }[] }>("pages/contact.json");
const aboutPage = read<{ volunteerLinkLabel: string }>("pages/about.json");
const programPage = read<{ askLabel: string }>("pages/program.json");

/** Each event as the pages compute it: its texts and its exact start and end in the organisation's time zone. */
const events = eventFiles.map((event) => ({ ...eventFragment(event), id: event.id, date: event.date }));

const atTestNow = splitEvents(events, TEST_NOW);
const newsletterThanks = read<{ title: string }>("pages/newsletter-thanks.json");
const newsletterValues = { email: "ana@example.org", firstName: "Ana" };

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

/** Screenshots of these states for review, only on demand (`SCREENSHOTS=1`, as `npm run shots` sets it). */
async function shoot(target: Page | Locator, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`), ...("goto" in target ? { fullPage: true } : {}) });
}

/** Answers every POST to the site with `answer` and records it. */
async function interceptPosts(site: Site, page: Page, answer: (route: Route) => Promise<void>): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(
    (url) => url.origin === site.origin,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      return answer(route);
    },
  );
  return posts;
}

const titlesIn = (list: Locator) => list.locator("article h2, article h3").allInnerTexts();

describe("Events on the test build (SITE_NOW = TEST_NOW)", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(() => site.close());

  it("was built with the test clock, which leaves the last event upcoming and the others past", async () => {
    const pageData = (await (await fetch(`${site.origin}/page-data/events/page-data.json`)).json()) as {
      result: { data: { buildClock: { now: string } } };
    };
    // Otherwise the public/ folder was built with today's clock: run `npm run build:test`.
    expect(Date.parse(pageData.result.data.buildClock.now)).toBe(Date.parse(TEST_NOW));
    // The test clock (clocks.ts) leaves the last event upcoming and the others past.
    expect(atTestNow.upcoming.length).toBeGreaterThan(0);
    if (events.length > 1) expect(atTestNow.past.length).toBeGreaterThan(0);
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("lists upcoming events first, then past events most recent first, %s", async (_case, javaScriptEnabled) => {
    const page = await site.newPage(1280, { javaScriptEnabled });
    await visit(page, site.origin, "/events/", { scripts: javaScriptEnabled });
    expect(await page.locator("h1").innerText()).toBe(eventsPage.title);
    const upcoming = page.locator("#upcoming-events");
    expect(await titlesIn(upcoming)).toEqual(atTestNow.upcoming.map((event) => event.title));
    const past = page.getByRole("region", { name: eventsPage.pastHeading });
    expect(await titlesIn(past)).toEqual(atTestNow.past.map((event) => event.title));
    // The order on the page: upcoming above past.
    const [upcomingBox, pastBox] = await Promise.all([upcoming.boundingBox(), past.boundingBox()]);
    expect(upcomingBox?.y ?? Infinity).toBeLessThan(pastBox?.y ?? -Infinity);
    expect(await page.getByText(eventsPage.emptyHeading).count()).toBe(0);
    for (const event of atTestNow.upcoming) {
      expect(await upcoming.getByRole("link", { name: `Add to calendar (${event.title})` }).count()).toBe(1);
    }
    expect(await past.getByRole("link", { name: /Add to calendar/ }).count()).toBe(0);
    for (const event of atTestNow.past) expect(await past.innerText()).toContain(event.dateText);
  });

  it("keeps the past events visibly secondary: smaller titles, no card shadow", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/events/");
    const style = (selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const computed = getComputedStyle(element);
        return { size: parseFloat(computed.fontSize), shadow: computed.boxShadow };
      });
    const upcomingTitle = await style('#upcoming-events article h2');
    const pastTitle = await style("#past-events ~ ul article h3");
    expect(pastTitle.size).toBeLessThan(upcomingTitle.size);
    expect((await style("#past-events ~ ul article")).shadow).toBe("none");
  });

  it("describes every event, upcoming and past, with its real dates in structured data", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/events/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const described = blocks
      .flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat())
      .filter((block) => block["@type"] === "Event");
    expect(described.map((event) => event.name).sort()).toEqual(events.map((event) => event.title).sort());
    for (const event of [...atTestNow.upcoming, ...atTestNow.past]) {
      const block = described.find((candidate) => candidate.name === event.title);
      expect(block).toMatchObject({ startDate: event.startsAt, endDate: event.endsAt });
    }
  });

  it("shows the next upcoming event on the home page, linked to its card", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/");
    const next = atTestNow.upcoming[0];
    if (!next) throw new Error("the test clock leaves no upcoming event");
    const link = page.getByRole("link", { name: next.title });
    expect(await link.getAttribute("href")).toBe(`/events/#event-${next.id}`);
    expect(await page.getByText(next.dateText).count()).toBeGreaterThan(0);
  });

  // axe-core on this very page, at 375 and 1280 px, is part of pages.e2e.ts's load of /events/ at each width;
  // `npm run shots` photographs it.
});

describe("Events when nothing is upcoming (a second build, SITE_NOW = NOTHING_UPCOMING_NOW)", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(undefined, NOTHING_UPCOMING_DIR);
  });
  afterAll(() => site.close());

  it("says so kindly, offers the newsletter, and still lists every past event", async () => {
    expect(splitEvents(events, NOTHING_UPCOMING_NOW).upcoming).toEqual([]);
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/events/");
    expect(await page.locator("h1").innerText()).toBe(eventsPage.title);
    const main = page.locator("main");
    expect(await main.getByRole("heading", { name: eventsPage.emptyHeading }).count()).toBe(1);
    expect(await main.getByRole("form").count()).toBe(1);
    expect(await main.getByRole("button", { name: footer.newsletter.buttonLabel }).count()).toBe(1);
    // The footer does not repeat the sign-up the page already shows.
    expect(await page.getByRole("button", { name: footer.newsletter.buttonLabel }).count()).toBe(1);
    expect(await page.getByRole("contentinfo").getByRole("heading", { name: footer.newsletter.heading }).count()).toBe(0);
    const past = page.getByRole("region", { name: eventsPage.pastHeading });
    const expected = splitEvents(events, NOTHING_UPCOMING_NOW).past.map((event) => event.title);
    expect(await titlesIn(past)).toEqual(expected);
  });

  it("shows no next event on the home page", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/");
    for (const event of events) expect(await page.getByRole("link", { name: event.title }).count()).toBe(0);
  });

  it.each(WIDTHS)("has no accessibility violations at %i px, before and after signing up there", async (width) => {
    const page = await site.newPage(width);
    await visit(page, site.origin, "/events/");
    await loadImages(page);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `events-nothing-upcoming-${width}`);
    const posts = await interceptPosts(site, page, (route) => route.fulfill({ status: 200, body: "ok" }));
    const main = page.locator("main");
    await main.getByLabel("Email address").fill(newsletterValues.email);
    await main.getByRole("button", { name: footer.newsletter.buttonLabel }).click();
    await main.getByText(footer.newsletter.sentTitle).waitFor();
    expect(posts).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the newsletter sign-up in the footer", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(() => site.close());

  async function footerForm(width: number): Promise<{ page: Page; form: Locator }> {
    const page = await site.newPage(width);
    await visit(page, site.origin, "/about/");
    return { page, form: page.locator("footer") };
  }

  async function fill(form: Locator): Promise<void> {
    await form.getByLabel("Email address").fill(newsletterValues.email);
    await form.getByLabel("First name (optional)").fill(newsletterValues.firstName);
  }

  it.each(ALL_ROUTES.map((route) => [route.path]))("is in the HTML of %s as a Netlify form with a honeypot", async (route) => {
    const html = await (await fetch(site.origin + route)).text();
    const form = /<form[^>]*name="newsletter"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('data-netlify="true"');
    expect(form).toContain('data-netlify-honeypot="bot-field"');
    expect(form).toContain('action="/newsletter/thanks/"');
    expect(html).toContain('value="newsletter"');
  });

  it.each(WIDTHS)("sends, says it is sending, then thanks the visitor, at %i px", async (width) => {
    const { page, form } = await footerForm(width);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const posts = await interceptPosts(site, page, async (route) => {
      await held;
      await route.fulfill({ status: 200, body: "ok" });
    });
    await fill(form);
    await shoot(form, `footer-${width}`);
    await form.getByRole("button", { name: footer.newsletter.buttonLabel }).click();
    const sending = form.getByRole("button", { name: "Signing up…" });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(form, `footer-sending-${width}`);
    release();
    await form.getByText(footer.newsletter.sentTitle).waitFor();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url()).toBe(`${site.origin}/`);
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""))).toEqual({
      "form-name": "newsletter",
      "bot-field": "",
      ...newsletterValues,
    });
    expect(await axeViolations(page)).toEqual([]);
    await shoot(form, `footer-sent-${width}`);
  });

  it.each(WIDTHS)("keeps what was typed when signing up fails, at %i px", async (width) => {
    const { page, form } = await footerForm(width);
    await interceptPosts(site, page, (route) => route.abort("failed"));
    await fill(form);
    await form.getByRole("button", { name: footer.newsletter.buttonLabel }).click();
    await form.getByRole("alert").waitFor();
    expect(await form.getByLabel("Email address").inputValue()).toBe(newsletterValues.email);
    expect(await form.getByLabel("First name (optional)").inputValue()).toBe(newsletterValues.firstName);
    expect(await form.getByRole("alert").getByRole("link").getAttribute("href")).toBe(`mailto:${siteFile.email}`);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(form, `footer-failed-${width}`);
  });

  it("works without JavaScript: a plain POST that lands on the thank-you page", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posts: Request[] = [];
    await page.route(`${site.origin}/newsletter/thanks/`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      return route.fulfill({ status: 303, headers: { location: "/newsletter/thanks/" } });
    });
    await visit(page, site.origin, "/mission/", { scripts: false });
    await fill(page.locator("footer"));
    await page.locator("footer").getByRole("button", { name: footer.newsletter.buttonLabel }).click();
    await page.waitForURL(`${site.origin}/newsletter/thanks/`);
    expect(await page.locator("h1").innerText()).toBe(newsletterThanks.title);
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""))).toMatchObject({
      "form-name": "newsletter",
      ...newsletterValues,
    });
    await context.close();
  });
});

describe("contact topics chosen by links", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(() => site.close());

  const topicLabel = (id: string) => contactPage.topics.find((topic) => topic.id === id)?.label;

  async function expectTopic(page: Page, id: string): Promise<void> {
    const choice = page.getByRole("combobox", { name: contactPage.topicLabel });
    await page.waitForFunction(
      (wanted) => (document.querySelector("#contact-topic") as HTMLSelectElement | null)?.value === wanted,
      id,
    );
    expect(await choice.inputValue()).toBe(id);
    expect(await choice.locator("option:checked").innerText()).toBe(topicLabel(id));
  }

  it("offers every topic from data, a general question first", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/contact/");
    const options = await page.getByRole("combobox", { name: contactPage.topicLabel }).locator("option").allInnerTexts();
    expect(options).toEqual(contactPage.topics.map((topic) => topic.label));
    expect(await page.getByRole("combobox", { name: contactPage.topicLabel }).inputValue()).toBe(contactPage.topics[0]?.id);
  });

  it("the About page's volunteer link chooses volunteering, and the topic is sent", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/about/");
    await page.getByRole("link", { name: aboutPage.volunteerLinkLabel }).click();
    await page.waitForURL(/\/contact\/\?topic=volunteering$/);
    await expectTopic(page, "volunteering");
    const posts = await interceptPosts(site, page, (route) => route.fulfill({ status: 200, body: "ok" }));
    const main = page.locator("main");
    await main.getByLabel("Name", { exact: true }).fill("Ana Reyes");
    await main.getByLabel("Email", { exact: true }).fill("ana@example.org");
    await main.getByLabel("Message", { exact: true }).fill("I could help on Saturdays.");
    await main.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you for your message" }).waitFor();
    expect(new URLSearchParams(posts[0]?.postData() ?? "").get("topic")).toBe("volunteering");
  });

  it.each(programs.map((program) => [program.name, program]))(
    "%s's page asks about that program, and says which",
    async (name, program) => {
      const page = await site.newPage(1280);
      await visit(page, site.origin, `/programs/${program.id}/`);
      await page.getByRole("link", { name: programPage.askLabel }).click();
      await page.waitForURL(`${site.origin}/contact/?topic=program&program=${program.id}`);
      await expectTopic(page, "program");
      expect(await page.getByLabel("Message", { exact: true }).inputValue()).toContain(name);
    },
  );

  it("a giving level without a checkout link chooses giving, with its message", async () => {
    const tier = tiers.find((candidate) => !candidate.checkoutUrl);
    if (!tier) return;
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/donation/");
    await page.getByRole("article", { name: tier.name }).getByRole("link", { name: /^Donate Now/ }).click();
    await page.waitForURL(`${site.origin}/contact/?topic=giving&tier=${tier.id}`);
    await expectTopic(page, "giving");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toContain(`as a ${tier.name}`);
  });

  it.each(WIDTHS)("is photographed with a topic chosen, at %i px, with no accessibility violations", async (width) => {
    const page = await site.newPage(width);
    const program = programs[0];
    if (!program) return;
    await visit(page, site.origin, `/contact/?topic=program&program=${program.id}`);
    await expectTopic(page, "program");
    expect(await axeViolations(page)).toEqual([]);
    await page.locator("#contact-form-heading").scrollIntoViewIfNeeded();
    await shoot(page, `contact-topic-${width}`);
  });
});

describe("the crisis line", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(() => site.close());

  describe("without JavaScript, at 375 px", () => {
    let page: Page;
    beforeAll(async () => {
      page = await site.newPage(375, { javaScriptEnabled: false });
    });
    afterAll(() => page.context().close());

    it.each(ALL_ROUTES.map((route) => [route.path]))("is in the footer of %s, with call and text links", async (route) => {
      await visit(page, site.origin, route, { scripts: false });
      const notice = page.locator("footer").getByText(crisis.heading).locator("..");
      for (const link of crisis.links) {
        expect(await notice.getByRole("link", { name: link.name, exact: link.exact }).getAttribute("href")).toBe(link.href);
      }
      expect(await notice.isVisible()).toBe(true);
      // The sentence as staff wrote it in data/footer.json, every place filled in.
      expect((await notice.innerText()).replace(/\s+/g, " ")).toContain(crisis.sentence);
    });
  });

  it("reads the same on the contact page as in the footer", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/contact/");
    const inMain = page.locator("main").getByText(crisis.heading).locator("..");
    const inFooter = page.locator("footer").getByText(crisis.heading).locator("..");
    expect(await inMain.innerText()).toBe(await inFooter.innerText());
  });
});
