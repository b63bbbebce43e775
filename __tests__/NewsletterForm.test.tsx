import * as React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NewsletterForm } from "../src/components/NewsletterForm";
import { enhance } from "../src/enhance/newsletter-form";
import { labels } from "./support/page-context";
import { mockFetch, postedFields, postedTo } from "./support/form-posts";

const EMAIL = "hello@example.org";
const TEXTS = {
  note: "We only use your address for the newsletter.",
  buttonLabel: "Sign up",
  sentTitle: "You are on the list",
  sentText: "Look out for our next newsletter.",
};

function newsletterOf(container: HTMLElement, id = "footer-newsletter"): HTMLElement {
  const element = container.querySelector(`#${id}-email`)?.closest<HTMLElement>('[data-enhance="newsletter-form"]');
  if (!element) throw new Error(`No newsletter form ${id}`);
  return element;
}

/** The thanks, once shown in place of the form: its words are in the HTML from the start, hidden. */
async function thanks(scope: HTMLElement = document.body): Promise<HTMLElement> {
  const title = within(scope).getByText(TEXTS.sentTitle);
  await waitFor(() => expect(title).toBeVisible());
  return title;
}

/** The sign-up as the page's HTML has it: React renders it, and no script runs. */
function renderMarkup({ endpoint = "/", language = "en" } = {}) {
  const result = render(
    <>
      <h2 id="news">Our newsletter</h2>
      <NewsletterForm
        labels={labels.forms}
        language={language}
        id="footer-newsletter"
        headingId="news"
        endpoint={endpoint}
        email={EMAIL}
        texts={TEXTS}
      />
    </>,
  );
  return { ...result, element: newsletterOf(result.container) };
}

/** The sign-up as a visitor's browser has it once its enhancement module ran. */
function renderForm(options: { endpoint?: string } = {}) {
  const rendered = renderMarkup(options);
  enhance(rendered.element);
  return rendered;
}

function fill(scope: HTMLElement = document.body) {
  fireEvent.input(within(scope).getByLabelText("Email address"), { target: { value: "ana@example.org" } });
  fireEvent.input(within(scope).getByLabelText("First name (optional)"), { target: { value: "Ana" } });
}

function fillAndSend() {
  fill();
  fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
}

afterEach(() => jest.restoreAllMocks());

describe("the newsletter sign-up's HTML, before any script runs", () => {
  it("asks for an e-mail address and, optionally, a first name, with its consent note", () => {
    renderMarkup();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email address")).toBeRequired();
    expect(screen.getByLabelText("First name (optional)")).not.toBeRequired();
    expect(screen.getByRole("form", { name: "Our newsletter" })).toHaveAccessibleDescription(TEXTS.note);
  });

  it("is a plain POST to Netlify, landing on the thank-you page, with its name and hidden fields", () => {
    const { element } = renderMarkup();
    const form = screen.getByRole("form", { name: "Our newsletter" });
    expect(form).toHaveAttribute("name", "newsletter");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/newsletter/thanks/");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("data-netlify-honeypot", "bot-field");
    expect(form.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("newsletter");
    expect(form.querySelector('input[type="hidden"][name="language"]')).toHaveValue("en");
    const honeypot = form.querySelector('input[name="bot-field"]');
    expect(honeypot).toHaveAttribute("tabIndex", "-1");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Loaded when the visitor first reaches for it.
    expect(element).toHaveAttribute("data-enhance-when", "intent");
    expect(element).not.toHaveAttribute("data-enhanced");
  });

  it("lands on the thank-you page of the page's language, and sends the language", () => {
    renderMarkup({ language: "es" });
    const form = screen.getByRole("form", { name: "Our newsletter" });
    expect(form).toHaveAttribute("action", "/es/newsletter/thanks/");
    expect(form.querySelector('input[name="language"]')).toHaveValue("es");
  });

  it("posts to the contact form's service when one is set", () => {
    renderMarkup({ endpoint: "https://forms.example.org/f/abc" });
    const form = screen.getByRole("form", { name: "Our newsletter" });
    expect(form).toHaveAttribute("action", "https://forms.example.org/f/abc");
    expect(form).not.toHaveAttribute("data-netlify");
  });

  it("holds the words of every state, hidden", () => {
    renderMarkup();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("You could not be signed up just now.")).not.toBeVisible();
    expect(screen.getByText(EMAIL, { selector: "a" })).toHaveAttribute("href", `mailto:${EMAIL}`);
    expect(screen.getByText(TEXTS.sentTitle)).not.toBeVisible();
  });
});

