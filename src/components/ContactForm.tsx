import * as React from "react";
import {
  FIELD_ORDER,
  MESSAGE_LIMIT,
  characterCount,
  encodeForm,
  isNetlifyEndpoint,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../lib/contact-form";
import { ROUTES } from "./navigation";
import * as styles from "./ContactForm.module.css";

export const CONTACT_FORM_NAME = "contact";
const HONEYPOT = "bot-field";
const EMPTY: ContactValues = { name: "", email: "", message: "" };

type Status = "idle" | "sending" | "sent" | "failed";

const LIVE_TEXT: Record<Status, string> = {
  idle: "",
  sending: "Sending your message…",
  sent: "Thank you. Your message has been sent.",
  failed: "Your message could not be sent. Everything you wrote is still in the form.",
};

/** The ids that describe a field: its error, when it has one, and any hint such as the character count. */
function describedBy(error: string | undefined, field: ContactField, hint?: string): string | undefined {
  return [error ? `contact-${field}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
}

function FieldError({ field, error }: { field: ContactField; error: string | undefined }) {
  return error ? (
    <p id={`contact-${field}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

interface TextFieldProps {
  field: "name" | "email";
  label: string;
  type: "text" | "email";
  inputRef: React.RefObject<HTMLInputElement>;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

function TextField({ field, label, type, inputRef, value, error, onChange }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={`contact-${field}`}>{label}</label>
      <input
        ref={inputRef}
        id={`contact-${field}`}
        name={field}
        type={type}
        autoComplete={field}
        required
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, field)}
      />
      <FieldError field={field} error={error} />
    </div>
  );
}

interface ContactFormProps {
  /** "/" for Netlify Forms, or the https address of another form service (data/site.json). */
  endpoint: string;
  /** The organisation's address, offered when sending fails. */
  email: string;
  /** A message to start from (a chosen giving level), used only while the message box is empty. */
  initialMessage?: string | null;
}

/**
 * The contact form. Without JavaScript it is a plain POST that the host delivers, landing on the thank-you
 * page; with JavaScript it checks the fields, posts in the background and says what happened, keeping
 * everything typed when sending fails.
 */
export function ContactForm({ endpoint, email, initialMessage = null }: ContactFormProps) {
  const [values, setValues] = React.useState<ContactValues>(EMPTY);
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const [status, setStatus] = React.useState<Status>("idle");
  const [enhanced, setEnhanced] = React.useState(false);
  const fields = {
    name: React.useRef<HTMLInputElement>(null),
    email: React.useRef<HTMLInputElement>(null),
    message: React.useRef<HTMLTextAreaElement>(null),
  };
  const thanks = React.useRef<HTMLDivElement>(null);
  const netlify = isNetlifyEndpoint(endpoint);

  // Once React runs, the form checks its own fields (with messages tied to each one) instead of the browser.
  React.useEffect(() => setEnhanced(true), []);

  React.useEffect(() => {
    if (initialMessage) setValues((current) => (current.message ? current : { ...current, message: initialMessage }));
  }, [initialMessage]);

  React.useEffect(() => {
    if (status === "sent") thanks.current?.focus();
  }, [status]);

  const update = (field: ContactField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const found = validateContact(values, !fields.email.current?.validity.typeMismatch);
    setErrors(found);
    const firstProblem = FIELD_ORDER.find((field) => found[field]);
    if (firstProblem) {
      fields[firstProblem].current?.focus();
      return;
    }
    const entries = [...new FormData(event.currentTarget).entries()].map(
      ([key, value]): [string, string] => [key, String(value)],
    );
    // A filled honeypot means a bot: it is told all went well, and nothing is sent.
    if (entries.some(([key, value]) => key === HONEYPOT && value !== "")) {
      setValues(EMPTY);
      setStatus("sent");
      return;
    }
    setStatus("sending");
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json, text/html" },
        body: encodeForm(entries),
      });
      if (!response.ok) throw new Error(`The form service answered ${response.status}`);
      setValues(EMPTY);
      setStatus("sent");
    } catch {
      setStatus("failed");
    }
  };


  return (
    <div className={styles.wrapper}>
      <p className="visually-hidden" role="status">
        {LIVE_TEXT[status]}
      </p>
      {status === "sent" ? (
        <div ref={thanks} className={styles.sent} tabIndex={-1}>
          <h3 className={styles.sentTitle}>Thank you for your message</h3>
          <p>We have received it and will reply within two working days.</p>
          <button type="button" className={styles.secondary} onClick={() => setStatus("idle")}>
            Write another message
          </button>
        </div>
      ) : (
        <form
          className={styles.form}
          name={CONTACT_FORM_NAME}
          method="post"
          action={netlify ? ROUTES.contactThanks : endpoint}
          data-netlify={netlify ? "true" : undefined}
          data-netlify-honeypot={netlify ? HONEYPOT : undefined}
          noValidate={enhanced}
          aria-busy={status === "sending"}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
          <p className={styles.honeypot} aria-hidden="true">
            <label>
              Leave this field empty
              <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
            </label>
          </p>
          {status === "failed" ? (
            <div className={styles.failed} role="alert">
              <p className={styles.failedTitle}>Your message could not be sent.</p>
              <p>
                Please try again in a moment. Everything you wrote is still below. You can also write to us directly at{" "}
                <a href={`mailto:${email}`}>{email}</a>.
              </p>
            </div>
          ) : null}
          <TextField
            field="name"
            label="Name"
            type="text"
            inputRef={fields.name}
            value={values.name}
            error={errors.name}
            onChange={update("name")}
          />
          <TextField
            field="email"
            label="Email"
            type="email"
            inputRef={fields.email}
            value={values.email}
            error={errors.email}
            onChange={update("email")}
          />
          <div className={styles.field}>
            <label htmlFor="contact-message">Message</label>
            <textarea
              ref={fields.message}
              id="contact-message"
              name="message"
              rows={4}
              required
              maxLength={MESSAGE_LIMIT}
              value={values.message}
              onChange={update("message")}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy(errors.message, "message", "contact-message-count")}
            />
            <p id="contact-message-count" className={styles.count}>
              {characterCount(values.message)}
            </p>
            <FieldError field="message" error={errors.message} />
          </div>
          <button type="submit" className={styles.submit} disabled={status === "sending"}>
            {status === "sending" ? "Sending…" : "Send message"}
          </button>
        </form>
      )}
    </div>
  );
}
