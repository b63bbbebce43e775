import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { NewsletterForm } from "../src/components/NewsletterForm";
import { labels } from "./support/page-context";

const TEXTS = {
  note: "We only use your address for the newsletter.",
  buttonLabel: "Sign up",
  sentTitle: "You are on the list",
  sentText: "Look out for our next newsletter.",
};

function renderForm(endpoint = "/") {
  return render(
    <>
      <h2 id="news">Our newsletter</h2>
      <NewsletterForm labels={labels.forms} id="footer-newsletter" headingId="news" endpoint={endpoint} email="hello@example.org" texts={TEXTS} />
    </>,
  );
}

function mockFetch(implementation: () => Promise<Partial<Response>>) {
  const fetchMock = jest.fn(implementation);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function fillAndSend() {
  fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "ana@example.org" } });
  fireEvent.change(screen.getByLabelText("First name (optional)"), { target: { value: "Ana" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
}

afterEach(() => jest.restoreAllMocks());

describe("the newsletter sign-up", () => {
  it("asks for an e-mail address and, optionally, a first name, with its consent note", () => {
    const { container } = renderForm();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email address")).toBeRequired();
    expect(screen.getByLabelText("First name (optional)")).not.toBeRequired();
    const form = screen.getByRole("form", { name: "Our newsletter" });
    expect(form).toHaveAccessibleDescription(TEXTS.note);
    expect(form).toHaveAttribute("action", "/newsletter/thanks/");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(container.querySelector('input[name="form-name"]')).toHaveValue("newsletter");
  });

  it("posts to the contact form's service when one is set", () => {
    renderForm("https://forms.example.org/f/abc");
    expect(screen.getByRole("form", { name: "Our newsletter" })).toHaveAttribute("action", "https://forms.example.org/f/abc");
  });

  it("says it is sending, then thanks the visitor in place of the form", async () => {
    let answer: (response: Partial<Response>) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    renderForm();
    fillAndSend();
    expect(screen.getByRole("button", { name: "Signing up…" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Signing you up…");
    answer({ ok: true, status: 200 });
    expect(await screen.findByText(TEXTS.sentTitle)).toBeInTheDocument();
    expect(screen.queryByRole("form")).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      "form-name": "newsletter",
      language: "en",
      "bot-field": "",
      email: "ana@example.org",
      firstName: "Ana",
    });
  });

  it("keeps what was typed and offers e-mail when signing up fails", async () => {
    mockFetch(() => Promise.resolve({ ok: false, status: 500 }));
    renderForm();
    fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent("You could not be signed up just now.");
    expect(screen.getByLabelText("Email address")).toHaveValue("ana@example.org");
    expect(screen.getByLabelText("First name (optional)")).toHaveValue("Ana");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();
  });
});
