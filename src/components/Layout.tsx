import * as React from "react";
import { useFooterTexts } from "../hooks/useFooterTexts";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import * as styles from "./Layout.module.css";

interface LayoutProps {
  /** The path of the page being shown, to mark its link in the navigation. */
  pathname: string;
  /** False where the page shows the newsletter sign-up in its body, so that the footer does not repeat it. */
  footerNewsletter?: boolean;
  children: React.ReactNode;
}

/**
 * The frame of every page. A page imports it before any other component, and PageHeader right after it: the
 * build puts all the site's CSS in one stylesheet, ordered as the pages reach each CSS module through their
 * imports. With the frame first, every page reaches the base styles, the shared ones
 * (src/styles/shared.module.css) and the header's and footer's in the same order, so the pages agree on one
 * order; where two pages disagree, the build warns "Conflicting order" and the cascade depends on which wins.
 */
export function Layout({ pathname, footerNewsletter = true, children }: LayoutProps) {
  const site = useSiteSettings();
  const footerTexts = useFooterTexts();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <SiteHeader siteName={site.name} pathname={pathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter site={site} texts={footerTexts} newsletter={footerNewsletter} />
    </>
  );
}
