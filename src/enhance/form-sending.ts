/**
 * What the site's forms share once their enhancement module runs (contact-form.ts, newsletter-form.ts): they send
 * their own fields in the background and show each state of sending with the elements their component rendered,
 * hidden until needed, in the page's words. Inside the enhanced element, the markup it relies on is:
 * - data-texts on the element: JSON with the SendingTexts (src/lib/form-sending.ts), and whatever else the module needs;
 * - a role="status" paragraph, outside the form, that screen readers hear;
 * - a hidden [data-sent] panel (tabindex="-1"), shown and focused in place of the form once it is sent;
 * - one <form> with data-endpoint (where to post: "/" for Netlify Forms, or the form service's address), its submit
 *   button, and a hidden role="alert" box that says sending failed.
 */
import { isFromBot, postForm, type SendingTexts, type SendStatus } from "../lib/form-sending";

/** The form's own fields, hidden ones included, exactly as the no-JavaScript POST would send them. */
export function formEntries(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].map(([key, value]) => [
    key,
    // A url-encoded form sends a file field as its name (the forms have none).
    typeof value === "string" ? value : value.name,
  ]);
}

/**
 * Sends the element's form in the background when it is submitted and `check` (the form's own checks of its
 * fields) agrees, showing each state as it goes. A filled honeypot is "sent" without posting. Only a confirmed
 * delivery empties the fields; a failure keeps everything typed. Returns `show`, which puts the form in a state:
 * "idle" brings the form back after it was sent.
 */
export function sendInBackground(element: HTMLElement, texts: SendingTexts, check: () => boolean = () => true): (state: SendStatus) => void {
  const form = element.querySelector("form") as HTMLFormElement;
  const live = element.querySelector("[role=status]") as HTMLElement;
  const sent = element.querySelector("[data-sent]") as HTMLElement;
  const failed = form.querySelector("[role=alert]") as HTMLElement;
  const button = form.querySelector("[type=submit]") as HTMLButtonElement;
  const buttonText = button.textContent;
  let sending = false;

  const show = (state: SendStatus) => {
    sending = state === "sending";
    live.textContent = state === "idle" ? "" : texts[state];
    form.setAttribute("aria-busy", String(sending));
    button.disabled = sending;
    button.textContent = sending ? texts.busy : buttonText;
    failed.hidden = state !== "failed";
    form.hidden = state === "sent";
    sent.hidden = state !== "sent";
    if (state === "sent") {
      form.reset();
      sent.focus();
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending || !check()) return;
    const entries = formEntries(form);
    if (isFromBot(entries)) return show("sent");
    show("sending");
    postForm(form.dataset.endpoint ?? "/", entries).then(
      () => show("sent"),
      () => show("failed"),
    );
  });
  return show;
}
