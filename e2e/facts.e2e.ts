import type { Page } from "playwright-core";
import { formatEventDate, formatTimeRange } from "../src/lib/datetime";
import { formatPrice } from "../src/lib/format";
import { events, programs, site, tiers } from "../__tests__/support/data";
import { openSite, scrollThrough, visit, type Site } from "./support/browser";

/** The specification's visible facts, read off the built pages in a real browser. */


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
  it("welcomes with the mission statement, Donate Now and Our Programs, and shows Our Impact", async () => {
    const page = await open("/");
    expect(await page.locator("h1").innerText()).toBe("Welcome");
    expect(await page.getByText(site.mission).isVisible()).toBe(true);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Donate Now" }).getAttribute("href")).toBe("/donation/");
    expect(await main.getByRole("link", { name: "Our Programs" }).getAttribute("href")).toBe("/programs/");
    const impact = page.getByRole("region", { name: "Our Impact" });
    expect(await impact.getByRole("heading", { name: "Our Impact" }).isVisible()).toBe(true);
    expect(await impact.getByRole("listitem").count()).toBe(0);
  });
});

describe("Events", () => {
  it.each(events.map((event) => [event.title, event]))("%s shows its date and time", async (title, event) => {
    const page = await open("/events/");
    const card = page.getByRole("article", { name: title });
    const text = await card.innerText();
    expect(text).toContain(formatEventDate(event.date));
    expect(text).toContain(formatTimeRange(event.startTime, event.endTime));
  });

  it("clamps every description to three lines, with Read more to show the rest", async () => {
    const page = await open("/events/");
    const cards = page.getByRole("article");
    expect(await cards.count()).toBe(events.length);
    for (let index = 0; index < events.length; index += 1) {
      const description = cards.nth(index).locator("p[id$='-description']");
      const box = await description.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          lines: element.clientHeight / parseFloat(style.lineHeight),
          clamp: style.getPropertyValue("-webkit-line-clamp"),
          hidden: element.scrollHeight > element.clientHeight,
        };
      });
      expect(box.clamp).toBe("3");
      expect(Math.round(box.lines)).toBe(3);
      expect(box.hidden).toBe(true);
    }
    // Read more is the <summary> of a native disclosure (before-scripts.e2e.ts checks its name and state).
    await cards.first().locator("summary", { hasText: "Read more" }).click();
    const opened = await cards
      .first()
      .locator("p[id$='-description']")
      .evaluate((element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight));
    expect(Math.round(opened)).toBeGreaterThan(3);
  });
});

describe("Donation", () => {
  it.each(tiers.map((tier) => [tier.name, tier]))("%s shows its price per month and its benefits", async (name, tier) => {
    const page = await open("/donation/");
    const card = page.getByRole("article", { name });
    const text = (await card.innerText()).replace(/\s+/g, " ");
    expect(text).toContain(`${formatPrice(tier.price, tier.currency)} /month`);
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
  });
});

describe("Programs", () => {
  async function imageSides(width: number): Promise<string[]> {
    const page = await open("/programs/", width);
    await scrollThrough(page);
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

  it("alternates image sides on wide screens", async () => {
    expect(await imageSides(1280)).toEqual(["left", "right", "left"]);
  });

  it("stacks each image above its text on phones", async () => {
    expect(await imageSides(375)).toEqual(["above", "above", "above"]);
  });
});
