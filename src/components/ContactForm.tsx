import * as React from "react";
import { ROUTES } from "./navigation";
import * as styles from "./ContactForm.module.css";

export const CONTACT_FORM_NAME = "contact";

/**
 * The contact form, posted the way Netlify Forms expects (a url-encoded POST carrying `form-name`), so it
 * delivers from the static HTML alone and lands on the thank-you page.
 */
export function ContactForm() {
  return (
    <form
      className={styles.form}
      name={CONTACT_FORM_NAME}
      method="post"
      action={ROUTES.contactThanks}
      data-netlify="true"
      data-netlify-honeypot="bot-field"
    >
      <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
      <p className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input name="bot-field" tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <div className={styles.field}>
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={4} required />
      </div>
      <button type="submit" className={styles.submit}>
        Send message
      </button>
    </form>
  );
}
