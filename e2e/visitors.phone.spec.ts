import { crisisNotice } from "./support/content";
import { expect, test, visit } from "./support/fixtures";
import { squash } from "./support/page-checks";
import { ALL_ROUTES } from "./support/routes";
import { formStatesAt } from "./support/visitors";

/**
 * At 375 px: the forms' states of visitors.spec.ts (support/visitors.ts), and the crisis line on every route
 * without JavaScript, on the smallest screen.
 */

const crisis = crisisNotice();

formStatesAt(375);

test.describe("the crisis line, without JavaScript, at 375 px", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ALL_ROUTES) {
    test(`is in the footer of ${route.path}, with call and text links`, async ({ page }) => {
      await visit(page, route.path, { scripts: false });
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
