import type { Page } from "playwright-core";
import { openSite, visit, type Site } from "./support/browser";
import { FOOTER_LINKS, NAV_LINKS, PAGES, PROGRAM_PAGES } from "./support/routes";

let site: Site;
let page: Page;
beforeAll(async () => {
  site = await openSite();
  page = await site.newPage(1280);
});
afterAll(() => site.close());

const nav = () => page.getByRole("navigation", { name: "Main" });
const footer = () => page.getByRole("contentinfo");

/*
 * Following the shared layout's links to their pages. That every route's nav and footer hold those links, and
 * mark the current page with aria-current, is checked by pages.e2e.ts on its one load of each route.
 */

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
