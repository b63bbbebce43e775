import type { Page, Request, Route } from "@playwright/test";
import { pageTexts } from "../harness/content";
import { labelsIn } from "./support/labels";
import { WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { contact, expectFormKept, fillForm, VISITOR } from "./support/contact-form";
import { expect, test, visit } from "./support/fixtures";
import { axeViolations, heldAnswer, interceptPosts } from "./support/page-checks";

/**
 * The contact form delivers and never loses what was typed. Form posts are intercepted in the browser and
 * answered as the host would answer them. Donate Now on each giving level is followed on facts.spec.ts's load of
 * /donation/; what is missing, explained at 375 px, is in forms.phone.spec.ts.
 */

test.describe("the contact form in Spanish", () => {
  const words = labelsIn("es").forms;

  test("sends the visitor's language with the message, and without JavaScript lands on the Spanish thank-you page", async ({ page, site }) => {
    test.skip(!WHOLE_SITE_LANGUAGES.includes("es"), "the site is not in Spanish");
    const html = await (await fetch(`${site.origin}/es/contact/`)).text();
    const form = /<form[^>]*name="contact"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/es/contact/thanks/"');
    expect(html).toMatch(/<input type="hidden" name="language" value="es"\/?>/);
    const posts = await interceptPosts(page, site.origin, (route) => route.fulfill({ status: 200, body: "ok" }));
    await visit(page, "/es/contact/");
    const main = contact(page);
    await main.getByLabel(words.name, { exact: true }).fill(VISITOR.name);
    await main.getByLabel(words.email, { exact: true }).fill(VISITOR.email);
    await main.getByLabel(words.message, { exact: true }).fill(VISITOR.message);
    await main.getByRole("button", { name: words.send }).click();
    await expect(main.getByRole("heading", { name: words.sentTitle })).toBeVisible();
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""))).toMatchObject({ "form-name": "contact", language: "es" });
  });
});

test.describe("the contact form", () => {
  test("is in the page's HTML as a Netlify form, so the host finds it at deploy", async ({ site }) => {
    const html = await (await fetch(`${site.origin}/contact/`)).text();
    const form = /<form[^>]*name="contact"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('data-netlify="true"');
    expect(form).toContain('data-netlify-honeypot="bot-field"');
    expect(form).toContain('action="/contact/thanks/"');
    for (const field of ["form-name", "bot-field", "name", "email", "message"]) expect(html).toContain(`name="${field}"`);
  });

  test("sends the form url-encoded with its name and three fields, then thanks the visitor", async ({ page, site }) => {
    const posts = await interceptPosts(page, site.origin, (route) => route.fulfill({ status: 200, body: "ok" }));
    await visit(page, "/contact/");
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeVisible();
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.url()).toBe(`${site.origin}/`);
    expect(post?.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(post?.postData() ?? ""))).toEqual({
      "form-name": "contact",
      // The visitor's language, so that staff answer in it.
      language: "en",
      "bot-field": "",
      topic: "general",
      ...VISITOR,
    });
    await expect(contact(page).getByRole("status")).toContainText("Your message has been sent");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Write another message" }).click();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("shows that it is sending, and cannot be sent twice meanwhile", async ({ page, site }) => {
    const { answer, release } = heldAnswer();
    const posts = await interceptPosts(page, site.origin, answer);
    await visit(page, "/contact/");
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(contact(page).locator("form")).toHaveAttribute("aria-busy", "true");
    // A second submission would be sent, and recorded, while the first is still held: before the release below.
    await page.keyboard.press("Enter");
    expect(await axeViolations(page)).toEqual([]);
    release();
    await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ["the service answers 500", (route) => route.fulfill({ status: 500, body: "error" })],
    ["the network fails", (route) => route.abort("failed")],
  ];
  for (const [name, answer] of failures) {
    test(`keeps everything typed and offers e-mail when ${name}`, async ({ page, site }) => {
      await interceptPosts(page, site.origin, answer);
      await visit(page, "/contact/");
      await fillForm(page);
      await page.getByRole("button", { name: "Send message" }).click();
      const alert = contact(page).getByRole("alert");
      await expect(alert).toContainText("Your message could not be sent.");
      await expect(alert.getByRole("link")).toHaveAttribute("href", /^mailto:.+@example\.org$/);
      await expectFormKept(page);
      await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  // Typing and a submission the page keeps to itself: one load for both, in this order.
  test.describe("on one load", () => {
    test.describe.configure({ mode: "default" });
    let page: Page;
    let posts: Request[];
    test.beforeAll(async ({ site }) => {
      page = await site.newPage(1280);
      posts = await interceptPosts(page, site.origin, (route) => route.fulfill({ status: 200 }));
      await visit(page, "/contact/");
    });
    test.afterAll(() => page.context().close());

    test("counts the message's characters and stops at the limit", async () => {
      const message = page.getByLabel("Message", { exact: true });
      await message.fill("Hello");
      await expect(page.getByText("5 of 2,000 characters")).toBeVisible();
      await message.fill("x".repeat(2100));
      expect((await message.inputValue()).length).toBe(2000);
    });

    test("sends nothing when the hidden honeypot field is filled", async () => {
      const honeypot = contact(page).locator('input[name="bot-field"]');
      // Out of sight (placed off the page), out of the tab order, and hidden from screen readers.
      const box = await honeypot.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
      expect(await honeypot.evaluate((element) => Boolean(element.closest('[aria-hidden="true"]')))).toBe(true);
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await fillForm(page);
      await honeypot.evaluate((element) => {
        (element as HTMLInputElement).value = "http://spam.example";
      });
      await page.getByRole("button", { name: "Send message" }).click();
      // The page thanks a robot as it would a visitor, without sending: nothing was posted by then.
      await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeVisible();
      expect(posts).toHaveLength(0);
    });
  });

  test("works without JavaScript: a plain POST that lands on the thank-you page", async ({ site }) => {
    const page = await site.newPage(1280, { javaScriptEnabled: false });
    const posts: Request[] = [];
    await page.route(`${site.origin}/contact/thanks/`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      // The host records the submission and answers with the form's action page.
      return route.fulfill({ status: 303, headers: { location: "/contact/thanks/" } });
    });
    await visit(page, "/contact/", { scripts: false });
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(`${site.origin}/contact/thanks/`);
    await expect(page.locator("h1")).toHaveText(pageTexts("thanks").title);
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""))).toMatchObject({ "form-name": "contact", ...VISITOR });
    await page.context().close();
  });
});

test.describe("Donate Now on each giving level", () => {
  test("leaves the message empty for an unknown level", async ({ page }) => {
    await visit(page, "/contact/?tier=no-such-level");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  });
});
