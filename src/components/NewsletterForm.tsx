import * as React from "react";
import { Template } from "./Template";
import { gapAfter } from "../lib/templates";
import { useFormSending } from "../hooks/useFormSending";
import { formTarget, type SendStatus } from "../lib/form-sending";
import { FormHiddenFields } from "./FormHiddenFields";
import { ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import type { Labels } from "../content/page-context";
import * as styles from "./NewsletterForm.module.css";

export const NEWSLETTER_FORM_NAME = "newsletter";

/** The words of the sign-up, from data/footer.json. */
export interface NewsletterTexts {
  /** The one-line consent and privacy note under the fields. */
  note: string;
  buttonLabel: string;
  sentTitle: string;
  sentText: string;
}

type NewsletterValues = {
  email: string;
  firstName: string;
};

const EMPTY: NewsletterValues = { email: "", firstName: "" };

/** What screen readers hear as the sign-up is sent, in the page's words. */
function liveText(status: SendStatus, words: Labels["forms"]): string {
  if (status === "sending") return words.signingUp;
  if (status === "sent") return words.signedUp;
  return status === "failed" ? words.signUpFailed : "";
}

interface NewsletterFormProps {
  /** The form's words (data/labels.json's forms), in the page's language. */
  labels: Labels["forms"];
  /** The page's language: sent with the sign-up, and where the visitor lands without JavaScript. */
  language?: string;
  /** Prefix of the form's element ids, unique on the page (the footer and the Events page both show one). */
  id: string;
  /** The heading above the form, which names it. */
  headingId: string;
  /** "/" for Netlify Forms, or the https address of another form service: the contact form's setting. */
  endpoint: string;
  /** The organisation's address, offered when signing up fails. */
  email: string;
  texts: NewsletterTexts;
  /** On the footer's dark band, or on the page's light background. */
  tone?: "dark" | "light";
}

/**
 * The newsletter sign-up: an e-mail address and an optional first name. Without JavaScript it posts to the
 * host and lands on the thank-you page; with JavaScript it sends in the background and says what happened.
 */
export function NewsletterForm({ id, headingId, endpoint, email, texts, tone = "light", language = "en", labels: words }: NewsletterFormProps) {
  const { values, status, send, update } = useFormSending(endpoint, EMPTY);
  const thanks = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (status === "sent") thanks.current?.focus();
  }, [status]);

  const field = (name: "email" | "firstName") => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ type: "edit", field: name, value: event.target.value }),
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== "sending") void send(event.currentTarget);
  };

  return (
    <div className={`${styles.newsletter} ${tone === "dark" ? styles.dark : styles.light}`}>
      <p className="visually-hidden" role="status">
        {liveText(status, words)}
      </p>
      {status === "sent" ? (
        <div ref={thanks} className={styles.sent} tabIndex={-1}>
          <p className={styles.sentTitle}>{texts.sentTitle}</p>
          <p>{texts.sentText}</p>
        </div>
      ) : (
        <form
          className={styles.form}
          {...formTarget(NEWSLETTER_FORM_NAME, endpoint, inLanguage(ROUTES.newsletterThanks, language))}
          aria-labelledby={headingId}
          aria-describedby={`${id}-note`}
          aria-busy={status === "sending"}
          onSubmit={handleSubmit}
        >
          <FormHiddenFields formName={NEWSLETTER_FORM_NAME} language={language} honeypotLabel={words.honeypot} />
          {status === "failed" ? (
            <div className={styles.failed} role="alert">
              <p>
                <strong>{words.signUpFailedTitle}</strong>
                {gapAfter(words.signUpFailedTitle)}
                <Template text={words.signUpFailedText} places={{ email: <a href={`mailto:${email}`}>{email}</a> }} />
              </p>
            </div>
          ) : null}
          <div className={styles.fields}>
            <div className={styles.field}>
              <label htmlFor={`${id}-email`}>{words.newsletterEmail}</label>
              <input {...field("email")} type="email" autoComplete="email" required />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-firstName`}>
                {words.newsletterName} <span className={styles.optional}>{words.optional}</span>
              </label>
              <input {...field("firstName")} type="text" autoComplete="given-name" />
            </div>
            <button type="submit" className={tone === "dark" ? styles.submitOnDark : styles.submitOnLight} disabled={status === "sending"}>
              {status === "sending" ? words.signingUpButton : texts.buttonLabel}
            </button>
          </div>
          <p id={`${id}-note`} className={styles.note}>
            {texts.note}
          </p>
        </form>
      )}
    </div>
  );
}
