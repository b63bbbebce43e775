import { contact } from "./support/contact-form";
import { expect, test, visit } from "./support/fixtures";
import { axeViolations, interceptPosts } from "./support/page-checks";

/** The contact form on a phone (375 px): what is missing, said beside each field. */

test("the contact form explains what is missing beside each field and moves focus to the first", async ({ page, site }) => {
  const posts = await interceptPosts(page, site.origin, (route) => route.fulfill({ status: 200 }));
  await visit(page, "/contact/");
  await page.getByLabel("Email", { exact: true }).fill("ana.example.org");
  await page.getByRole("button", { name: "Send message" }).click();
  const name = contact(page).getByLabel("Name", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const descriptionOf = (id: string | null) => page.locator(`#${id ?? "missing"}`);
  await expect(descriptionOf(await name.getAttribute("aria-describedby"))).toHaveText("Please enter your name.");
  const email = contact(page).getByLabel("Email", { exact: true });
  await expect(descriptionOf(await email.getAttribute("aria-describedby"))).toHaveText("Please enter an e-mail address like name@example.org.");
  await expect(page.getByText("Please write your message.")).toBeVisible();
  // The errors shown above follow the click that would have sent the form: it sent nothing.
  expect(posts).toHaveLength(0);
  expect(await axeViolations(page)).toEqual([]);
});
