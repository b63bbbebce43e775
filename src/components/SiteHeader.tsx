import * as React from "react";
import { Link } from "gatsby";
import { ButtonLink } from "./ButtonLink";
import { Icon } from "./Icon";
import { templateParts } from "../lib/templates";
import { LogoMark } from "./LogoMark";
import { MAIN_NAV, ROUTES, currentState } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import type { Labels } from "../content/page-context";
import { QUERY_PARAMETER } from "../lib/search";
import * as styles from "./SiteHeader.module.css";

interface SiteHeaderProps {
  siteName: string;
  pathname: string;
  /** "en" on a page in another language, whose header stays in English. */
  lang?: string | undefined;
  /** Its words (data/labels.json), in the language its links lead to. */
  labels: Labels;
  language: string;
}

export const MENU_ID = "site-menu";

/**
 * The small-screen menu is a native popover: it opens, closes on Escape or a click outside, and returns focus to
 * its button, with no script. A browser without popovers shows the links under the bar instead (the stylesheet's
 * @supports rule). React 19 writes popoverTarget with its capital T, which HTML reads as popovertarget.
 */

export function SiteHeader({ siteName, pathname, lang, labels, language }: SiteHeaderProps) {
  const local = (route: string) => inLanguage(route, language);
  const words = labels.header;
  return (
    <header className={styles.header} lang={lang}>
      {/* Crisis help one tap away on every page, at every width, without opening the menu. */}
      <div className={styles.help}>
        <Link to={local(ROUTES.getHelp)} className={styles.helpLink} aria-current={currentState(local(ROUTES.getHelp), pathname)}>
          <Icon name="phone" className={styles.helpIcon} />
          <span>
            {/* The words around Get help now show only where there is room; the bold words always. */}
            {templateParts(words.getHelpMore).map((part, index) =>
              part.place === "getHelp" ? (
                <strong key={index}>{words.getHelp}</strong>
              ) : (
                <span key={index} className={styles.helpMore}>
                  {part.text}
                </span>
              ),
            )}
          </span>
        </Link>
      </div>
      <div className={styles.bar}>
        <Link to={local(ROUTES.home)} className={styles.brand} aria-current={pathname === local(ROUTES.home) ? "page" : undefined}>
          <LogoMark className={styles.logo} />
          <span className={styles.brandName}>{siteName}</span>
        </Link>
        <nav className={styles.nav} aria-label={words.navigation}>
          {/* The browser states the popover's expanded state itself: a written aria-expanded would never change. */}
          <button type="button" className={styles.menuButton} aria-controls={MENU_ID} data-menu-button="" popoverTarget={MENU_ID}>
            {/* Both icons are drawn; the stylesheet shows the one for the menu's state, with or without script. */}
            <Icon name="menu" className={`${styles.menuIcon} ${styles.openIcon}`} />
            <Icon name="close" className={`${styles.menuIcon} ${styles.closeIcon}`} />
            <span className={styles.menuLabel}>{words.menu}</span>
          </button>
          <div id={MENU_ID} className={styles.panel} data-menu-panel="" popover="auto">
            <ul className={styles.links}>
              {MAIN_NAV.map((item) => {
                const to = local(item.to);
                const current = currentState(to, pathname);
                return (
                  <li key={item.to}>
                    <Link to={to} className={current ? `${styles.link} ${styles.current}` : styles.link} aria-current={current}>
                      {labels.navigation[item.label]}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {/* Small screens: a search field under the links. A plain GET to /search/?q=…, so it needs no script. */}
            <form role="search" aria-label={words.searchForm} className={styles.search} action={local(ROUTES.search)} method="get">
              <label htmlFor="site-search" className={styles.searchLabel}>
                {words.searchLabel}
              </label>
              <input id="site-search" className={styles.searchField} type="search" name={QUERY_PARAMETER} enterKeyHint="search" />
              <button type="submit" className={styles.searchButton}>
                <Icon name="search" className={styles.searchIcon} />
                {words.searchButton}
              </button>
            </form>
          </div>
          {/* Wide screens, where the links sit in the bar: the search page's own field is a click away. */}
          <Link to={local(ROUTES.search)} className={styles.searchLink} aria-current={currentState(local(ROUTES.search), pathname)}>
            <Icon name="search" className={styles.searchIcon} />
            <span className="visually-hidden">{words.searchButton}</span>
          </Link>
          <ButtonLink to={local(ROUTES.donation)} variant="donate" size="small" className={styles.donate}>
            {words.donate}
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
