import * as React from "react";
import { useFooterTexts } from "../hooks/useFooterTexts";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import * as styles from "./Layout.module.css";

interface LayoutProps {
  /** The path of the page being shown, to mark its link in the navigation. */
  pathname: string;
  children: React.ReactNode;
}

export function Layout({ pathname, children }: LayoutProps) {
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
      <SiteFooter site={site} texts={footerTexts} />
    </>
  );
}
