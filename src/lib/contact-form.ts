import type { SendingTexts } from "./form-sending";
import { fillTemplate } from "./templates";

/**
 * The contact form's fields, limits and messages, and what a link to it asks for, kept apart from the component
 * so they can be tested alone: pure code that both the page (at build time) and the form's enhancement module
 * (src/enhance/contact-form.ts, in the browser) use.
 */

/** The form's messages, in the page's language (data/labels.json's forms). */
export interface ContactMessages {
  nameMissing: string;
  emailMissing: string;
  emailWrong: string;
  messageMissing: string;
  messageTooLong: string;
  characters: string;
}

/** Everything the contact form's enhancement module shows, which the component writes into the page (data-texts). */
export type ContactFormTexts = ContactMessages & SendingTexts;

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
  return tier ? messageForTier(tier, words) : null;
}

/** The message for one giving level (see tierMessage). */
export function messageForTier(tier: TierForMessage, words: { template: string; prices: Readonly<Record<string, string>> }): string {
  return fillTemplate(words.template, { price: pricePerPeriod(tier, words.prices), tier: tier.name });
}

/** The topic ids that other pages link to (contactLink, in contact-topics.ts): the content check requires them. */
export const LINKED_TOPICS = { volunteering: "volunteering", giving: "giving", program: "program" } as const;

interface ProgramForMessage {
  jsonId: string;
  name: string;
}

export interface ContactPrefill {
  /** The topic to select, when the link names one that exists. */
  topic: string | null;
  /** A message to start from, when the link names a giving level or a program. */
  message: string | null;
}

/**
 * Every message a link can start the form from, each with the id the link names: made at build time, in the
 * page's words, and written into the contact page's HTML for its enhancement module (src/enhance/contact-form.ts).
 */
export interface ContactLinkMessages {
  tiers: [id: string, message: string][];
  programs: [id: string, message: string][];
}

export interface ContactLinkData {
  programs: readonly ProgramForMessage[];
  tiers: readonly TierForMessage[];
  /** data/pages/contact.json's programMessage and tierMessage, with their {program}, {price} and {tier}. */
  programMessage: string;
  tierMessage: string;
  /** data/labels.json's prices: "{price}/month" … */
  prices: Readonly<Record<string, string>>;
}

/** The starting message of each giving level and each program, in the page's words. */
export function contactLinkMessages(data: ContactLinkData): ContactLinkMessages {
  const words = { template: data.tierMessage, prices: data.prices };
  return {
    tiers: data.tiers.map((tier) => [tier.jsonId, messageForTier(tier, words)]),
    programs: data.programs.map((program) => [program.jsonId, fillTemplate(data.programMessage, { program: program.name })]),
  };
}

/** The message listed for `id`, if any (a list, not an object, so that ?tier=constructor finds nothing). */
function messageFor(messages: ContactLinkMessages["tiers"], id: string): string | null {
  return messages.find(([candidate]) => candidate === id)?.[1] ?? null;
}

/**
 * What a link to the contact page asks for, given the form's topic ids and the messages links can start from.
 * `?tier=` alone (older links) also means giving; a program or tier that does not exist leaves the message empty,
 * and an unknown topic leaves the form's default.
 */
export function contactPrefill(search: string, topicIds: readonly string[], messages: ContactLinkMessages): ContactPrefill {
  const query = new URLSearchParams(search);
  const tierId = query.get("tier");
  const programId = query.get("program");
  const asked = query.get("topic") ?? (tierId ? LINKED_TOPICS.giving : programId ? LINKED_TOPICS.program : null);
  return {
    topic: asked !== null && topicIds.includes(asked) ? asked : null,
    message: tierId ? messageFor(messages.tiers, tierId) : programId ? messageFor(messages.programs, programId) : null,
  };
}
