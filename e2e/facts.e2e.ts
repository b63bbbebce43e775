import type { Page } from "playwright-core";
import { formatEventDate, formatTimeRange } from "../src/lib/datetime";
import { events, programs, site, tiers } from "../__tests__/support/data";
import { loadImages, openSite, visit, type Site } from "./support/browser";
import { impactFigures, pageTexts, tierPrice } from "./support/content";

/**
 * The specification's visible facts, read off the built pages in a real browser, and compared with data/: the
 * titles, dates, prices, headings and counts are whatever the data says.
 */

let browserSite: Site;
beforeAll(async () => {
  browserSite = await openSite();
});
afterAll(() => browserSite.close());

async function open(route: string, width = 1280): Promise<Page> {
  const page = await browserSite.newPage(width);
  await visit(page, browserSite.origin, route);
  return page;
}

describe("Home", () => {
  const home = pageTexts<{ impactHeading: string }>("home");
  const impact = impactFigures();

  it("welcomes with the mission statement, Donate Now and Our Programs, and shows Our Impact", async () => {
    const page = await open("/");
    expect(await page.locator("h1").innerText()).toBe(home.title);
    expect(await page.getByText(site.mission).isVisible()).toBe(true);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Donate Now" }).getAttribute("href")).toBe("/donation/");
    expect(await main.getByRole("link", { name: "Our Programs" }).getAttribute("href")).toBe("/programs/");
    const region = page.getByRole("region", { name: home.impactHeading });
    expect(await region.getByRole("heading", { name: home.impactHeading }).isVisible()).toBe(true);
    const items = region.getByRole("listitem");
    expect(await items.count()).toBe(impact.length);
    // Each figure in data/impact/, in order, its value and its label.
    const shown = (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
    expect(shown).toEqual(impact.map((figure) => `${figure.value} ${figure.label}`));
    await page.context().close();
  });
});

describe("Events", () => {
  let page: Page;
  beforeAll(async () => {
    page = await open("/events/");
  });
  afterAll(() => page.context().close());

  it("shows every event in data/events/, and no other", async () => {
    expect(await page.getByRole("article").count()).toBe(events.length);
  });

  it.each(events.map((event) => [event.title, event]))("%s shows its date and time", async (title, event) => {
    const text = await page.getByRole("article", { name: title }).innerText();
    expect(text).toContain(formatEventDate(event.date));
    expect(text).toContain(formatTimeRange(event.startTime, event.endTime));
  });

  it("clamps every description to three lines, with Read more to show the rest", async () => {
    const cards = page.getByRole("article");
    let clamped = 0;
    for (let index = 0; index < events.length; index += 1) {
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
    // Read more is the <summary> of a native disclosure (before-scripts.e2e.ts checks its name and state).
    const card = page.getByRole("article").filter({ has: page.locator("summary") }).first();
    await card.locator("summary", { hasText: "Read more" }).click();
    const opened = await card
      .locator("p[id$='-description']")
      .evaluate((element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight));
    expect(Math.round(opened)).toBeGreaterThan(3);
  });
});

describe("Donation", () => {
  let page: Page;
  beforeAll(async () => {
    page = await open("/donation/");
  });
  afterAll(() => page.context().close());

  it("shows every giving level in data/tiers/, in their order", async () => {
    expect(await page.getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(tiers.map((tier) => tier.name));
  });

  it.each(tiers.map((tier) => [tier.name, tier]))("%s shows its price per billing period and its benefits", async (name, tier) => {
    const card = page.getByRole("article", { name });
    const text = (await card.innerText()).replace(/\s+/g, " ");
    const { amount, period } = tierPrice(tier);
    expect(text).toContain(`${amount} /${period}`);
    for (const benefit of tier.benefits) expect(text).toContain(benefit);
    expect(await card.getByRole("link", { name: /^Donate Now/ }).isVisible()).toBe(true);
  });
});

describe("Contact", () => {
  it("has a name field, an e-mail field the browser checks, a four-row message box and Send message", async () => {
    const page = await open("/contact/");
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("type")).toBe("text");
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
    const message = page.getByLabel("Message", { exact: true });
    expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    expect(await message.getAttribute("rows")).toBe("4");
    expect(await page.getByRole("button", { name: "Send message" }).isVisible()).toBe(true);
    await page.getByLabel("Email", { exact: true }).fill("not an address");
    expect(await page.getByLabel("Email", { exact: true }).evaluate((element) => (element as HTMLInputElement).validity.typeMismatch)).toBe(true);
    await page.context().close();
  });
});

describe("Programs", () => {
  let page: Page;
  beforeAll(async () => {
    page = await open("/programs/", 1280);
    await loadImages(page);
  });
  afterAll(() => page.context().close());

  async function imageSides(): Promise<string[]> {
    const rows = page.getByRole("article");
    expect(await rows.count()).toBe(programs.length);
    const sides: string[] = [];
    for (let index = 0; index < programs.length; index += 1) {
      const row = rows.nth(index);
      const image = await row.locator("picture").boundingBox();
      const heading = await row.getByRole("heading").boundingBox();
      if (!image || !heading) throw new Error("a program row is not laid out");
      if (image.y + image.height <= heading.y) sides.push("above");
      else sides.push(image.x < heading.x ? "left" : "right");
    }
    return sides;
  }

  it("lists every program in data/programs/, in their order", async () => {
    expect(await page.getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(programs.map((program) => program.name));
  });

  it("alternates image sides on wide screens", async () => {
    expect(await imageSides()).toEqual(programs.map((_program, index) => (index % 2 === 0 ? "left" : "right")));
  });

  it("stacks each image above its text on phones", async () => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.waitForFunction(() => window.innerWidth === 375);
    expect(await imageSides()).toEqual(programs.map(() => "above"));
  });
});
