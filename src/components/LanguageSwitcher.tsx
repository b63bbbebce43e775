import * as React from "react";
import * as styles from "./LanguageSwitcher.module.css";

/** The same page in one language: its address and the language's name, written in that language. */
import type { PageInLanguage } from "../lib/page-languages";

export type { PageInLanguage };

interface LanguageSwitcherProps {
  /** The page's own language. */
  language: string;
  /** The page in every language it exists in, its own included. */
  languages: readonly PageInLanguage[];
  /** What screen readers call the list, in the words of the page's header. */
  label: string;
}

/**
 * Plain links to the same page in its other languages, so it works before and without any script. Each link names
 * its language in that language, and says so with lang and hreflang; only languages the page exists in are offered.
 */
export function LanguageSwitcher({ language, languages, label }: LanguageSwitcherProps) {
  if (languages.length < 2) return null;
  return (
    <nav className={styles.switcher} aria-label={label}>
      <ul className={styles.list}>
        {languages.map((page) => (
          <li key={page.language}>
            {page.language === language ? (
              <a className={`${styles.link} ${styles.current}`} href={page.path} lang={page.language} hrefLang={page.language} aria-current="page">
                {page.name}
              </a>
            ) : (
              <a className={styles.link} href={page.path} lang={page.language} hrefLang={page.language}>
                {page.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
