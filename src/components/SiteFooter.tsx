import * as React from "react";
import { fillTemplate } from "../lib/templates";
import { Link } from "gatsby";
import { telHref } from "../lib/format";
import type { FooterTexts } from "../hooks/useFooterTexts";
import type { SiteSettingsData } from "../hooks/useSiteSettings";
import { ButtonLink } from "./ButtonLink";
import { CrisisNotice } from "./CrisisNotice";
import { Icon } from "./Icon";
import { LogoMark } from "./LogoMark";
import { FOOTER_QUICK_LINKS, ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import type { CrisisLinks, Labels } from "../content/page-context";
import { NewsletterForm } from "./NewsletterForm";
import * as styles from "./SiteFooter.module.css";

interface SiteFooterProps {
  site: SiteSettingsData;
  texts: FooterTexts;
  /** False where the page shows the sign-up in its own body already (Events, with nothing upcoming). */
  newsletter?: boolean;
  /** "en" on a page in another language, whose footer stays in English. */
  lang?: string | undefined;
  /** Its words (data/labels.json), in the language its links lead to. */
  labels: Labels;
  language: string;
  /** The crisis notice's links, in the language of its words. */
  crisisLinks: CrisisLinks;
}

export function SiteFooter({ site, texts, newsletter = true, lang, labels, language, crisisLinks }: SiteFooterProps) {
  const words = labels.footer;
  const { address } = site;
  return (
    <footer className={styles.footer} lang={lang}>
      <div className={styles.top}>
        <CrisisNotice crisis={texts.crisis} links={crisisLinks} tone="dark" helpPath={inLanguage(ROUTES.getHelp, language)} />
        {newsletter ? (
          <section className={styles.newsletter} aria-labelledby="footer-newsletter">
            <div className={styles.newsletterIntro}>
              <h2 id="footer-newsletter" className={styles.newsletterHeading}>
                {texts.newsletter.heading}
              </h2>
              <p>{texts.newsletter.text}</p>
            </div>
            <NewsletterForm
              id="footer-newsletter"
              headingId="footer-newsletter"
              endpoint={texts.formEndpoint}
              email={site.email}
              texts={texts.newsletter}
              labels={labels.forms}
              language={language}
              tone="dark"
            />
          </section>
        ) : null}
      </div>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            <LogoMark className={styles.logo} />
            {site.name}
          </h2>
          <p className={styles.description}>{site.description}</p>
          <ButtonLink to={inLanguage(ROUTES.donation, language)} variant="donate">
            {words.donate}
          </ButtonLink>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {words.contactHeading}
          </h2>
          <address className={styles.contact}>
            <p className={styles.contactLine}>
              <Icon name="mail" className={styles.icon} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className={styles.contactLine}>
              <Icon name="phone" className={styles.icon} />
              <a href={telHref(site.phone)}>{site.phone}</a>
            </p>
            <p className={styles.contactLine}>
              <Icon name="pin" className={styles.icon} />
              <span>
                {address.street}
                <br />
                {address.locality}, {address.region} {address.postalCode}
              </span>
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {words.linksHeading}
          </h2>
          <ul className={styles.links}>
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={inLanguage(item.to, language)}>{words[item.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{fillTemplate(words.rights, { year: String(site.buildYear), name: site.name })}</p>
    </footer>
  );
}
