import type { Page } from "@playwright/test";
import sharp from "sharp";
import { guides, programs, site, tiers } from "../__tests__/support/data";
import { impactFigures, tierPrice } from "./support/content";
import { pageTexts } from "../harness/content";
import { expect, test, visit } from "./support/fixtures";
import { loadImages, squash } from "./support/page-checks";
import { labelsIn } from "./support/labels";
import { library, translationOf, WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { fillTemplate } from "../src/lib/templates";
import { inLanguage } from "../src/lib/languages";
import { atTestNow, expectTopic } from "./support/visitors";

/**
 * The specification's visible facts, read off the built pages in a real browser, and compared with data/: the
 * titles, dates, prices, headings and counts are whatever the data says. Each page is loaded once for all the
 * checks that read it, here and in the other files' themes (the next event, the newest guides, the manifest,
 * the giving levels' links). The Events page's facts are read on visitors.spec.ts's load of /events/, the
 * contact form's on its load of /contact/.
 */

const home = pageTexts<{ impactHeading: string; guidesHeading: string }>("home");

test.describe("Home, read on one load", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  test.beforeAll(async ({ site: served }) => {
    page = await served.newPage(1280);
    await visit(page, "/");
  });
  test.afterAll(() => page.context().close());

  test("welcomes with the mission statement, Donate Now and Our Programs, and shows Our Impact", async () => {
    const impact = impactFigures();
    await expect(page.locator("h1")).toHaveText(home.title);
    await expect(page.getByText(site.mission)).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", "/donation/");
    await expect(main.getByRole("link", { name: "Our Programs" })).toHaveAttribute("href", "/programs/");
    const region = page.getByRole("region", { name: home.impactHeading });
    await expect(region.getByRole("heading", { name: home.impactHeading })).toBeVisible();
    const items = region.getByRole("listitem");
    await expect(items).toHaveCount(impact.length);
    // Each figure in data/impact/, in order, its value and its label.
    const shown = (await items.allInnerTexts()).map((text) => squash(text).trim());
    expect(shown).toEqual(impact.map((figure) => `${figure.value} ${figure.label}`));
  });

  test("shows the next upcoming event on the home page, linked to its card", async () => {
    const next = atTestNow.upcoming[0];
    if (!next) throw new Error("the test clock leaves no upcoming event");
    await expect(page.getByRole("link", { name: next.title })).toHaveAttribute("href", `/events/#event-${next.id}`);
    expect(await page.getByText(next.dateText).count()).toBeGreaterThan(0);
  });

  test("shows the three newest guides", async () => {
    await expect(page.getByRole("region", { name: home.guidesHeading }).locator("h3")).toHaveText(guides.slice(0, 3).map((guide) => guide.title));
  });

  test("keeps the nav, hero and footer donation links on /donation/", async () => {
    const links = page.getByRole("link", { name: /^(Donate Now|Make a Donation)$/ });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/donation/");
  });

  test("names a web manifest whose icons exist", async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const origin = new URL(page.url()).origin;
    const manifest = (await (await fetch(origin + (href ?? ""))).json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe(site.name);
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, `${origin}/`).href)).status).toBe(200);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
  });

  // Last: it leaves the home page.
  test("brings the library's own styles along when a visitor follows a link from the home page", async () => {
    const links = pageTexts<{ guidesLinkLabel: string }>("home");
    // Only the home page's CSS is inline; the library's comes with its page when the link is followed.
    await page.getByRole("link", { name: links.guidesLinkLabel }).click();
    await expect(page).toHaveURL(/\/resources\/$/);
    await expect(page.locator("h1")).toHaveText(library.title);
    const pill = page.getByRole("navigation", { name: "Guides by topic and audience" }).getByRole("link").first();
    // Read once the new page shows, not waited for: its styles must arrive with it.
    const styles = await pill.evaluate((link) => ({
      display: getComputedStyle(link).display,
      radius: Number.parseFloat(getComputedStyle(link).borderTopLeftRadius),
      height: link.getBoundingClientRect().height,
    }));
    expect(styles.display).toBe("inline-flex");
    expect(styles.radius).toBeGreaterThan(20);
    expect(styles.height).toBeGreaterThanOrEqual(44);
    await expect(page.locator("style[data-href]")).toHaveCount(2);
  });
});

