import * as React from "react";
import { Template } from "./Template";
import { gapAfter } from "../lib/templates";
import { formTarget, type SendingTexts } from "../lib/form-sending";
import { FormHiddenFields } from "./FormHiddenFields";
import { ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import type { Labels } from "../content/page-context";
import type { NewsletterTexts } from "../content/shapes";
import * as styles from "./NewsletterForm.module.css";

export const NEWSLETTER_FORM_NAME = "newsletter";

/** What the enhancement module (src/enhance/newsletter-form.ts) says as the sign-up is sent, in the page's words. */
function textsOf(words: Labels["forms"]): SendingTexts {
  return { sending: words.signingUp, sent: words.signedUp, failed: words.signUpFailed, busy: words.signingUpButton };
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
  /** The organization's address, offered when signing up fails. */
  email: string;
  /** The form's words, from data/footer.json: the note under the fields, the button, the thank-you. */
  texts: Omit<NewsletterTexts, "heading" | "text">;
  /** On the footer's dark band, or on the page's light background. */
  tone?: "dark" | "light";
}

/**
 * The newsletter sign-up: an e-mail address and an optional first name, as static markup. Without JavaScript it
 * posts to the host and lands on the thank-you page. Its enhancement module (src/enhance/newsletter-form.ts, loaded
 * when the visitor first reaches for the form) sends in the background and says what happened: each state's
 * elements are here, hidden, in the page's words.
 */
export function NewsletterForm({ id, headingId, endpoint, email, texts, tone = "light", language = "en", labels: words }: NewsletterFormProps) {
  return (
    <div
      className={`${styles.newsletter} ${tone === "dark" ? styles.dark : styles.light}`}
      data-enhance="newsletter-form"
      data-enhance-when="intent"
      data-texts={JSON.stringify(textsOf(words))}
    >
      <p className="visually-hidden" role="status" />
      <div className={styles.sent} tabIndex={-1} hidden data-sent="" data-pagefind-ignore="">
        <p className={styles.sentTitle}>{texts.sentTitle}</p>
        <p>{texts.sentText}</p>
      </div>
      <form
        className={styles.form}
        {...formTarget(NEWSLETTER_FORM_NAME, endpoint, inLanguage(ROUTES.newsletterThanks, language))}
        data-endpoint={endpoint}
        aria-labelledby={headingId}
        aria-describedby={`${id}-note`}
      >
        <FormHiddenFields formName={NEWSLETTER_FORM_NAME} language={language} honeypotLabel={words.honeypot} />
        <div className={styles.failed} role="alert" hidden data-pagefind-ignore="">
          <p>
            <strong>{words.signUpFailedTitle}</strong>
            {gapAfter(words.signUpFailedTitle)}
            <Template text={words.signUpFailedText} places={{ email: <a href={`mailto:${email}`}>{email}</a> }} />
          </p>
        </div>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{words.newsletterEmail}</label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-firstName`}>
              {words.newsletterName} <span className={styles.optional}>{words.optional}</span>
            </label>
            <input id={`${id}-firstName`} name="firstName" type="text" autoComplete="given-name" />
          </div>
          <button type="submit" className={tone === "dark" ? styles.submitOnDark : styles.submitOnLight}>
            {texts.buttonLabel}
          </button>
        </div>
        <p id={`${id}-note`} className={styles.note}>
          {texts.note}
        </p>
      </form>
    </div>
  );
}
