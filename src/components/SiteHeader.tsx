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
 * The small-screen menu is a native popover, so it opens, closes on Escape or a click outside, and returns focus
 * to its button before the page's scripts have started, and without them. React 18 passes these lowercase
 * attributes through to the HTML as they are.
 */
const MENU_BUTTON_ATTRIBUTES = { popovertarget: MENU_ID };
const MENU_PANEL_ATTRIBUTES = { popover: "auto" };

/** Same width as the stylesheet's wide layout, where the links sit in the bar and need no menu. */
const WIDE = "(min-width: 1080px)";

function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover");
}

export function SiteHeader({ siteName, pathname, lang, labels, language }: SiteHeaderProps) {
  const local = (route: string) => inLanguage(route, language);
  const words = labels.header;
  // Unknown (null) until React runs. The HTML then carries no aria-expanded, and the browser states the
  // popover's expanded state itself: a written "false" would stay false while a visitor opens the menu.
  const [menuOpen, setMenuOpen] = React.useState<boolean | null>(null);
  // Only without popovers does the script show the panel (data-open). With them the browser alone shows and
  // hides it: the state follows its toggle event a task later, and would keep a closed menu on screen till then.
  const [scripted, setScripted] = React.useState(false);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const panel = React.useRef<HTMLDivElement>(null);
  const nav = React.useRef<HTMLElement>(null);

  // Follow the popover, which a visitor may have opened before React started.
  React.useEffect(() => {
    const element = panel.current;
    if (!element || !supportsPopover()) {
      setScripted(true);
      setMenuOpen(false);
      return undefined;
    }
    setMenuOpen(element.matches(":popover-open"));
    const follow = (event: Event) => setMenuOpen((event as ToggleEvent).newState === "open");
    // On a wide screen the links are in the bar; a menu left open while the window grew would float over it.
    const wide = window.matchMedia(WIDE);
    const closeWhenWide = () => {
      if (wide.matches && element.matches(":popover-open")) element.hidePopover();
    };
    element.addEventListener("toggle", follow);
    wide.addEventListener("change", closeWhenWide);
    return () => {
      element.removeEventListener("toggle", follow);
      wide.removeEventListener("change", closeWhenWide);
    };
  }, []);

  // Browsers without popovers: the same behaviour, by script.
  React.useEffect(() => {
    if (!menuOpen || supportsPopover()) return undefined;
    const closeAndReturnFocus = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    const closeWhenClickedOutside = (event: MouseEvent) => {
      if (nav.current && event.target instanceof Node && !nav.current.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener("keydown", closeAndReturnFocus);
    document.addEventListener("click", closeWhenClickedOutside);
    return () => {
      document.removeEventListener("keydown", closeAndReturnFocus);
      document.removeEventListener("click", closeWhenClickedOutside);
    };
  }, [menuOpen]);

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
        <nav ref={nav} className={styles.nav} aria-label={words.navigation}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen ?? undefined}
            aria-controls={MENU_ID}
            data-menu-button=""
            onClick={() => {
              if (!supportsPopover()) setMenuOpen((open) => !open);
            }}
            {...MENU_BUTTON_ATTRIBUTES}
          >
            {/* Both icons are drawn; the stylesheet shows the one for the menu's state, with or without script. */}
            <Icon name="menu" className={`${styles.menuIcon} ${styles.openIcon}`} />
            <Icon name="close" className={`${styles.menuIcon} ${styles.closeIcon}`} />
            <span className={styles.menuLabel}>{words.menu}</span>
          </button>
          <div
            ref={panel}
            id={MENU_ID}
            className={styles.panel}
            data-open={scripted && menuOpen === true}
            data-menu-panel=""
            {...MENU_PANEL_ATTRIBUTES}
          >
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
