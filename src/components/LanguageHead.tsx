import * as React from "react";
import { absoluteUrl } from "../lib/structured-data";

/** The same page in one language, for search engines and shared links. */
import type { PageInLanguage } from "../lib/page-languages";

type Alternate = Pick<PageInLanguage, "language" | "path" | "openGraphLocale">;

interface LanguageHeadProps {
  siteUrl: string;
  /** The page's own language. */
  language: string;
  /** The page in every language it exists in, its own included. */
  alternates: readonly Alternate[];
}

/**
 * The head of a page that exists in several languages, inside its Seo: each language's address as an hreflang
 * alternate (English as x-default, for every other language), and the other languages' locales for shared links.
 * Only such pages load it. Its <html lang> is set apart, from the page's context (src/node/gatsby/html-lang.ts).
 */
export function LanguageHead({ siteUrl, language, alternates }: LanguageHeadProps) {
  const english = alternates.find((alternate) => alternate.language === "en");
  return (
    <>
      {alternates.map((alternate) => (
        <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={absoluteUrl(siteUrl, alternate.path)} />
      ))}
      {english ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, english.path)} /> : null}
      {alternates
        .filter((alternate) => alternate.language !== language)
        .map((alternate) => (
          <meta key={alternate.language} property="og:locale:alternate" content={alternate.openGraphLocale} />
        ))}
    </>
  );
}
