import type { Locator, Page, Request } from "@playwright/test";
import { eventFragment, events as eventFiles, programs, readData, site as siteFile } from "../__tests__/support/data";
import { splitEvents } from "../src/lib/event-schedule";
import { formatEventDate, formatTimeRange, toIsoWithOffset } from "../src/lib/datetime";
import { NOTHING_UPCOMING_NOW, TEST_NOW } from "../harness/clocks";
import { crisisNotice } from "./support/content";
import { expect, test, visit } from "./support/fixtures";
import { interceptPosts, jsonLd } from "./support/page-checks";
import { drawnAgain, serveInstead } from "./support/drawn-again";
import { axeResults } from "./support/route-visit";
import { ALL_ROUTES } from "../harness/routes";
import { atTestNow, contactPage, eventsPage, events, expectTopic, footerTexts, formStatesAt, newsletterValues } from "./support/visitors";
import { inLanguage } from "../src/lib/languages";

/**
 * What keeps a visitor in touch: events split into upcoming and past (on a build with a fixed clock; what the page
 * says with nothing upcoming is __tests__/EventsPage.test.tsx's, and its panel laid out is drawn again below),
 * the newsletter sign-up in every footer, contact topics chosen by links, and the crisis line on every page.
 * The states of the forms checked at both widths are in support/visitors.ts; the crisis line on every route,
 * without JavaScript, at 375 px, in visitors.phone.spec.ts.
 */

const crisis = crisisNotice();
const aboutPage = readData("pages/about.json");
const programPage = readData("pages/program.json");
const newsletterThanks = readData("pages/newsletter-thanks.json");

const titlesIn = (list: Locator) => list.locator("article h2, article h3");

formStatesAt(1280);

