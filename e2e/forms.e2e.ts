import AxeBuilder from "@axe-core/playwright";
import type { Page, Request, Route } from "playwright-core";
import { tiers } from "../__tests__/support/data";
import { openSite, visit, type Site } from "./support/browser";
import { pageTexts, tierPrice } from "./support/content";
import { AXE_TAGS } from "./support/route-visit";

/**
 * The contact form delivers and never loses what was typed; Donate Now on a giving level always leads somewhere.
 * Form posts are intercepted in the browser and answered as the host would answer them.
 */

const VISITOR = { name: "Ana Reyes", email: "ana@example.org", message: "Could your team visit our school in May?" };

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site.close());

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

/** The contact form's part of the page: the footer holds the newsletter's own form, status and honeypot. */
const contact = (page: Page) => page.locator("main");

async function fillForm(page: Page, values = VISITOR): Promise<void> {
  await contact(page).getByLabel("Name", { exact: true }).fill(values.name);
  await contact(page).getByLabel("Email", { exact: true }).fill(values.email);
  await contact(page).getByLabel("Message", { exact: true }).fill(values.message);
}

/** Answers the form's POST to the site with `answer`, and records what was posted. */
async function interceptPost(page: Page, answer: (route: Route) => Promise<void>): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(
    (url) => url.origin === site.origin,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      return answer(route);
    },
  );
  return posts;
}

async function contactPage(width = 1280): Promise<Page> {
  const page = await site.newPage(width);
  await visit(page, site.origin, "/contact/");
  return page;
}

async function expectFormKept(page: Page): Promise<void> {
  expect(await contact(page).getByLabel("Name", { exact: true }).inputValue()).toBe(VISITOR.name);
  expect(await contact(page).getByLabel("Email", { exact: true }).inputValue()).toBe(VISITOR.email);
  expect(await contact(page).getByLabel("Message", { exact: true }).inputValue()).toBe(VISITOR.message);
}

