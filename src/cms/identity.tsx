import { acceptInvite, AuthError, handleAuthCallback, requestPasswordRecovery, updateUser, type CallbackResult } from "@netlify/identity";
import * as React from "react";
import { createRoot } from "react-dom/client";
import styles from "./identity.editor.css";

/**
 * Netlify Identity for the git-gateway log-in, with @netlify/identity (which replaces the deprecated
 * netlify-identity-widget) and Decap's own e-mail and password form.
 *
 * Decap 3.16's git-gateway backend, without the widget, logs in through its own gotrue-js and reads the session
 * gotrue-js keeps in localStorage["gotrue.user"]: the same place, in the same form, as @netlify/identity's
 * gotrue-js. What the widget did besides logging in is done here, before the editor starts: the links in
 * Netlify's e-mails (an invitation, a password reset, a confirmed or changed e-mail address) lead to
 * /admin/#…_token=…, where a small screen asks for a password where one is needed; "Forgot your password?"
 * under Decap's form leads to /admin/#forgot-password. Once someone is logged in that way, the editor opens
 * already logged in.
 */

/** Decap 3.16 (decap-cms-core, backend.js, LocalStorageAuthStore): the user it restores when it starts. */
const DECAP_USER_KEY = "decap-cms-user";
const FORGOT = "#forgot-password";
const TOKEN_IN_LINK = /(?:^#|&)(?:invite|recovery|confirmation|email_change)_token=/;

/** Lets Decap start logged in with the session @netlify/identity has just saved (it asks gotrue-js for it). */
function openEditorLoggedIn(): void {
  localStorage.setItem(DECAP_USER_KEY, JSON.stringify({ backendName: "git-gateway" }));
}

function messageOf(error: unknown): string {
  const text = error instanceof AuthError || error instanceof Error ? error.message : String(error);
  return `${text} Ask the person who invited you for a new link, or try again.`;
}

type Step =
  | { kind: "working" }
  | { kind: "password"; purpose: "invite" | "recovery"; token?: string }
  | { kind: "forgot" }
  | { kind: "sent"; email: string }
  | { kind: "done"; text: string }
  | { kind: "failed"; text: string };

/** A text field's value: FormData gives a File only for file inputs, which these forms have none of. */
function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function IdentityScreen({ first, onDone }: { first: Step | "callback"; onDone: () => void }) {
  const [step, setStep] = React.useState<Step>(first === "callback" ? { kind: "working" } : first);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (first !== "callback") return;
    handleAuthCallback()
      .then((result: CallbackResult | null) => {
        if (result?.type === "invite") setStep({ kind: "password", purpose: "invite", token: result.token });
        else if (result?.type === "recovery") setStep({ kind: "password", purpose: "recovery" });
        else if (result?.type === "confirmation") {
          openEditorLoggedIn();
          onDone();
        } else setStep({ kind: "done", text: "Your new e-mail address is confirmed. Log in with it from now on." });
      })
      .catch((caught: unknown) => setStep({ kind: "failed", text: messageOf(caught) }));
  }, [first, onDone]);

  const submit = (action: (form: FormData) => Promise<void>) => (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    action(new FormData(event.currentTarget))
      .catch((caught: unknown) => setError(messageOf(caught)))
      .finally(() => setBusy(false));
  };

  if (step.kind === "working") return <p role="status">Checking your link…</p>;
  if (step.kind === "password") {
    const invite = step.purpose === "invite";
    return (
      <form
        onSubmit={submit(async (form) => {
          const password = fieldText(form, "password");
          if (invite) await acceptInvite(step.token ?? "", password);
          else await updateUser({ password });
          openEditorLoggedIn();
          onDone();
        })}
      >
        <h1>{invite ? "Welcome! Choose your password" : "Choose a new password"}</h1>
        <p>{invite ? "You will log in to the editor with your e-mail address and this password." : "Then the editor opens."}</p>
        <label>
          Password (8 characters or more)
          <input name="password" type="password" autoComplete="new-password" minLength={8} required />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" disabled={busy}>
          {invite ? "Save my password" : "Save the new password"}
        </button>
      </form>
    );
  }
  if (step.kind === "forgot") {
    return (
      <form
        onSubmit={submit(async (form) => {
          const email = fieldText(form, "email");
          await requestPasswordRecovery(email);
          setStep({ kind: "sent", email });
        })}
      >
        <h1>Forgot your password?</h1>
        <p>We will send you a link to choose a new one.</p>
        <label>
          Your e-mail address
          <input name="email" type="email" autoComplete="email" required />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" disabled={busy}>
          Send me the link
        </button>
        <button type="button" onClick={onDone}>
          Back to log in
        </button>
      </form>
    );
  }
  const text = step.kind === "sent" ? `If ${step.email} may use the editor, a link is on its way there. Open it on this device.` : step.text;
  return (
    <div>
      <p role={step.kind === "failed" ? "alert" : "status"}>{text}</p>
      <button type="button" onClick={onDone}>
        Back to log in
      </button>
    </div>
  );
}

/** The link under Decap's log-in form; its stylesheet shows it only while that form is on screen. */
function addForgotLink(): void {
  const link = document.createElement("a");
  link.href = `/admin/${FORGOT}`;
  link.className = "identity-forgot";
  link.textContent = "Forgot your password?";
  // Decap reads the address as its own route: start again on the screen that asks for the address.
  link.addEventListener("click", (event) => {
    event.preventDefault();
    window.location.replace(link.href);
    window.location.reload();
  });
  document.body.append(link);
}

/**
 * Before the editor starts: handles a link from Netlify's e-mails or the forgotten-password screen, if the address
 * asks for one, and resolves once the editor may start.
 */
export async function beforeEditor(): Promise<void> {
  const style = document.createElement("style");
  style.textContent = styles;
  document.head.append(style);
  // Decap's router, set up when its code loads, has already written the address as one of its routes
  // (#/invite_token=…); @netlify/identity reads the link as Netlify wrote it (#invite_token=…).
  const hash = window.location.hash.replace(/^#\//, "#");
  const first = hash === FORGOT ? ({ kind: "forgot" } as const) : TOKEN_IN_LINK.test(hash) ? "callback" : null;
  if (first === "callback") window.history.replaceState(null, "", `${window.location.pathname}${hash}`);
  if (!first) {
    addForgotLink();
    return;
  }
  const container = document.createElement("main");
  container.className = "identity-screen";
  document.body.append(container);
  const root = createRoot(container);
  await new Promise<void>((resolve) => root.render(<IdentityScreen first={first} onDone={resolve} />));
  root.unmount();
  container.remove();
  // The token is spent; the editor starts on its own first screen.
  window.history.replaceState(null, "", window.location.pathname);
  addForgotLink();
}