test.describe("Donation, read on one load", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  test.beforeAll(async ({ site: served }) => {
    page = await served.newPage(1280);
    await visit(page, "/donation/");
  });
  test.afterAll(() => page.context().close());

  test("shows every giving level in data/tiers/, in their order", async () => {
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(tiers.map((tier) => tier.name));
  });

  for (const tier of tiers) {
    test(`${tier.name} shows its price per billing period and its benefits`, async () => {
      const card = page.getByRole("article", { name: tier.name });
      const text = squash(await card.innerText());
      const { amount, period } = tierPrice(tier);
      expect(text).toContain(`${amount} /${period}`);
      for (const benefit of tier.benefits) expect(text).toContain(benefit);
      await expect(card.getByRole("link", { name: /^Donate Now/ })).toBeVisible();
    });
  }

  // Following a level's Donate Now moves within the page (no reload), and Back returns to this same load.
  for (const tier of tiers) {
    test(`Donate Now on ${tier.name} leads somewhere real`, async () => {
      await expect(page).toHaveURL(/\/donation\/$/);
      const button = page.getByRole("article", { name: tier.name }).getByRole("link", { name: /^Donate Now/ });
      if (tier.checkoutUrl) {
        await expect(button).toHaveAttribute("href", tier.checkoutUrl);
        return;
      }
      await expect(button).toHaveAttribute("href", `/contact/?topic=giving&tier=${tier.id}`);
      await button.click();
      await expect(page).toHaveURL(new RegExp(`/contact/\\?topic=giving&tier=${tier.id}$`));
      const message = page.getByLabel("Message", { exact: true });
      const { amount, period } = tierPrice(tier);
      await expect(message).toHaveValue(new RegExp(`as a ${escapeRegExp(tier.name)}`));
      await expect(message).toHaveValue(new RegExp(escapeRegExp(`${amount}/${period}`)));
      await page.goBack();
      await expect(page.locator("h1")).toHaveText(pageTexts("donation").title);
    });
  }

  test("a giving level without a checkout link chooses giving, with its message", async () => {
    const tier = tiers.find((candidate) => !candidate.checkoutUrl);
    test.skip(!tier, "every giving level has a checkout link");
    if (!tier) return;
    await page
      .getByRole("article", { name: tier.name })
      .getByRole("link", { name: /^Donate Now/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/contact/\\?topic=giving&tier=${tier.id}$`));
    await expectTopic(page, "giving");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(new RegExp(`as a ${escapeRegExp(tier.name)}`));
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// The giving levels of each language the whole site is in: their names, periods and buttons in its words.
for (const language of WHOLE_SITE_LANGUAGES) {
  test(`/${language}/donation/ shows every giving level in its language, its price's period and Donate Now too`, async ({ page }) => {
    const words = labelsIn(language);
    await visit(page, inLanguage("/donation/", language));
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(tiers.length);
    for (const [index, tier] of tiers.entries()) {
      const card = cards.nth(index);
      const { amount, period } = tierPrice(tier);
      const periodWords = words.prices[period as keyof typeof words.prices].replace("{price}", "").trim();
      expect(squash(await card.innerText())).toContain(amount);
      expect(squash(await card.innerText())).toContain(periodWords);
      await expect(card.getByRole("link", { name: new RegExp(`^${escapeRegExp(words.buttons.donate)}`) })).toBeVisible();
      if (tier.includes) await expect(card.getByRole("listitem").first()).not.toContainText(labelsIn("en").cards.includes.split("{name}")[0] ?? "");
    }
    await expect(page.getByRole("main")).not.toContainText(labelsIn("en").buttons.donate);
    // The note under the levels: the legal name and the address where the translator's sentence puts them.
    const texts = translationOf<{ note: string; questions: string }>("donation", language);
    const note = page.getByRole("main").locator("p").filter({ hasText: site.legalName });
    await expect(note).toContainText(fillTemplate(texts?.note ?? "", { name: site.legalName }));
    await expect(note).toContainText(fillTemplate(texts?.questions ?? "", { email: site.email }));
    await expect(note.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });
}

test.describe("Programs", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  test.beforeAll(async ({ site: served }) => {
    page = await served.newPage(1280);
    await visit(page, "/programs/");
    await loadImages(page);
  });
  test.afterAll(() => page.context().close());

  async function imageSides(): Promise<string[]> {
    const rows = page.getByRole("article");
    await expect(rows).toHaveCount(programs.length);
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

  test("gives every page a 1200x630 sharing picture and cards for social sites", async () => {
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await meta('meta[property="og:title"]')).toBe(await page.title());
    expect(await meta('meta[property="og:url"]')).toBe(`${site.siteUrl}/programs/`);
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    const image = (await meta('meta[property="og:image"]')) ?? "";
    expect(image.startsWith(`${site.siteUrl}/`)).toBe(true);
    const local = new URL(new URL(image).pathname, page.url());
    const picture = await sharp(Buffer.from(await (await fetch(local)).arrayBuffer())).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(["jpeg", 1200, 630]);
  });

  test("lists every program in data/programs/, in their order", async () => {
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(programs.map((program) => program.name));
  });

  test("alternates image sides on wide screens", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280);
    expect(await imageSides()).toEqual(programs.map((_program, index) => (index % 2 === 0 ? "left" : "right")));
  });

  test("stacks each image above its text on phones", async () => {
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(375);
    expect(await imageSides()).toEqual(programs.map(() => "above"));
  });
});
