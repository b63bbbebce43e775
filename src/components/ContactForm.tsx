import * as React from "react";
import { Template } from "./Template";
import { MESSAGE_LIMIT, characterCount, type ContactField, type ContactFormTexts, type ContactLinkMessages } from "../lib/contact-form";
import type { ContactTopic } from "../lib/contact-topics";
import { formTarget } from "../lib/form-sending";
import { FormHiddenFields } from "./FormHiddenFields";
import { ROUTES } from "../lib/routes";
import type { Labels } from "../content/page-context";
import { inLanguage } from "../lib/languages";
import * as styles from "./ContactForm.module.css";

export const CONTACT_FORM_NAME = "contact";

const NO_LINK_MESSAGES: ContactLinkMessages = { tiers: [], programs: [] };

/** Everything the enhancement module shows (src/enhance/contact-form.ts), in the page's words. */
function textsOf(words: Labels["forms"]): ContactFormTexts {
  const { nameMissing, emailMissing, emailWrong, messageMissing, messageTooLong, characters, sending, sent, failed } = words;
  return { nameMissing, emailMissing, emailWrong, messageMissing, messageTooLong, characters, sending, sent, failed, busy: words.sendingButton };
}

/** Where the enhancement module explains what is wrong with a field: hidden and empty in the page's HTML. */
function FieldError({ field }: { field: ContactField }) {
  return <p id={`contact-${field}-error`} className={styles.error} hidden />;
}

function TextField({ field, label, type }: { field: "name" | "email"; label: string; type: "text" | "email" }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`contact-${field}`}>{label}</label>
      <input id={`contact-${field}`} name={field} type={type} autoComplete={field} required />
      <FieldError field={field} />
    </div>
  );
}

interface ContactFormProps {
  /** The form's words (data/labels.json's forms), in the page's language. */
  labels: Labels["forms"];
  /** The page's language: sent with the message, and where the visitor lands without JavaScript. */
  language?: string;
  /** "/" for Netlify Forms, or the https address of another form service (data/site.json). */
  endpoint: string;
  /** The organization's address, offered when sending fails. */
  email: string;
  /** The "What is it about?" label and choices (data/pages/contact.json); the first is chosen by default. */
  topicLabel: string;
  topics: readonly ContactTopic[];
  /**
   * The messages that links from other pages (?tier=…, ?program=…) start the form from, made at build time: the
   * enhancement module reads the address and fills them in while the message box is empty.
   */
  linkMessages?: ContactLinkMessages;
}

/**
 * The contact form, as static markup. Without JavaScript it is a plain POST that the host delivers, landing on the
 * thank-you page. Its enhancement module (src/enhance/contact-form.ts, data-enhance) checks the fields, posts in the
 * background and says what happened, keeping everything typed when sending fails: each state's elements are here,
 * hidden, in the page's words.
 */
export function ContactForm({
  endpoint,
  email,
  topicLabel,
  topics,
  linkMessages = NO_LINK_MESSAGES,
  language = "en",
  labels: words,
}: ContactFormProps) {
  return (
    <div
      className={styles.wrapper}
      data-enhance="contact-form"
      data-texts={JSON.stringify(textsOf(words))}
      data-prefill={JSON.stringify(linkMessages)}
    >
      <p className="visually-hidden" role="status" />
      <div className={styles.sent} tabIndex={-1} hidden data-sent="" data-pagefind-ignore="">
        <h3 className={styles.sentTitle}>{words.sentTitle}</h3>
        <p>{words.sentText}</p>
        <button type="button" className={styles.secondary} data-again="">
          {words.again}
        </button>
      </div>
      <form className={styles.form} {...formTarget(CONTACT_FORM_NAME, endpoint, inLanguage(ROUTES.contactThanks, language))} data-endpoint={endpoint}>
        <FormHiddenFields formName={CONTACT_FORM_NAME} language={language} honeypotLabel={words.honeypot} />
        <div className={styles.failed} role="alert" hidden data-pagefind-ignore="">
          <p className={styles.failedTitle}>{words.failedTitle}</p>
          <p>
            <Template text={words.failedText} places={{ email: <a href={`mailto:${email}`}>{email}</a> }} />
          </p>
        </div>
        <TextField field="name" label={words.name} type="text" />
        <TextField field="email" label={words.email} type="email" />
        <div className={styles.field}>
          <label htmlFor="contact-topic">{topicLabel}</label>
          <select id="contact-topic" name="topic">
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message">{words.message}</label>
          <textarea id="contact-message" name="message" rows={4} required maxLength={MESSAGE_LIMIT} aria-describedby="contact-message-count" />
          <p id="contact-message-count" className={styles.count}>
            {characterCount("", words.characters)}
          </p>
          <FieldError field="message" />
        </div>
        <button type="submit" className={styles.submit}>
          {words.send}
        </button>
      </form>
    </div>
  );
}