test.describe("Events on the test build (SITE_NOW = TEST_NOW)", () => {
  test("was built with the test clock, which leaves the last event upcoming and the others past", async ({ site }) => {
    const pageData = (await (await fetch(`${site.origin}/page-data/events/page-data.json`)).json()) as {
      result: { data: { buildClock: { now: string } } };
    };
    // Otherwise the public/ folder was built with today's clock: run `npm run build:test`.
    expect(Date.parse(pageData.result.data.buildClock.now)).toBe(Date.parse(TEST_NOW));
    // The test clock (clocks.ts) leaves the last event upcoming and the others past.
    expect(atTestNow.upcoming.length).toBeGreaterThan(0);
    if (events.length > 1) expect(atTestNow.past.length).toBeGreaterThan(0);
  });

  async function expectUpcomingThenPast(page: Page): Promise<void> {
    await expect(page.locator("h1")).toHaveText(eventsPage.title);
    const upcoming = page.locator("#upcoming-events");
    await expect(titlesIn(upcoming)).toHaveText(atTestNow.upcoming.map((event) => event.title));
    const past = page.getByRole("region", { name: eventsPage.pastHeading });
    await expect(titlesIn(past)).toHaveText(atTestNow.past.map((event) => event.title));
    // The order on the page: upcoming above past.
    const [upcomingBox, pastBox] = await Promise.all([upcoming.boundingBox(), past.boundingBox()]);
    expect(upcomingBox?.y ?? Infinity).toBeLessThan(pastBox?.y ?? -Infinity);
    await expect(page.getByText(eventsPage.emptyHeading)).toHaveCount(0);
    for (const event of atTestNow.upcoming) {
      await expect(upcoming.getByRole("link", { name: `Add to calendar (${event.title})` })).toHaveCount(1);
    }
    await expect(past.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
    for (const event of atTestNow.past) await expect(past).toContainText(event.dateText);
  }

  test("lists upcoming events first, then past events most recent first, without JavaScript", async ({ site }) => {
    const page = await site.newPage(1280, { javaScriptEnabled: false });
    await visit(page, "/events/", { scripts: false });
    await expectUpcomingThenPast(page);
    await page.context().close();
  });

  // One load of /events/ with its scripts serves every check that only reads it; the one that opens a card is last.
  test.describe("/events/, read on one load", () => {
    test.describe.configure({ mode: "default" });
    let page: Page;
    test.beforeAll(async ({ site }) => {
      page = await site.newPage(1280);
      await visit(page, "/events/");
    });
    test.afterAll(() => page.context().close());

    test("lists upcoming events first, then past events most recent first, with JavaScript", async () => {
      await expectUpcomingThenPast(page);
    });

    test("keeps the past events visibly secondary: smaller titles, no card shadow", async () => {
      const style = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const computed = getComputedStyle(element);
            return { size: parseFloat(computed.fontSize), shadow: computed.boxShadow };
          });
      const upcomingTitle = await style("#upcoming-events article h2");
      const pastTitle = await style("#past-events ~ ul article h3");
      expect(pastTitle.size).toBeLessThan(upcomingTitle.size);
      expect((await style("#past-events ~ ul article")).shadow).toBe("none");
    });

    test("describes every event, upcoming and past, with its real dates in structured data", async () => {
      const described = (await jsonLd(page)).filter((block) => block["@type"] === "Event");
      expect(described.map((event) => event.name).sort()).toEqual(events.map((event) => event.title).sort());
      for (const event of [...atTestNow.upcoming, ...atTestNow.past]) {
        const block = described.find((candidate) => candidate.name === event.title);
        expect(block).toMatchObject({ startDate: event.startsAt, endDate: event.endsAt });
      }
    });

    test("lists every event in its structured data with its exact start and end, place and organizer", async () => {
      const found = (await jsonLd(page)).filter((block) => block["@type"] === "Event");
      expect(found.map((event) => event.name)).toEqual(eventFiles.map((event) => event.title));
      for (const [index, event] of eventFiles.entries()) {
        const described = found[index] as Record<string, unknown> & { location: { address: Record<string, string> }; image: string[] };
        expect(described.startDate).toBe(toIsoWithOffset(event.date, event.startTime, siteFile.timezone));
        expect(described.endDate).toBe(toIsoWithOffset(event.date, event.endTime, siteFile.timezone));
        expect(String(described.startDate)).toMatch(/[+-]\d\d:\d\d$/);
        expect(described).toMatchObject({
          eventStatus: "https://schema.org/EventScheduled",
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          organizer: { "@type": "NGO", name: siteFile.name },
          location: { "@type": "Place" },
        });
        expect(described.location.address.addressRegion).toBe((event.location.address ?? siteFile.address).region);
        expect(described.description).toBe(event.description);
        const image = new URL(described.image[0] ?? "").pathname;
        expect((await fetch(new URL(image, page.url()))).status).toBe(200);
      }
    });

    test("offers each upcoming event's calendar file from its card, and none for events that have ended", async () => {
      const { upcoming, past } = splitEvents(eventFiles.map(eventFragment), TEST_NOW);
      expect(upcoming.length).toBeGreaterThan(0);
      for (const event of upcoming) {
        await expect(page.getByRole("link", { name: `Add to calendar (${event.title})` })).toHaveAttribute("href", `/events/${event.jsonId}.ics`);
      }
      for (const event of past) await expect(page.getByRole("link", { name: `Add to calendar (${event.title})` })).toHaveCount(0);
    });

    test("shows every event in data/events/, and no other", async () => {
      await expect(page.getByRole("article")).toHaveCount(eventFiles.length);
    });

    for (const event of eventFiles) {
      test(`${event.title} shows its date and time`, async () => {
        const card = page.getByRole("article", { name: event.title });
        await expect(card).toContainText(formatEventDate(event.date));
        await expect(card).toContainText(formatTimeRange(event.startTime, event.endTime));
      });
    }

    test("clamps every description to three lines, with Read more to show the rest", async () => {
      const cards = page.getByRole("article");
      let clamped = 0;
      for (let index = 0; index < eventFiles.length; index += 1) {
        const card = cards.nth(index);
        const box = await card.locator("p[id$='-description']").evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            lines: element.clientHeight / parseFloat(style.lineHeight),
            clamp: style.getPropertyValue("-webkit-line-clamp"),
            hidden: element.scrollHeight > element.clientHeight + 1,
          };
        });
        expect(box.clamp).toBe("3");
        // A description longer than three lines shows three, and Read more; a shorter one shows whole, without.
        const readMore = await card.locator("summary", { hasText: "Read more" }).count();
        if (box.hidden) {
          clamped += 1;
          expect([Math.round(box.lines), readMore]).toEqual([3, 1]);
        } else {
          expect(Math.round(box.lines)).toBeLessThanOrEqual(3);
          expect(readMore).toBe(0);
        }
      }
      if (clamped === 0) return;
      // Read more is the <summary> of a native disclosure (before-scripts checks its name and state).
      const card = page
        .getByRole("article")
        .filter({ has: page.locator("summary") })
        .first();
      await card.locator("summary", { hasText: "Read more" }).click();
      const description = card.locator("p[id$='-description']");
      await expect
        .poll(() => description.evaluate((element) => Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight))))
        .toBeGreaterThan(3);
    });
  });

  // The next event on the home page is checked with the home page's other facts (facts.spec.ts).
});

