import * as React from "react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ContactForm } from "../src/components/ContactForm";
import { enhance } from "../src/enhance/contact-form";
import { characterCount, contactLinkMessages, tierMessage, validateContact } from "../src/lib/contact-form";
import { labels } from "./support/page-context";
import { readData } from "./support/data";
import { mockFetch, postedFields, postedTo } from "./support/form-posts";
// cspell:dictionaries es-es

const contactTexts = readData("pages/contact.json");

const EMAIL = "hello@example.org";
const TOPICS = {
  topicLabel: "What is it about?",
  topics: [
    { id: "general", label: "A general question" },
    { id: "volunteering", label: "Volunteering" },
    { id: "giving", label: "Giving" },
    { id: "program", label: "A program" },
  ],
};
const LINK_MESSAGES = contactLinkMessages({
  programs: [{ jsonId: "education-support", name: "Education Support" }],
  tiers: [{ jsonId: "tier-monthly", name: "Community Supporter", priceText: "$25", billingPeriod: "month" }],
  programMessage: "Hello, I have a question about {program}.",
  tierMessage: contactTexts.tierMessage,
  prices: labels.prices,
});
const TIER_MESSAGE = "Hello, I would like to give $25/month as a Community Supporter. Please tell me how to set up my gift.";

type Props = Partial<React.ComponentProps<typeof ContactForm>>;

/** The form as the page's HTML has it: React renders it, and no script runs. */
function renderMarkup(props: Props = {}) {
  const result = render(<ContactForm endpoint="/" email={EMAIL} labels={labels.forms} {...TOPICS} linkMessages={LINK_MESSAGES} {...props} />);
  const element = result.container.querySelector<HTMLElement>('[data-enhance="contact-form"]');
  if (!element) throw new Error("The contact form has no data-enhance element");
  const form = element.querySelector("form");
  if (!form) throw new Error("The contact form has no <form>");
  return { ...result, element, form };
}