describe("the enhanced newsletter sign-up", () => {
  it("marks itself enhanced, and a second call does nothing", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    const { element } = renderForm();
    expect(element).toHaveAttribute("data-enhanced", "");
    enhance(element);
    fillAndSend();
    await thanks();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says it is sending, then thanks the visitor in place of the form", async () => {
    let answer: (response: Partial<Response>) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    renderForm();
    fillAndSend();
    const form = screen.getByRole("form", { name: "Our newsletter" });
    expect(screen.getByRole("button", { name: "Signing up…" })).toBeDisabled();
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Signing you up…");
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer({ ok: true, status: 200 });
    expect((await thanks()).parentElement).toHaveFocus();
    expect(screen.getByText(TEXTS.sentText)).toBeVisible();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Thank you. You are signed up for the newsletter.");
    expect(postedTo(fetchMock)).toBe("/");
    expect(postedFields(fetchMock)).toEqual({
      "form-name": "newsletter",
      language: "en",
      "bot-field": "",
      email: "ana@example.org",
      firstName: "Ana",
    });
    // Only a confirmed delivery empties the fields.
    expect(screen.getByLabelText("Email address")).toHaveValue("");
  });

  it("posts to the contact form's service when one is set", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    renderForm({ endpoint: "https://forms.example.org/f/abc" });
    fillAndSend();
    await thanks();
    expect(postedTo(fetchMock)).toBe("https://forms.example.org/f/abc");
  });

  it.each([
    ["the service answers with an error", () => Promise.resolve({ ok: false, status: 500 })],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps what was typed and offers e-mail when %s", async (_case, implementation) => {
    mockFetch(implementation);
    renderForm();
    fillAndSend();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `You could not be signed up just now. Please try again in a moment; what you typed is still here. You can also write to ${EMAIL}.`,
    );
    expect(within(alert).getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    expect(screen.getByRole("status")).toHaveTextContent("You could not be signed up. What you typed is still in the form.");
    expect(screen.getByLabelText("Email address")).toHaveValue("ana@example.org");
    expect(screen.getByLabelText("First name (optional)")).toHaveValue("Ana");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();
    expect(screen.getByRole("form", { name: "Our newsletter" })).toHaveAttribute("aria-busy", "false");
  });

  it("signs up nothing when the honeypot is filled, and tells the bot all went well", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true }));
    const { element } = renderForm();
    fireEvent.input(element.querySelector('input[name="bot-field"]') as HTMLInputElement, { target: { value: "http://spam.example" } });
    fillAndSend();
    await thanks();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a sign-up submitted before the module was loaded, once the loader submits it again", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    const { element } = renderMarkup();
    // What the loader does with data-enhance-when="intent": it holds the first submission, enhances, and submits again.
    element.addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        enhance(element);
        (event.target as HTMLFormElement).requestSubmit();
      },
      { once: true },
    );
    fillAndSend();
    await thanks();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(postedFields(fetchMock)).toMatchObject({ email: "ana@example.org", firstName: "Ana" });
  });

  it("works on a page with two sign-ups, each on its own", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: false, status: 500 }));
    const common = { labels: labels.forms, endpoint: "/", email: EMAIL, texts: TEXTS };
    const { container } = render(
      <>
        <h2 id="events-news">Nothing upcoming</h2>
        <NewsletterForm id="events-newsletter" headingId="events-news" {...common} />
        <h2 id="footer-news">Newsletter</h2>
        <NewsletterForm id="footer-newsletter" headingId="footer-news" tone="dark" {...common} />
      </>,
    );
    const events = newsletterOf(container, "events-newsletter");
    const footer = newsletterOf(container, "footer-newsletter");
    enhance(events);
    enhance(footer);
    fill(footer);
    fireEvent.click(within(footer).getByRole("button", { name: "Sign up" }));
    expect(await within(footer).findByRole("alert")).toBeVisible();
    expect(within(events).queryByRole("alert")).toBeNull();
    expect(within(events).getByRole("status")).toHaveTextContent("");
    fetchMock.mockImplementation(() => Promise.resolve({ ok: true, status: 200 }));
    fill(events);
    fireEvent.click(within(events).getByRole("button", { name: "Sign up" }));
    await thanks(events);
    expect(within(footer).getByText(TEXTS.sentTitle)).not.toBeVisible();
    expect(within(footer).getByLabelText("Email address")).toHaveValue("ana@example.org");
  });
});
