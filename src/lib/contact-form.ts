import { fillTemplate } from "./templates";

/** The contact form's fields, limits and messages, kept apart from the component so they can be tested alone. */

/** The form's messages, in the page's language (data/labels.json's forms). */
export interface ContactMessages {
  nameMissing: string;
  emailMissing: string;
  emailWrong: string;
  messageMissing: string;
  messageTooLong: string;
  characters: string;
}

export const MESSAGE_LIMIT = 2000;

export type ContactValues = {
  name: string;
  email: string;
  /** The id of the chosen topic (data/pages/contact.json). */
  topic: string;
  message: string;
};

/** The fields a visitor types, and can get wrong. */
export type ContactField = "name" | "email" | "message";

export type ContactErrors = Partial<Record<ContactField, string>>;

export const FIELD_ORDER: readonly ContactField[] = ["name", "email", "message"];

/**
 * What is wrong with what a visitor typed, in words they can act on. `emailLooksValid` is the browser's own
 * verdict on the e-mail field (its type="email" check), so the rule is the one every browser applies.
 */
export function validateContact(values: ContactValues, emailLooksValid: boolean, messages: ContactMessages): ContactErrors {
  const errors: ContactErrors = {};
  if (values.name.trim() === "") errors.name = messages.nameMissing;
  if (values.email.trim() === "") errors.email = messages.emailMissing;
  else if (!emailLooksValid) errors.email = messages.emailWrong;
  if (values.message.trim() === "") errors.message = messages.messageMissing;
  else if (values.message.length > MESSAGE_LIMIT) {
    errors.message = fillTemplate(messages.messageTooLong, { limit: groupDigits(MESSAGE_LIMIT) });
  }
  return errors;
}

/**
 * 1234 -> "1,234". Written out rather than with toLocaleString: the first use of the browser's Intl support
 * loads its locale data, a long pause on a phone while the page starts.
 */
export function groupDigits(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "1,234 of 2,000 characters", in the words of `template` ("{count} of {limit} characters"). */
export function characterCount(message: string, template: string): string {
  return fillTemplate(template, { count: groupDigits(message.length), limit: groupDigits(MESSAGE_LIMIT) });
}

export interface TierForMessage {
  jsonId: string;
  name: string;
  priceText: string;
  billingPeriod: string;
}

/** A giving level's price with its billing period, in the page's words (data/labels.json's prices): "$25/month". */
export function pricePerPeriod(tier: Pick<TierForMessage, "priceText" | "billingPeriod">, prices: Readonly<Record<string, string>>): string {
  return fillTemplate(prices[tier.billingPeriod] ?? "{price}", { price: tier.priceText });
}

/**
 * The message a visitor starts from after choosing a giving level that has no checkout page of its own, in the
 * words of `template` (data/pages/contact.json's tierMessage).
 */
export function tierMessage(
  tierId: string | null,
  tiers: readonly TierForMessage[],
  words: { template: string; prices: Readonly<Record<string, string>> },
): string | null {
  const tier = tiers.find((candidate) => candidate.jsonId === tierId);
  if (!tier) return null;
  return fillTemplate(words.template, { price: pricePerPeriod(tier, words.prices), tier: tier.name });
}
