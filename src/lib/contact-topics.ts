/**
 * The contact form's "What is it about?" choice, and the links that open the form with a topic already chosen.
 * Topics are listed in data/pages/contact.json; LINKED_TOPICS are the ones other pages link to, so the content
 * check requires them to be there.
 */
import { ROUTES } from "./routes";

// With the reading of such links (contactPrefill), in contact-form.ts: the form's enhancement module, which reads
// them in the browser, then bundles neither the site's routes nor anything else of this file's.
export { LINKED_TOPICS } from "./contact-form";

export interface ContactTopic {
  id: string;
  label: string;
}

/** The contact page with a topic chosen: "/contact/?topic=program&program=education-support". */
export function contactLink(topic: string, detail?: { program?: string; tier?: string }): string {
  const query = new URLSearchParams({ topic });
  if (detail?.program) query.set("program", detail.program);
  if (detail?.tier) query.set("tier", detail.tier);
  return `${ROUTES.contact}?${query.toString()}`;
}