/**
 * What the page says when nothing is upcoming, in every language, is __tests__/EventsPage.test.tsx's. What only a
 * browser sees is its panel laid out: the newsletter sign-up in its light tone, which no other page uses, on the
 * panel's color. The page is the built /events/ drawn again by the build's renderer from its data as on
 * NOTHING_UPCOMING_NOW (a day after the last event of data/events/), with the built page's styles.
 */
test.describe("Events when nothing is upcoming (the built page drawn again as on NOTHING_UPCOMING_NOW)", () => {
  test("has no accessibility violations, the light sign-up's color contrast among them, before and after signing up there", async ({ site }) => {
    const page = await site.newPage(1280);
    const posts = await interceptPosts(page, site.origin, (route) => route.fulfill({ status: 200, body: "ok" }));
    const html = drawnAgain<Queries.EventsPageQuery>("/events/", (data) => ({ ...data, buildClock: { now: NOTHING_UPCOMING_NOW } }));
    await serveInstead(page, site.origin, "/events/", html);
    await visit(page, "/events/");
    const panel = page.getByRole("region", { name: eventsPage.emptyHeading });
    const button = panel.getByRole("button", { name: footerTexts.newsletter.buttonLabel });
    await expect(button).toBeVisible();
    // The panel's sign-up is the page's only one: the footer leaves it out.
    await expect(page.getByRole("button", { name: footerTexts.newsletter.buttonLabel })).toHaveCount(1);
    expect((await axeResults(page)).violations).toEqual([]);
    await panel.getByLabel("Email address").fill(newsletterValues.email);
    await button.click();
    await expect(panel.getByText(footerTexts.newsletter.sentTitle)).toBeVisible();
    expect(posts).toHaveLength(1);
    expect((await axeResults(page)).violations).toEqual([]);
    await page.context().close();
  });
});

