import * as React from "react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ContactForm } from "../src/components/ContactForm";
import { characterCount, tierMessage, validateContact } from "../src/lib/contact-form";
import { labels } from "./support/page-context";
import { readData } from "./support/data";

const contactTexts = readData("pages/contact.json");

const EMAIL = "hello@example.org";
const TOPICS = {
  topicLabel: "What is it about?",
  topics: [
    { id: "general", label: "A general question" },
    { id: "volunteering", label: "Volunteering" },
    { id: "program", label: "A program" },
  ],
};

function fill(values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined) fireEvent.change(screen.getByLabelText("Name"), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(screen.getByLabelText("Email"), { target: { value: values.email } });
  if (values.message !== undefined) {
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: values.message } });
  }
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send message" }));

function mockFetch(implementation: () => Promise<Partial<Response>>) {
  const fetchMock = jest.fn(implementation);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => jest.restoreAllMocks());

describe("ContactForm fields", () => {
  it("asks for a name, an e-mail address the browser checks, and a four-row message", () => {
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "4");
    expect(screen.getByLabelText("Message")).toHaveAttribute("maxLength", "2000");
  });

  it("counts the message's characters against its limit", () => {
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    fill({ message: "Hello there" });
    expect(screen.getByText("11 of 2,000 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("11 of 2,000 characters");
  });

  it("is a Netlify form by default, posting to the thank-you page without JavaScript", () => {
    const { container } = render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("data-netlify-honeypot", "bot-field");
    expect(form).toHaveAttribute("action", "/contact/thanks/");
    expect(form).toHaveAttribute("method", "post");
    expect(container.querySelector('input[name="form-name"]')).toHaveValue("contact");
  });

  it("posts straight to another form service when one is set", () => {
    const { container } = render(<ContactForm endpoint="https://forms.example.org/f/abc" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("action", "https://forms.example.org/f/abc");
    expect(form).not.toHaveAttribute("data-netlify");
  });

  it("hides the honeypot from people and from assistive technology", () => {
    const { container } = render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    const honeypot = container.querySelector('input[name="bot-field"]');
    expect(honeypot).toHaveAttribute("tabIndex", "-1");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("starts from a given message, such as a chosen giving level", () => {
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} initialMessage="I would like to give $25/month." />);
    expect(screen.getByLabelText("Message")).toHaveValue("I would like to give $25/month.");
  });
});

describe("ContactForm topics", () => {
  it('asks "What is it about?" with the topics from data, the first chosen by default', () => {
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    const choice = screen.getByRole("combobox", { name: "What is it about?" });
    expect(choice).toHaveValue("general");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["A general question", "Volunteering", "A program"]);
  });

  it("starts from the topic a link chose, and ignores a topic that does not exist", () => {
    const { rerender } = render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} initialTopic="volunteering" />);
    expect(screen.getByRole("combobox", { name: "What is it about?" })).toHaveValue("volunteering");
    rerender(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} initialTopic="nonsense" />);
    expect(screen.getByRole("combobox", { name: "What is it about?" })).toHaveValue("volunteering");
  });

  it("sends the chosen topic with the message", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} initialTopic="program" />);
    fill({ name: "Ana", email: "ana@example.org", message: "Hi" });
    fireEvent.change(screen.getByRole("combobox", { name: "What is it about?" }), { target: { value: "volunteering" } });
    send();
    await screen.findByRole("heading", { name: "Thank you for your message" });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URLSearchParams(init.body as string).get("topic")).toBe("volunteering");
  });
});

describe("ContactForm validation", () => {
  it("explains each missing field beside it and moves focus to the first", () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true }));
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    send();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Please enter your name.");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter your e-mail address, so that we can reply.");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Please write your message. 0 of 2,000 characters");
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uses the browser's e-mail check", () => {
    mockFetch(() => Promise.resolve({ ok: true }));
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    fill({ name: "Ana", email: "ana.example.org", message: "Hi" });
    send();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter an e-mail address like name@example.org.");
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("clears a field's error as the visitor corrects it", () => {
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    send();
    fill({ name: "Ana" });
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
  });
});

