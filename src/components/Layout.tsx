import * as React from "react";
import { useFooterTexts } from "../hooks/useFooterTexts";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { searchIndexAttributes, type SearchKind } from "../lib/search";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import type { TranslatedPageContext } from "../content/page-context";
import * as styles from "./Layout.module.css";

interface LayoutProps {
  /** The path of the page being shown, to mark its link in the navigation. */
  pathname: string;
  /** False where the page shows the newsletter sign-up in its body, so that the footer does not repeat it. */
  footerNewsletter?: boolean;
  children: React.ReactNode;
  /**
   * Puts the page's content (not the header or footer) in the site search, as this kind of page: guides come
   * first in the results. Pages without it (thank-you pages, 404, the search page) are not searchable.
   */
  indexAs?: SearchKind;
  /** The title of the page's search result, when its h1 (the default) would not say what the page is. */
  searchTitle?: string;
  /**
   * What the build told the page of its language (its page context): the switcher to the page in its other
   * languages, and on a translated page the quiet line that says so. Its header and footer stay in English, and
   * say so.
   */
  page: TranslatedPageContext;
  /** False where the page shows its translation note itself (Get help now, beside its crisis lines). */
  note?: boolean;
}

/**
 * The frame of every page. A page imports it before any other component, and PageHeader right after it: the
 * build puts all the site's CSS in one stylesheet, ordered as the pages reach each CSS module through their
 * imports. With the frame first, every page reaches the base styles, the shared ones
 * (src/styles/shared.module.css) and the header's and footer's in the same order, so the pages agree on one
 * order; where two pages disagree, the build warns "Conflicting order" and the cascade depends on which wins.
 */
export function Layout({ pathname, footerNewsletter = true, children, indexAs, searchTitle, page, note = true }: LayoutProps) {
  const { language, labels, chrome } = page;
  const site = useSiteSettings(page.chrome);
  const footerTexts = useFooterTexts(page.chrome);
  // Where the words around a translated page's content are still English, screen readers are told so.
  const chromeLang = chrome === language ? undefined : chrome;
  return (
    <>
      <a className={styles.skipLink} href="#main" lang={chromeLang}>
        {labels.header.skipLink}
      </a>
      <SiteHeader siteName={site.name} pathname={pathname} lang={chromeLang} labels={labels} language={chrome} />
      <main id="main" tabIndex={-1} className={styles.main} {...(indexAs && page.searchable ? searchIndexAttributes(indexAs, searchTitle) : {})}>
        {/* Made at build time as HTML (src/lib/language-bar.ts): links and a line of text, which need no script. */}
        {page.switcherHtml ? <div dangerouslySetInnerHTML={{ __html: page.switcherHtml }} /> : null}
        {page.noteHtml && note ? <div className={styles.note} dangerouslySetInnerHTML={{ __html: page.noteHtml }} /> : null}
        {children}
      </main>
      <SiteFooter
        site={site}
        texts={footerTexts}
        newsletter={footerNewsletter}
        lang={chromeLang}
        labels={labels}
        language={chrome}
        crisisLinks={page.crisisLinks}
      />
    </>
  );
}
