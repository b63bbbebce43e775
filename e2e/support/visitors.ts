import type { Page } from "@playwright/test";
import { eventFragment, events as eventFiles, programs, readData } from "../../__tests__/support/data";
import { splitEvents } from "../../src/lib/event-schedule";
import { TEST_NOW } from "../../harness/clocks";
import { pageTexts } from "../../harness/content";
import { expect, test, visit } from "./fixtures";
import { axeViolations, heldAnswer, interceptPosts, shoot } from "./page-checks";

/**
 * What keeps a visitor in touch, as data/ writes it, and the states of its forms that are checked at both widths:
 * visitors.spec.ts registers them at 1280 px, visitors.phone.spec.ts at 375 px, each on its project's viewport.
 */

export const footerTexts = readData("footer.json");
export const siteTexts = readData("site.json");
export const eventsPage = pageTexts<{ emptyHeading: string; pastHeading: string }>("events");
export const contactPage = readData("pages/contact.json");
export const newsletterValues = { email: "ana@example.org", firstName: "Ana" };

/** Each event as the pages compute it: its texts and its exact start and end in the organization's time zone. */
export const events = eventFiles.map((event) => ({ ...eventFragment(event), id: event.id, date: event.date }));
export const atTestNow = splitEvents(events, TEST_NOW);

/** Waits until the contact form's topic is `id` (the page reads it from the address once hydrated), shown by its label. */
export async function expectTopic(page: Page, id: string): Promise<void> {
  const choice = page.getByRole("combobox", { name: contactPage.topicLabel });
  await expect(choice).toHaveValue(id);
  await expect(choice.locator("option:checked")).toHaveText(contactPage.topics.find((topic) => topic.id === id)?.label ?? `no topic ${id}`);
}

/** The tests of form states that a visitor meets at any width, registered for one width. */
export function formStatesAt(width: 375 | 1280): void {
  test.describe("the newsletter sign-up in the footer", () => {
    async function filledFooter(page: Page) {
      await visit(page, "/about/");
      const form = page.locator("footer");
      await form.getByLabel("Email address").fill(newsletterValues.email);
      await form.getByLabel("First name (optional)").fill(newsletterValues.firstName);
      return form;
    }

    test(`sends, says it is sending, then thanks the visitor, at ${width} px`, async ({ page, site }) => {
      const { answer, release } = heldAnswer();
      const posts = await interceptPosts(page, site.origin, answer);
      const form = await filledFooter(page);
      await shoot(form, `footer-${width}`);
      await form.getByRole("button", { name: footerTexts.newsletter.buttonLabel }).click();
      await expect(form.getByRole("button", { name: "Signing up…" })).toBeDisabled();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(form, `footer-sending-${width}`);
      release();
      await expect(form.getByText(footerTexts.newsletter.sentTitle)).toBeVisible();
      expect(posts).toHaveLength(1);
      expect(posts[0]?.url()).toBe(`${site.origin}/`);
      expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""))).toEqual({
        "form-name": "newsletter",
        language: "en",
        "bot-field": "",
        ...newsletterValues,
      });
      expect(await axeViolations(page)).toEqual([]);
      await shoot(form, `footer-sent-${width}`);
    });

    test(`keeps what was typed when signing up fails, at ${width} px`, async ({ page, site }) => {
      await interceptPosts(page, site.origin, (route) => route.abort("failed"));
      const form = await filledFooter(page);
      await form.getByRole("button", { name: footerTexts.newsletter.buttonLabel }).click();
      await expect(form.getByRole("alert").getByRole("link")).toHaveAttribute("href", `mailto:${siteTexts.email}`);
      await expect(form.getByLabel("Email address")).toHaveValue(newsletterValues.email);
      await expect(form.getByLabel("First name (optional)")).toHaveValue(newsletterValues.firstName);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(form, `footer-failed-${width}`);
    });
  });

  test.describe("contact topics chosen by links", () => {
    test(`is photographed with a topic chosen, at ${width} px, with no accessibility violations`, async ({ page }) => {
      const [program] = programs;
      test.skip(!program, "data/programs/ is empty");
      await visit(page, `/contact/?topic=program&program=${program?.id ?? ""}`);
      await expectTopic(page, "program");
      expect(await axeViolations(page)).toEqual([]);
      await page.locator("#contact-form-heading").scrollIntoViewIfNeeded();
      await shoot(page, `contact-topic-${width}`);
    });
  });
}
