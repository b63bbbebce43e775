/**
 * The contact form (src/components/ContactForm.tsx): it checks its own fields with a message beside each, counts
 * the message's characters, starts from what the link that led here asks for (a topic, a giving level, a program)
 * and sends in the background, keeping everything typed when that fails. Every word it shows is in the page's HTML.
 * Besides form-sending.ts's markup, it relies on:
 * - data-texts: JSON of ContactFormTexts (src/lib/contact-form.ts);
 * - data-prefill: JSON of the ContactLinkMessages (src/lib/contact-form.ts) the page made at build time;
 * - the fields named name, email, topic and message; a hidden, empty #contact-<field>-error beside each field a
 *   visitor can get wrong; the message's count, #contact-message-count; the sent panel's [data-again] button.
 */
import {
  FIELD_ORDER,
  characterCount,
  contactPrefill,
  validateContact,
  type ContactField,
  type ContactFormTexts,
  type ContactLinkMessages,
} from "../lib/contact-form";
import { sendInBackground } from "./form-sending";

export function enhance(element: HTMLElement): void {
  if (element.hasAttribute("data-enhanced")) return;
  const texts = JSON.parse(element.dataset.texts ?? "") as ContactFormTexts;
  const form = element.querySelector("form") as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const topic = form.elements.namedItem("topic") as HTMLSelectElement;
  const message = field("message");
  const count = element.querySelector("#contact-message-count") as HTMLElement;
  // What describes each field without an error: the message's character count.
  const hints = FIELD_ORDER.map((name) => field(name).getAttribute("aria-describedby"));
  const countCharacters = () => {
    count.textContent = characterCount(message.value, texts.characters);
  };

  /** Shows `error` beside the field, or clears it. */
  const mark = (name: ContactField, error?: string) => {
    const input = field(name);
    const box = element.querySelector(`#contact-${name}-error`) as HTMLElement;
    box.textContent = error ?? "";
    box.hidden = !error;
    const describedBy = [error ? box.id : "", hints[FIELD_ORDER.indexOf(name)]].filter(Boolean).join(" ");
    if (error) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    if (describedBy) input.setAttribute("aria-describedby", describedBy);
    else input.removeAttribute("aria-describedby");
  };

  // The form checks its own fields, with messages tied to each one, instead of the browser.
  form.noValidate = true;
  const show = sendInBackground(element, texts, () => {
    const values = { name: field("name").value, email: field("email").value, topic: topic.value, message: message.value };
    const errors = validateContact(values, !field("email").validity.typeMismatch, texts);
    for (const name of FIELD_ORDER) mark(name, errors[name]);
    const firstProblem = FIELD_ORDER.find((name) => errors[name]);
    if (firstProblem) field(firstProblem).focus();
    return !firstProblem;
  });

  form.addEventListener("input", (event) => {
    const name = (event.target as HTMLInputElement).name as ContactField;
    if (FIELD_ORDER.includes(name) && field(name).hasAttribute("aria-invalid")) mark(name);
    if (event.target === message) countCharacters();
  });

  (element.querySelector("[data-again]") as HTMLElement).addEventListener("click", () => {
    show("idle");
    countCharacters();
    field("name").focus();
  });

  // Links from other pages choose a topic (?topic=…), unless the visitor already has, and may start the message
  // (?tier=…, ?program=…) while it is empty.
  const prefill = contactPrefill(
    location.search,
    [...topic.options].map((option) => option.value),
    JSON.parse(element.dataset.prefill ?? "") as ContactLinkMessages,
  );
  if (prefill.topic && topic.selectedIndex === 0) topic.value = prefill.topic;
  if (prefill.message && !message.value) message.value = prefill.message;
  countCharacters();
  element.setAttribute("data-enhanced", "");
}