describe("the contact form", () => {
  it("is in the page's HTML as a Netlify form, so the host finds it at deploy", async () => {
    const html = await (await fetch(`${site.origin}/contact/`)).text();
    const form = /<form[^>]*name="contact"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('data-netlify="true"');
    expect(form).toContain('data-netlify-honeypot="bot-field"');
    expect(form).toContain('action="/contact/thanks/"');
    for (const field of ["form-name", "bot-field", "name", "email", "message"]) expect(html).toContain(`name="${field}"`);
  });

  it("sends the form url-encoded with its name and three fields, then thanks the visitor", async () => {
    const page = await contactPage();
    const posts = await interceptPost(page, (route) => route.fulfill({ status: 200, body: "ok" }));
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you for your message" }).waitFor();
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.url()).toBe(`${site.origin}/`);
    expect(post?.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(post?.postData() ?? ""))).toEqual({
      "form-name": "contact",
      "bot-field": "",
      topic: "general",
      ...VISITOR,
    });
    expect(await contact(page).getByRole("status").innerText()).toContain("Your message has been sent");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Write another message" }).click();
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
  });

  it("shows that it is sending, and cannot be sent twice meanwhile", async () => {
    const page = await contactPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const posts = await interceptPost(page, async (route) => {
      await held;
      await route.fulfill({ status: 200, body: "ok" });
    });
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const sending = page.getByRole("button", { name: "Sending…" });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await contact(page).locator("form").getAttribute("aria-busy")).toBe("true");
    await page.keyboard.press("Enter");
    expect(await axeViolations(page)).toEqual([]);
    release();
    await page.getByRole("heading", { name: "Thank you for your message" }).waitFor();
    expect(posts).toHaveLength(1);
  });

  it.each([
    ["the service answers 500", (route: Route) => route.fulfill({ status: 500, body: "error" })],
    ["the network fails", (route: Route) => route.abort("failed")],
  ])("keeps everything typed and offers e-mail when %s", async (_case, answer) => {
    const page = await contactPage();
    await interceptPost(page, answer);
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const alert = contact(page).getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Your message could not be sent.");
    expect(await alert.getByRole("link").getAttribute("href")).toMatch(/^mailto:.+@example\.org$/);
    await expectFormKept(page);
    expect(await page.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("explains what is missing beside each field and moves focus to the first", async () => {
    const page = await contactPage(375);
    const posts = await interceptPost(page, (route) => route.fulfill({ status: 200 }));
    await page.getByLabel("Email", { exact: true }).fill("ana.example.org");
    await page.getByRole("button", { name: "Send message" }).click();
    const name = contact(page).getByLabel("Name", { exact: true });
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    const descriptionOf = (id: string | null) => page.locator(`#${id ?? "missing"}`).innerText();
    expect(await descriptionOf(await name.getAttribute("aria-describedby"))).toBe("Please enter your name.");
    const email = contact(page).getByLabel("Email", { exact: true });
    expect(await descriptionOf(await email.getAttribute("aria-describedby"))).toBe(
      "Please enter an e-mail address like name@example.org.",
    );
    expect(await page.getByText("Please write your message.").isVisible()).toBe(true);
    expect(posts).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("counts the message's characters and stops at the limit", async () => {
    const page = await contactPage();
    const message = page.getByLabel("Message", { exact: true });
    await message.fill("Hello");
    expect(await page.getByText("5 of 2,000 characters").isVisible()).toBe(true);
    await message.fill("x".repeat(2100));
    expect((await message.inputValue()).length).toBe(2000);
  });

  it("sends nothing when the hidden honeypot field is filled", async () => {
    const page = await contactPage();
    const posts = await interceptPost(page, (route) => route.fulfill({ status: 200 }));
    const honeypot = contact(page).locator('input[name="bot-field"]');
    // Out of sight (placed off the page), out of the tab order, and hidden from screen readers.
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    expect(await honeypot.evaluate((element) => Boolean(element.closest('[aria-hidden="true"]')))).toBe(true);
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    await fillForm(page);
    await honeypot.evaluate((element) => {
      (element as HTMLInputElement).value = "http://spam.example";
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you for your message" }).waitFor();
    expect(posts).toHaveLength(0);
  });

  it("works without JavaScript: a plain POST that lands on the thank-you page", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posts: Request[] = [];
    await page.route(`${site.origin}/contact/thanks/`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      // The host records the submission and answers with the form's action page.
      return route.fulfill({ status: 303, headers: { location: "/contact/thanks/" } });
    });
    await visit(page, site.origin, "/contact/", { scripts: false });
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${site.origin}/contact/thanks/`);
    expect(await page.locator("h1").innerText()).toBe(pageTexts("thanks").title);
    expect(posts).toHaveLength(1);
    const body = Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ""));
    expect(body).toMatchObject({ "form-name": "contact", ...VISITOR });
    await context.close();
  });
});

describe("Donate Now on each giving level", () => {
  it.each(tiers.map((tier) => [tier.name, tier]))("%s leads somewhere real", async (name, tier) => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/donation/");
    const button = page.getByRole("article", { name }).getByRole("link", { name: /^Donate Now/ });
    const href = await button.getAttribute("href");
    if (tier.checkoutUrl) {
      expect(href).toBe(tier.checkoutUrl);
      return;
    }
    expect(href).toBe(`/contact/?topic=giving&tier=${tier.id}`);
    await button.click();
    await page.waitForURL(`${site.origin}/contact/?topic=giving&tier=${tier.id}`);
    const message = page.getByLabel("Message", { exact: true });
    await page.waitForFunction(() => (document.querySelector("#contact-message") as HTMLTextAreaElement | null)?.value);
    expect(await message.inputValue()).toContain(`as a ${name}`);
    const { amount, period } = tierPrice(tier);
    expect(await message.inputValue()).toContain(`${amount}/${period}`);
  });

  it("leaves the message empty for an unknown level", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/contact/?tier=no-such-level");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
  });

  it("keeps the nav, hero and footer donation links on /donation/", async () => {
    const page = await site.newPage(1280);
    await visit(page, site.origin, "/");
    for (const link of await page.getByRole("link", { name: /^(Donate Now|Make a Donation)$/ }).all()) {
      expect(await link.getAttribute("href")).toBe("/donation/");
    }
  });
});