test.describe("the newsletter sign-up in the footer", () => {
  for (const route of ALL_ROUTES) {
    test(`is in the HTML of ${route.path} as a Netlify form with a honeypot`, async ({ site }) => {
      const html = await (await fetch(site.origin + route.path)).text();
      const form = /<form[^>]*name="newsletter"[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toContain('data-netlify="true"');
      expect(form).toContain('data-netlify-honeypot="bot-field"');
      // The thank-you page in the language of the page's footer.
      expect(form).toContain(`action="${inLanguage("/newsletter/thanks/", route.chrome ?? "en")}"`);
      expect(html).toContain('value="newsletter"');
    });
  }

  test("works without JavaScript: a plain POST that lands on the thank-you page", async ({ site }) => {
    const page = await site.newPage(1280, { javaScriptEnabled: false });
    const posts: Request[] = [];
    await page.route(`${site.origin}/newsletter/thanks/`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      return route.fulfill({ status: 303, headers: { location: "/newsletter/thanks/" } });
    });
    await visit(page, "/mission/", { scripts: false });
    const footer = page.locator("footer");
    await footer.getByLabel("Email address").fill(newsletterValues.email);
    await footer.getByLabel("First name (optional)").fill(newsletterValues.firstName);
    await footer.getByRole("button", { name: footerTexts.newsletter.buttonLabel }).click();
    await expect(page).toHaveURL(`${site.origin}/newsletter/thanks/`);
    await expect(page.locator("h1")).toHaveText(newsletterThanks.title);
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""))).toMatchObject({
      "form-name": "newsletter",
      ...newsletterValues,
    });
    await page.context().close();
  });
});

test.describe("contact topics chosen by links", () => {
  test("the About page's volunteer link chooses volunteering, and the topic is sent", async ({ page, site }) => {
    await visit(page, "/about/");
    await page.getByRole("link", { name: aboutPage.volunteerLinkLabel }).click();
    await expect(page).toHaveURL(/\/contact\/\?topic=volunteering$/);
    await expectTopic(page, "volunteering");
    const posts = await interceptPosts(page, site.origin, (route) => route.fulfill({ status: 200, body: "ok" }));
    const main = page.locator("main");
    await main.getByLabel("Name", { exact: true }).fill("Ana Reyes");
    await main.getByLabel("Email", { exact: true }).fill("ana@example.org");
    await main.getByLabel("Message", { exact: true }).fill("I could help on Saturdays.");
    await main.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeVisible();
    expect(new URLSearchParams(posts[0]?.postData() ?? "").get("topic")).toBe("volunteering");
  });

  for (const program of programs) {
    test(`${program.name}'s page asks about that program, and says which`, async ({ page, site }) => {
      await visit(page, `/programs/${program.id}/`);
      await page.getByRole("link", { name: programPage.askLabel }).click();
      await expect(page).toHaveURL(`${site.origin}/contact/?topic=program&program=${program.id}`);
      await expectTopic(page, "program");
      await expect(page.getByLabel("Message", { exact: true })).toHaveValue(new RegExp(escapeRegExp(program.name)));
    });
  }

  // Offering every topic, a general question first, is checked on the one load of /contact/ below; a giving level
  // choosing giving, on the one load of /donation/ (facts.spec.ts).
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// One load of /contact/ serves the checks that read it; the one that types in the form is last.
test.describe("/contact/, read on one load", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(1280);
    await visit(page, "/contact/");
  });
  test.afterAll(() => page.context().close());

  test("offers every topic from data, a general question first", async () => {
    const choice = page.getByRole("combobox", { name: contactPage.topicLabel });
    await expect(choice.locator("option")).toHaveText(contactPage.topics.map((topic) => topic.label));
    await expect(choice).toHaveValue(contactPage.topics[0]?.id ?? "");
  });

  test("the crisis line reads the same on the contact page as in the footer", async () => {
    const inMain = page.locator("main").getByText(crisis.heading).locator("..");
    const inFooter = page.locator("footer").getByText(crisis.heading).locator("..");
    expect(await inMain.innerText()).toBe(await inFooter.innerText());
  });

  test("has a name field, an e-mail field the browser checks, a four-row message box and Send message", async () => {
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("type", "text");
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    const message = page.getByLabel("Message", { exact: true });
    expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    await expect(message).toHaveAttribute("rows", "4");
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await email.fill("not an address");
    expect(await email.evaluate((element) => (element as HTMLInputElement).validity.typeMismatch)).toBe(true);
    await email.fill("");
  });
});
