import type { Page } from "@playwright/test";
import { crisisNotice } from "./support/content";
import { expect, test } from "./support/fixtures";
import { squash } from "./support/page-checks";
import { ALL_ROUTES } from "./support/routes";
import { formStatesAt } from "./support/visitors";

/**
 * At 375 px: the forms' states of visitors.spec.ts (support/visitors.ts), and the crisis line on every route
 * without JavaScript, on the smallest screen.
 */

formStatesAt(375);

// One page visits every route in turn. Without scripts, and with its styles inline, a page's footer is laid out
// once its HTML is parsed; its images change nothing here and are not waited for.
test.describe("the crisis line, without JavaScript, at 375 px", () => {
  test.describe.configure({ mode: "default" });
  let page: Page;
  test.beforeAll(async ({ site }) => {
    page = await site.newPage(375, { javaScriptEnabled: false });
  });
  test.afterAll(() => page.context().close());

  for (const route of ALL_ROUTES) {
    test(`is in the footer of ${route.path}, with call and text links`, async () => {
      // In the language of the page's footer.
      const crisis = crisisNotice(route.chrome ?? "en");
      await page.goto(route.path, { waitUntil: "domcontentloaded" });
      const notice = page.locator("footer").getByText(crisis.heading).locator("..");
      for (const link of crisis.links) {
        await expect(notice.getByRole("link", { name: link.name, exact: link.exact })).toHaveAttribute("href", link.href);
      }
      await expect(notice).toBeVisible();
      // The sentence as staff wrote it in data/footer.json, every place filled in.
      expect(squash(await notice.innerText())).toContain(crisis.sentence);
    });
  }
});
