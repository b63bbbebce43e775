import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The contact form as forms.spec.ts and forms.phone.spec.ts fill it in. */

export const VISITOR = { name: "Ana Reyes", email: "ana@example.org", message: "Could your team visit our school in May?" };

/** The contact form's part of the page: the footer holds the newsletter's own form, status and honeypot. */
export const contact = (page: Page): Locator => page.locator("main");

export async function fillForm(page: Page, values = VISITOR): Promise<void> {
  await contact(page).getByLabel("Name", { exact: true }).fill(values.name);
  await contact(page).getByLabel("Email", { exact: true }).fill(values.email);
  await contact(page).getByLabel("Message", { exact: true }).fill(values.message);
}

export async function expectFormKept(page: Page): Promise<void> {
  await expect(contact(page).getByLabel("Name", { exact: true })).toHaveValue(VISITOR.name);
  await expect(contact(page).getByLabel("Email", { exact: true })).toHaveValue(VISITOR.email);
  await expect(contact(page).getByLabel("Message", { exact: true })).toHaveValue(VISITOR.message);
}
