import type { Page } from "playwright-core";
import { openSite, visit, type Site } from "./support/browser";
import { ALL_ROUTES, FOOTER_LINKS, NAV_LINKS, PAGES, PROGRAM_PAGES } from "./support/routes";

let site: Site;
let page: Page;
beforeAll(async () => {
  site = await openSite();
  page = await site.newPage(1280);
});
afterAll(() => site.close());

const nav = () => page.getByRole("navigation", { name: "Main" });
const footer = () => page.getByRole("contentinfo");

describe.each(ALL_ROUTES)("the layout of $path", ({ path }) => {
  beforeAll(async () => {
    await visit(page, site.origin, path);
  });

  it("has the logo linking home, the five links and Donate Now in the nav", async () => {
    expect(await page.getByRole("banner").getByRole("link", { name: "Kindred Minds" }).getAttribute("href")).toBe("/");
    const links = nav().getByRole("link");
    const found = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent?.trim() ?? "", anchor.getAttribute("href") ?? ""]),
    );
    expect(found).toEqual([...NAV_LINKS.map(([label, href]) => [label, href]), ["Donate Now", "/donation/"]]);
  });

  it("has the footer's quick links and Make a Donation", async () => {
    const quickLinks = footer().getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    const found = await quickLinks.evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent?.trim() ?? "", anchor.getAttribute("href") ?? ""]),
    );
    expect(found).toEqual(FOOTER_LINKS.map(([label, href]) => [label, href]));
    expect(await footer().getByRole("link", { name: "Make a Donation" }).getAttribute("href")).toBe("/donation/");
    expect(await footer().innerText()).toContain(`© ${new Date().getFullYear()} Kindred Minds`);
  });

  it("marks the current page's link with aria-current", async () => {
    const marked = await nav()
      .locator("[aria-current]")
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("aria-current")]));
    // The link to this very page says "page"; the link to the section a page sits in (Programs for a program's
    // own page) says "true".
    const expected = [...NAV_LINKS, ["Donate Now", "/donation/"] as const].flatMap(([label, href]) => {
      if (href === path) return [[label, "page"]];
      if (path.startsWith(href)) return [[label, "true"]];
      return [];
    });
    expect(marked).toEqual(expected);
    if (PROGRAM_PAGES.some((program) => program.path === path)) expect(marked).toEqual([["Programs", "true"]]);
  });
});

/** Waits for the address and the new page's h1 after a click (navigation happens in the page, without a reload). */
async function arrivedAt(href: string): Promise<void> {
  const expected = PAGES.find((route) => route.path === href);
  if (!expected) throw new Error(`${href} is not a page of the specification`);
  await page.waitForURL(site.origin + href);
  await page.locator("h1", { hasText: expected.h1 }).waitFor({ timeout: 10_000 });
  expect(await page.locator("h1").innerText()).toBe(expected.h1);
}

describe("following the links", () => {
  it.each(NAV_LINKS.map(([label, href]) => [label, href]))("the nav's %s link opens %s", async (label, href) => {
    await visit(page, site.origin, "/");
    await nav().getByRole("link", { name: label, exact: true }).click();
    await arrivedAt(href);
    expect(await nav().getByRole("link", { name: label, exact: true }).getAttribute("aria-current")).toBe("page");
  });

  it("Donate Now in the nav opens the donation page", async () => {
    await visit(page, site.origin, "/about/");
    await nav().getByRole("link", { name: "Donate Now" }).click();
    await arrivedAt("/donation/");
  });

  it.each(FOOTER_LINKS.map(([label, href]) => [label, href]))("the footer's %s link opens %s", async (label, href) => {
    await visit(page, site.origin, "/contact/");
    await footer().getByRole("link", { name: label, exact: true }).click();
    await arrivedAt(href);
  });

  it.each(PROGRAM_PAGES.map((program) => [program.h1, program.path]))(
    "Learn More about %s opens its own page",
    async (name, href) => {
      await visit(page, site.origin, "/programs/");
      await page.getByRole("link", { name: `Learn More about ${name}` }).click();
      await arrivedAt(href);
      expect(await page.locator("h1").innerText()).toBe(name);
    },
  );
});
