/**
 * The newsletter sign-up (src/components/NewsletterForm.tsx), in the footer of every page and on the Events page:
 * it signs the visitor up in the background and says what happened, keeping what was typed when that fails. The
 * markup it relies on is form-sending.ts's; every word it shows is in the page's HTML.
 */
import type { SendingTexts } from "../lib/form-sending";
import { sendInBackground } from "./form-sending";

export function enhance(element: HTMLElement): void {
  if (element.hasAttribute("data-enhanced")) return;
  sendInBackground(element, JSON.parse(element.dataset.texts ?? "") as SendingTexts);
  element.setAttribute("data-enhanced", "");
}
