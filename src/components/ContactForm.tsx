import * as React from "react";
import { Template } from "./Template";
import { useFormSending } from "../hooks/useFormSending";
import { useHydrated } from "../hooks/useHydrated";
import {
  FIELD_ORDER,
  MESSAGE_LIMIT,
  characterCount,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../lib/contact-form";
import type { ContactTopic } from "../lib/contact-topics";
import { formTarget, type SendStatus } from "../lib/form-sending";
import { FormHiddenFields } from "./FormHiddenFields";
import { ROUTES } from "../lib/routes";
import type { Labels } from "../content/page-context";
import { inLanguage } from "../lib/languages";
import * as styles from "./ContactForm.module.css";

export const CONTACT_FORM_NAME = "contact";

/** What screen readers hear as the form sends, in the page's words. */
function liveText(status: SendStatus, words: Labels["forms"]): string {
  return status === "idle" ? "" : words[status];
}

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
  /** The form's words (data/labels.json's forms), in the page's language. */
  labels: Labels["forms"];
  /** The page's language: sent with the message, and where the visitor lands without JavaScript. */
  language?: string;
  /** "/" for Netlify Forms, or the https address of another form service (data/site.json). */
  endpoint: string;
  /** The organisation's address, offered when sending fails. */
  email: string;
  /** The "What is it about?" label and choices (data/pages/contact.json); the first is chosen by default. */
  topicLabel: string;
  topics: readonly ContactTopic[];
  /** A topic chosen by the link that led here. */
  initialTopic?: string | null;
  /** A message to start from (a chosen giving level or program), used only while the message box is empty. */
  initialMessage?: string | null;
}

/**
 * The contact form. Without JavaScript it is a plain POST that the host delivers, landing on the thank-you
 * page; with JavaScript it checks the fields, posts in the background and says what happened, keeping
 * everything typed when sending fails.
 */
export function ContactForm({
  endpoint,
  email,
  topicLabel,
  topics,
  initialTopic = null,
  initialMessage = null,
  language = "en",
  labels: words,
}: ContactFormProps) {
  const empty = React.useMemo<ContactValues>(() => ({ name: "", email: "", topic: topics[0]?.id ?? "", message: "" }), [topics]);
  const { values, status, send, update: dispatch } = useFormSending(endpoint, empty);
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const nameField = React.useRef<HTMLInputElement>(null);
  const emailField = React.useRef<HTMLInputElement>(null);
  const messageField = React.useRef<HTMLTextAreaElement>(null);
  const thanks = React.useRef<HTMLDivElement>(null);

  // Once React runs, the form checks its own fields (with messages tied to each one) instead of the browser.
  const enhanced = useHydrated();

  React.useEffect(() => {
    if (initialMessage) dispatch({ type: "prefill", field: "message", value: initialMessage });
  }, [initialMessage, dispatch]);

  // A link's topic replaces the default choice, as long as the visitor has not chosen one themselves.
  const chosenByVisitor = React.useRef(false);
  React.useEffect(() => {
    if (initialTopic && !chosenByVisitor.current && topics.some((topic) => topic.id === initialTopic)) {
      dispatch({ type: "edit", field: "topic", value: initialTopic });
    }
  }, [initialTopic, topics, dispatch]);

  React.useEffect(() => {
    if (status === "sent") thanks.current?.focus();
  }, [status]);

  const update = (field: ContactField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    dispatch({ type: "edit", field, value: event.target.value });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const found = validateContact(values, !emailField.current?.validity.typeMismatch, words);
    setErrors(found);
    const firstProblem = FIELD_ORDER.find((field) => found[field]);
    if (firstProblem) {
      const fields = { name: nameField, email: emailField, message: messageField };
      fields[firstProblem].current?.focus();
      return;
    }
    await send(event.currentTarget);
  };

  return (
    <div className={styles.wrapper}>
      <p className="visually-hidden" role="status">
        {liveText(status, words)}
      </p>
      {status === "sent" ? (
        <div ref={thanks} className={styles.sent} tabIndex={-1}>
          <h3 className={styles.sentTitle}>{words.sentTitle}</h3>
          <p>{words.sentText}</p>
          <button type="button" className={styles.secondary} onClick={() => dispatch({ type: "again" })}>
            {words.again}
          </button>
        </div>
      ) : (
        <form
          className={styles.form}
          {...formTarget(CONTACT_FORM_NAME, endpoint, inLanguage(ROUTES.contactThanks, language))}
          noValidate={enhanced}
          aria-busy={status === "sending"}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <FormHiddenFields formName={CONTACT_FORM_NAME} language={language} honeypotLabel={words.honeypot} />
          {status === "failed" ? (
            <div className={styles.failed} role="alert">
              <p className={styles.failedTitle}>{words.failedTitle}</p>
              <p>
                <Template text={words.failedText} places={{ email: <a href={`mailto:${email}`}>{email}</a> }} />
              </p>
            </div>
          ) : null}
          <TextField
            field="name"
            label={words.name}
            type="text"
            inputRef={nameField}
            value={values.name}
            error={errors.name}
            onChange={update("name")}
          />
          <TextField
            field="email"
            label={words.email}
            type="email"
            inputRef={emailField}
            value={values.email}
            error={errors.email}
            onChange={update("email")}
          />
          <div className={styles.field}>
            <label htmlFor="contact-topic">{topicLabel}</label>
            <select
              id="contact-topic"
              name="topic"
              value={values.topic}
              onChange={(event) => {
                chosenByVisitor.current = true;
                dispatch({ type: "edit", field: "topic", value: event.target.value });
              }}
            >
              {topics.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {topic.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-message">{words.message}</label>
            <textarea
              ref={messageField}
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
              {characterCount(values.message, words.characters)}
            </p>
            <FieldError field="message" error={errors.message} />
          </div>
          <button type="submit" className={styles.submit} disabled={status === "sending"}>
            {status === "sending" ? words.sendingButton : words.send}
          </button>
        </form>
      )}
    </div>
  );
}