/** The form as a visitor's browser has it once its enhancement module ran. */
function renderForm(props: Props = {}) {
  const rendered = renderMarkup(props);
  enhance(rendered.element);
  return rendered;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

function fill(values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined) fireEvent.input(field("Name"), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.input(field("Email"), { target: { value: values.email } });
  if (values.message !== undefined) fireEvent.input(field("Message"), { target: { value: values.message } });
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send message" }));
const topicChoice = () => screen.getByRole("combobox", { name: "What is it about?" });

/** The address the visitor arrived at, as a link from another page writes it. */
function arriveAt(search: string) {
  window.history.replaceState(null, "", `/contact/${search}`);
}

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("the contact form's HTML, before any script runs", () => {
  it("is a plain POST to Netlify, landing on the thank-you page, with its name and hidden fields", () => {
    const { form } = renderMarkup();
    expect(form).toHaveAttribute("name", "contact");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contact/thanks/");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("data-netlify-honeypot", "bot-field");
    expect(form.noValidate).toBe(false);
    expect(form.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("contact");
    expect(form.querySelector('input[type="hidden"][name="language"]')).toHaveValue("en");
    expect(form.querySelector('input[name="bot-field"]')).toHaveValue("");
    expect(field("Name")).toBeRequired();
    expect(field("Email")).toBeRequired();
    expect(field("Message")).toBeRequired();
  });

  it("lands on the thank-you page of the page's language, and sends the language", () => {
    const { form } = renderMarkup({ language: "es" });
    expect(form).toHaveAttribute("action", "/es/contact/thanks/");
    expect(form.querySelector('input[name="language"]')).toHaveValue("es");
  });

  it("posts straight to another form service when one is set", () => {
    const { form } = renderMarkup({ endpoint: "https://forms.example.org/f/abc" });
    expect(form).toHaveAttribute("action", "https://forms.example.org/f/abc");
    expect(form).not.toHaveAttribute("data-netlify");
  });

  it("asks for a name, an e-mail address the browser checks, and a four-row message", () => {
    renderMarkup();
    expect(field("Name")).toHaveAttribute("type", "text");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Message")).toHaveAttribute("rows", "4");
    expect(field("Message")).toHaveAttribute("maxLength", "2000");
    expect(field("Message")).toHaveAccessibleDescription("0 of 2,000 characters");
  });

  it("hides the honeypot from people and from assistive technology", () => {
    const { container } = renderMarkup();
    const honeypot = container.querySelector('input[name="bot-field"]');
    expect(honeypot).toHaveAttribute("tabIndex", "-1");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("holds the words of every state, hidden, and no error yet", () => {
    const { element } = renderMarkup();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Your message could not be sent.")).not.toBeVisible();
    expect(screen.getByText(EMAIL, { selector: "a" })).toHaveAttribute("href", `mailto:${EMAIL}`);
    expect(screen.getByText("Thank you for your message")).not.toBeVisible();
    expect(screen.getByText("Write another message")).not.toBeVisible();
    expect(element.querySelectorAll("[aria-invalid]")).toHaveLength(0);
    expect(JSON.parse(element.dataset.texts ?? "")).toMatchObject({ sending: "Sending your message…", busy: "Sending…" });
  });
});

describe("enhancing the contact form", () => {
  it("marks it enhanced and checks the fields itself; a second call does nothing", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    const { element, form } = renderForm();
    expect(element).toHaveAttribute("data-enhanced", "");
    expect(form.noValidate).toBe(true);
    enhance(element);
    fill({ name: "Ana", email: "ana@example.org", message: "Hi" });
    send();
    await screen.findByRole("heading", { name: "Thank you for your message" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("counts the message's characters against its limit as the visitor types", () => {
    renderForm();
    fill({ message: "Hello there" });
    expect(screen.getByText("11 of 2,000 characters")).toBeInTheDocument();
    expect(field("Message")).toHaveAccessibleDescription("11 of 2,000 characters");
    fill({ message: "x".repeat(1234) });
    expect(screen.getByText(characterCount("x".repeat(1234), labels.forms.characters))).toBeVisible();
  });
});

describe("ContactForm topics", () => {
  it('asks "What is it about?" with the topics from data, the first chosen by default', () => {
    renderForm();
    expect(topicChoice()).toHaveValue("general");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["A general question", "Volunteering", "Giving", "A program"]);
  });

  it("sends the chosen topic with the message", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    renderForm();
    fill({ name: "Ana", email: "ana@example.org", message: "Hi" });
    fireEvent.change(topicChoice(), { target: { value: "volunteering" } });
    send();
    await screen.findByRole("heading", { name: "Thank you for your message" });
    expect(postedFields(fetchMock).topic).toBe("volunteering");
  });
});

describe("the link that led to the contact form", () => {
  it("chooses the topic it names", () => {
    arriveAt("?topic=volunteering");
    renderForm();
    expect(topicChoice()).toHaveValue("volunteering");
    expect(field("Message")).toHaveValue("");
  });

  it("leaves the default topic for one that does not exist", () => {
    arriveAt("?topic=nonsense");
    renderForm();
    expect(topicChoice()).toHaveValue("general");
  });

  it("starts the message of a giving level, and chooses giving, also for older links with ?tier= alone", () => {
    arriveAt("?tier=tier-monthly");
    renderForm();
    expect(topicChoice()).toHaveValue("giving");
    expect(field("Message")).toHaveValue(TIER_MESSAGE);
    expect(screen.getByText(characterCount(TIER_MESSAGE, labels.forms.characters))).toBeVisible();
  });

  it("starts the message of a program page's link", () => {
    arriveAt("?topic=program&program=education-support");
    renderForm();
    expect(topicChoice()).toHaveValue("program");
    expect(field("Message")).toHaveValue("Hello, I have a question about Education Support.");
  });

  it("leaves the message empty for an unknown giving level or program", () => {
    arriveAt("?tier=constructor");
    const { unmount } = renderForm();
    expect(topicChoice()).toHaveValue("giving");
    expect(field("Message")).toHaveValue("");
    unmount();
    arriveAt("?topic=program&program=nonsense");
    renderForm();
    expect(field("Message")).toHaveValue("");
  });

  it("keeps what the visitor chose and typed before the script ran", () => {
    arriveAt("?tier=tier-monthly");
    const { element } = renderMarkup();
    fireEvent.change(topicChoice(), { target: { value: "program" } });
    field("Message").value = "My own words";
    enhance(element);
    expect(topicChoice()).toHaveValue("program");
    expect(field("Message")).toHaveValue("My own words");
    expect(screen.getByText("12 of 2,000 characters")).toBeInTheDocument();
  });

  it("is the same page for every address: the messages are in its HTML, made at build time", () => {
    const { element } = renderMarkup();
    expect(JSON.parse(element.dataset.prefill ?? "")).toEqual({
      tiers: [["tier-monthly", TIER_MESSAGE]],
      programs: [["education-support", "Hello, I have a question about Education Support."]],
    });
  });
});

describe("ContactForm validation", () => {
  it("explains each missing field beside it and moves focus to the first", () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true }));
    renderForm();
    send();
    expect(field("Name")).toHaveAccessibleDescription("Please enter your name.");
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please enter your name.")).toBeVisible();
    expect(field("Email")).toHaveAccessibleDescription("Please enter your e-mail address, so that we can reply.");
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Message")).toHaveAccessibleDescription("Please write your message. 0 of 2,000 characters");
    expect(field("Message")).toHaveAttribute("aria-invalid", "true");
    expect(field("Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uses the browser's e-mail check", () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true }));
    renderForm();
    fill({ name: "Ana", email: "ana.example.org", message: "Hi" });
    send();
    expect(field("Email")).toHaveAccessibleDescription("Please enter an e-mail address like name@example.org.");
    expect(field("Email")).toHaveFocus();
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks to shorten a message over the limit", () => {
    renderForm();
    fill({ name: "Ana", email: "ana@example.org", message: "x".repeat(2001) });
    send();
    expect(field("Message")).toHaveAccessibleDescription("Please shorten your message to 2,000 characters or fewer. 2,001 of 2,000 characters");
    expect(field("Message")).toHaveFocus();
  });

  it("clears a field's error as the visitor corrects it", () => {
    renderForm();
    send();
    fill({ name: "Ana", message: "Hi" });
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(field("Name")).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText("Please enter your name.")).toBeNull();
    expect(field("Message")).not.toHaveAttribute("aria-invalid");
    expect(field("Message")).toHaveAccessibleDescription("2 of 2,000 characters");
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("ContactForm sending", () => {
  const complete = { name: "Ana Reyes", email: "ana@example.org", message: "Could you visit our school?" };

  it("posts the form url-encoded with its name and fields, then thanks the visitor", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    const { form } = renderForm();
    fill(complete);
    send();
    const thanks = await screen.findByRole("heading", { name: "Thank you for your message" });
    expect(thanks.parentElement).toHaveFocus();
    expect(form).not.toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(postedFields(fetchMock)).toEqual({ "form-name": "contact", language: "en", "bot-field": "", topic: "general", ...complete });
    expect(screen.getByRole("status")).toHaveTextContent("Thank you. Your message has been sent.");
    expect(screen.getByText("We have received it and will reply within two working days.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Write another message" }));
    expect(form).toBeVisible();
    expect(thanks).not.toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(field("Name")).toHaveValue("");
    expect(field("Email")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
    expect(topicChoice()).toHaveValue("general");
    expect(field("Message")).toHaveAccessibleDescription("0 of 2,000 characters");
    expect(field("Name")).toHaveFocus();
    expect(form.querySelector('input[name="form-name"]')).toHaveValue("contact");
  });

  it("posts to another form service's address when one is set", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true, status: 200 }));
    renderForm({ endpoint: "https://forms.example.org/f/abc" });
    fill(complete);
    send();
    await screen.findByRole("heading", { name: "Thank you for your message" });
    expect(postedTo(fetchMock)).toBe("https://forms.example.org/f/abc");
  });

  it("says it is sending and cannot be sent twice meanwhile", async () => {
    let answer: (response: Partial<Response>) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const { form } = renderForm();
    fill(complete);
    send();
    const sending = screen.getByRole("button", { name: "Sending…" });
    expect(sending).toBeDisabled();
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message…");
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer({ ok: true, status: 200 });
    expect(await screen.findByRole("heading", { name: "Thank you for your message" })).toBeInTheDocument();
    expect(form).toHaveAttribute("aria-busy", "false");
  });

  it.each([
    ["the service answers with an error", () => Promise.resolve({ ok: false, status: 500 })],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps everything typed and offers e-mail when %s", async (_case, implementation) => {
    mockFetch(implementation);
    const { form } = renderForm();
    fill(complete);
    send();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your message could not be sent.");
    expect(alert).toHaveTextContent(`You can also write to us directly at ${EMAIL}.`);
    expect(screen.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    expect(screen.getByRole("status")).toHaveTextContent("Your message could not be sent. Everything you wrote is still in the form.");
    expect(field("Name")).toHaveValue(complete.name);
    expect(field("Email")).toHaveValue(complete.email);
    expect(field("Message")).toHaveValue(complete.message);
    expect(form).toBeVisible();
    expect(form).toHaveAttribute("aria-busy", "false");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled());
  });

  it("sends again after a failure, and no longer says it failed", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: false, status: 500 }));
    renderForm();
    fill(complete);
    send();
    await screen.findByRole("alert");
    fetchMock.mockImplementation(() => Promise.resolve({ ok: true, status: 200 }));
    send();
    expect(screen.queryByRole("alert")).toBeNull();
    await screen.findByRole("heading", { name: "Thank you for your message" });
    expect(postedFields(fetchMock, 1)).toMatchObject(complete);
  });

  it("sends nothing when the honeypot is filled, and tells the bot all went well", async () => {
    const fetchMock = mockFetch(() => Promise.resolve({ ok: true }));
    const { container } = renderForm();
    fill(complete);
    fireEvent.input(container.querySelector('input[name="bot-field"]') as HTMLInputElement, {
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
    expect(tierMessage("tier-monthly", tiers, english)).toBe(TIER_MESSAGE);
    const spanish = { template: "Hola, me gustaría donar {price} como {tier}.", prices: { ...labels.prices, month: "{price}/mes" } };
    expect(tierMessage("tier-monthly", [{ ...tiers[0]!, name: "Colaborador comunitario" }], spanish)).toBe(
      "Hola, me gustaría donar $25/mes como Colaborador comunitario.",
    );
    expect(tierMessage("tier-unknown", tiers, english)).toBeNull();
    expect(tierMessage(null, tiers, english)).toBeNull();
  });
});
