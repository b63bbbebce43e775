import type { Page } from "@playwright/test";
import { expect, test as base, visit } from "./support/fixtures";
import { FOOTER_LINKS, NAV_LINKS } from "./support/labels";
import { PAGES, PROGRAM_PAGES } from "../harness/routes";

/*
 * Following the shared layout's links to their pages. That every route's nav and footer hold those links, and
 * mark the current page with aria-current, is checked on each route's load by routes.spec.ts and pages.spec.ts.
 */

/**
 * One page for the file's tests in each worker: they only follow links, each from a page it loads afresh, so they
 * share a context, and the site's scripts and styles come from its cache after the first.
 */
const test = base.extend<{ page: Page }, { reader: Page }>({
  reader: [
    async ({ site }, use) => {
      const page = await site.newPage();
      await use(page);
      await page.context().close();
    },
    { scope: "worker" },
  ],
  page: async ({ reader }, use) => use(reader),
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const footer = (page: Page) => page.getByRole("contentinfo");

/** Waits for the address and the new page's h1 after a click (navigation happens in the page, without a reload). */
async function arrivedAt(page: Page, href: string): Promise<void> {
  const expected = PAGES.find((route) => route.path === href);
  if (!expected) throw new Error(`${href} is not a page of the specification`);
  await expect(page).toHaveURL(href);
  await expect(page.locator("h1")).toHaveText([expected.h1]);
}

test.describe("following the links", () => {
  for (const [label, href] of NAV_LINKS) {
    test(`the nav's ${label} link opens ${href}`, async ({ page }) => {
      await visit(page, "/");
      await nav(page).getByRole("link", { name: label, exact: true }).click();
      await arrivedAt(page, href);
      await expect(nav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    });
  }

  test("Donate Now in the nav opens the donation page", async ({ page }) => {
    await visit(page, "/about/");
    await nav(page).getByRole("link", { name: "Donate Now" }).click();
    await arrivedAt(page, "/donation/");
  });

  for (const [label, href] of FOOTER_LINKS) {
    test(`the footer's ${label} link opens ${href}`, async ({ page }) => {
      await visit(page, "/contact/");
      await footer(page).getByRole("link", { name: label, exact: true }).click();
      await arrivedAt(page, href);
    });
  }

  for (const program of PROGRAM_PAGES) {
    test(`Learn More about ${program.h1} opens its own page`, async ({ page }) => {
      await visit(page, "/programs/");
      await page.getByRole("link", { name: `Learn More about ${program.h1}` }).click();
      await arrivedAt(page, program.path);
    });
  }
});
