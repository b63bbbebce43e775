import path from "node:path";
import type { Actions } from "gatsby";
import { inLanguage } from "../../lib/languages";
import { DATA_DIR } from "../project";
import type { SettingsKind } from "../content/registry";
import { languagesOf, TRANSLATED_KINDS } from "../content/translations";

/**
 * The pages built in every language their texts are translated into: the English at its usual address, and one
 * page per translation in data/translations/<code>/, under the language's code ("/es/get-help/"). A language
 * without the translation has no page, so no page is ever half translated.
 */

/** The same page in each language it exists in, as every one of them links to the others. */
export interface Alternate {
  language: string;
  path: string;
}

export interface TranslatedPageContext {
  /** The page's language: "en", or a code of data/languages.json. */
  language: string;
  alternates: Alternate[];
}

/** The template of each page built in several languages, by the file that holds its texts. */
const TEMPLATES: Record<string, string> = {
  "pages/get-help.json": "src/templates/get-help.tsx",
};

export function translatedPages(kind: SettingsKind, dataDir = DATA_DIR): { path: string; context: TranslatedPageContext }[] {
  const languages = ["en", ...languagesOf(kind, dataDir)];
  const alternates = languages.map((language) => ({ language, path: inLanguage(kind.page, language) }));
  return alternates.map(({ language, path: pagePath }) => ({ path: pagePath, context: { language, alternates } }));
}

export function createTranslatedPages({ createPage }: Pick<Actions, "createPage">, dataDir = DATA_DIR): void {
  for (const kind of TRANSLATED_KINDS) {
    const template = TEMPLATES[kind.file];
    if (!template) throw new Error(`data/${kind.file} is built in several languages but has no template in translated-pages.ts.`);
    const component = path.resolve(template);
    for (const page of translatedPages(kind, dataDir)) createPage({ path: page.path, component, context: page.context });
  }
}
