import path from "node:path";
import type { Actions } from "gatsby";
import { ROUTES } from "../../lib/routes";
import { createInLanguages } from "./translated-pages";
import { DATA_DIR } from "../project";
import type { ThanksContext } from "../../content/page-context";

/**
 * The pages a form lands on when it is sent without JavaScript, one template for both: each shows its own file's
 * texts, and names as its canonical address the page whose form brought the visitor there.
 */

export const THANKS_PAGES: readonly { path: string; context: ThanksContext }[] = [
  { path: ROUTES.contactThanks, context: { newsletter: false, canonicalPath: ROUTES.contact } },
  { path: ROUTES.newsletterThanks, context: { newsletter: true, canonicalPath: ROUTES.home } },
];

export function createThanksPages({ createPage }: Pick<Actions, "createPage">, dataDir = DATA_DIR): void {
  const component = path.resolve("src/templates/thanks.tsx");
  for (const page of THANKS_PAGES) {
    createInLanguages(createPage, { path: page.path, component, context: page.context }, dataDir);
  }
}
