/**
 * What every form on the site shares: where it posts, how it encodes what was typed, and the states of sending.
 * Without JavaScript a form is a plain POST that lands on its thank-you page; with its enhancement module
 * (src/enhance/), the same fields are sent in the background and the visitor sees "sending", "sent" or "failed",
 * never losing what they typed: only a confirmed delivery empties the fields.
 */

/** The hidden field that people leave empty and spam bots fill in. */
export const HONEYPOT = "bot-field";

export type SendStatus = "idle" | "sending" | "sent" | "failed";

/** Netlify Forms is used when the form posts to the site itself ("/"). */
export function isNetlifyEndpoint(endpoint: string): boolean {
  return endpoint === "/";
}

/** The url-encoded body that Netlify Forms (and most form services) accept. */
export function encodeForm(entries: Iterable<[string, string]>): string {
  return new URLSearchParams([...entries]).toString();
}

export interface FormTarget {
  name: string;
  method: "post";
  action: string;
  "data-netlify"?: "true";
  "data-netlify-honeypot"?: string;
}

/**
 * The attributes of a <form>: with Netlify it posts to the site and lands on `thanksPath` (Netlify finds the
 * form in the built HTML by its name); with another service, straight to that service's address.
 */
export function formTarget(name: string, endpoint: string, thanksPath: string): FormTarget {
  if (!isNetlifyEndpoint(endpoint)) return { name, method: "post", action: endpoint };
  return { name, method: "post", action: thanksPath, "data-netlify": "true", "data-netlify-honeypot": HONEYPOT };
}

/** A filled honeypot means a bot: it is told all went well, and nothing is sent. */
export function isFromBot(entries: readonly [string, string][]): boolean {
  return entries.some(([key, value]) => key === HONEYPOT && value !== "");
}

type Post = (url: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status">>;

/** Posts the fields as the no-JavaScript form would; throws when they did not arrive. */
export async function postForm(endpoint: string, entries: readonly [string, string][], post: Post = fetch): Promise<void> {
  const response = await post(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json, text/html" },
    body: encodeForm(entries),
  });
  if (!response.ok) throw new Error(`The form service answered ${response.status}`);
}

/**
 * What a form's enhancement module shows as it sends, written by the component (JSON in its data-texts) in the
 * page's language: what screen readers hear in each state, and the submit button's words while it sends.
 */
export interface SendingTexts {
  sending: string;
  sent: string;
  failed: string;
  /** The submit button's words while sending ("Sending…"). */
  busy: string;
}
