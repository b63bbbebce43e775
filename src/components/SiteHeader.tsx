import * as React from "react";
import { Link } from "gatsby";
import { ButtonLink } from "./ButtonLink";
import { Icon } from "./Icon";
import { LogoMark } from "./LogoMark";
import { MAIN_NAV, ROUTES, currentState } from "./navigation";
import * as styles from "./SiteHeader.module.css";

interface SiteHeaderProps {
  siteName: string;
  pathname: string;
}

export function SiteHeader({ siteName, pathname }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const nav = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    if (!menuOpen) return undefined;
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
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={ROUTES.home} className={styles.brand} aria-current={pathname === ROUTES.home ? "page" : undefined}>
          <LogoMark className={styles.logo} />
          <span className={styles.brandName}>{siteName}</span>
        </Link>
        <nav ref={nav} className={styles.nav} aria-label="Main">
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            data-menu-button=""
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? "close" : "menu"} className={styles.menuIcon} />
            <span className={styles.menuLabel}>Menu</span>
          </button>
          <div id="site-menu" className={styles.panel} data-open={menuOpen} data-menu-panel="">
            <ul className={styles.links}>
              {MAIN_NAV.map((item) => {
                const current = currentState(item.to, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className={current ? `${styles.link} ${styles.current}` : styles.link}
                      aria-current={current}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
          <ButtonLink to={ROUTES.donation} variant="donate" size="small" className={styles.donate}>
            Donate Now
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