describe("ContactForm sending", () => {
  const complete = { name: "Ana Reyes", email: "ana@example.org", message: "Could you visit our school?" };

  it("posts the form url-encoded with its name and fields, then thanks the visitor", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    fill(complete);
    send();
    expect(await screen.findByRole("heading", { name: "Thank you for your message" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/x-www-form-urlencoded");
    const body = new URLSearchParams(init.body as string);
    expect(Object.fromEntries(body)).toEqual({ "form-name": "contact", language: "en", "bot-field": "", topic: "general", ...complete });
    expect(screen.getByRole("status")).toHaveTextContent("Thank you. Your message has been sent.");
    fireEvent.click(screen.getByRole("button", { name: "Write another message" }));
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("says it is sending and cannot be sent twice meanwhile", async () => {
    let answer: (response: Partial<Response>) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    fill(complete);
    send();
    const sending = screen.getByRole("button", { name: "Sending…" });
    expect(sending).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message…");
    fireEvent.submit(sending.closest("form") as HTMLFormElement);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer({ ok: true, status: 200 });
    expect(await screen.findByRole("heading", { name: "Thank you for your message" })).toBeInTheDocument();
  });

  it.each([
    ["the service answers with an error", () => Promise.resolve({ ok: false, status: 500 })],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps everything typed and offers e-mail when %s", async (_case, implementation) => {
    mockFetch(implementation);
    render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    fill(complete);
    send();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your message could not be sent.");
    expect(screen.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    expect(screen.getByLabelText("Name")).toHaveValue(complete.name);
    expect(screen.getByLabelText("Email")).toHaveValue(complete.email);
    expect(screen.getByLabelText("Message")).toHaveValue(complete.message);
    await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled());
  });

  it("sends nothing when the honeypot is filled, and tells the bot all went well", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true }));
    const { container } = render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} />);
    fill(complete);
    fireEvent.change(container.querySelector('input[name="bot-field"]') as HTMLInputElement, {
      target: { value: "http://spam.example" },
    });
    send();
    expect(await screen.findByRole("heading", { name: "Thank you for your message" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("contact form helpers", () => {
  it("validates with plain messages", () => {
    expect(validateContact({ name: " ", email: "", topic: "general", message: "" }, true, labels.forms)).toEqual({
      name: "Please enter your name.",
      email: "Please enter your e-mail address, so that we can reply.",
      message: "Please write your message.",
    });
    expect(validateContact({ name: "A", email: "a@b.org", topic: "general", message: "x".repeat(2001) }, true, labels.forms)).toEqual({
      message: "Please shorten your message to 2,000 characters or fewer.",
    });
  });

  it("counts characters with thousands separators", () => {
    expect(characterCount("x".repeat(1234), labels.forms.characters)).toBe("1,234 of 2,000 characters");
  });

  it("writes the message for a chosen giving level in the page's words, and nothing for an unknown one", () => {
    const tiers = [{ jsonId: "tier-monthly", name: "Community Supporter", priceText: "$25", billingPeriod: "month" }];
    const english = { template: contactTexts.tierMessage, prices: labels.prices };
    expect(tierMessage("tier-monthly", tiers, english)).toBe(
      "Hello, I would like to give $25/month as a Community Supporter. Please tell me how to set up my gift.",
    );
    const spanish = { template: "Hola, me gustaría donar {price} como {tier}.", prices: { ...labels.prices, month: "{price}/mes" } };
    expect(tierMessage("tier-monthly", [{ ...tiers[0]!, name: "Colaborador comunitario" }], spanish)).toBe(
      "Hola, me gustaría donar $25/mes como Colaborador comunitario.",
    );
    expect(tierMessage("tier-unknown", tiers, english)).toBeNull();
    expect(tierMessage(null, tiers, english)).toBeNull();
  });
});
