import * as React from "react";
import { Link } from "gatsby";
import { fillTemplate } from "../lib/templates";
import { Icon, IconSvg } from "./Icon";
import * as styles from "./GetHelpContent.module.css";

/** The Get help now page's texts and numbers (data/pages/get-help.json), in the page's language. */
export interface GetHelpTexts {
  eyebrow: string;
  title: string;
  intro: string;
  emergency: { heading: string; text: string; number: string; label: string };
  linesHeading: string;
  lines: readonly {
    id: string;
    name: string;
    hours: string;
    whatHappens: string;
    languages?: string | null;
    call?: { number: string; label: string } | null;
    text?: { number: string; message?: string | null; label: string } | null;
    chat?: { address: string; label: string } | null;
  }[];
  helpHeading: string;
  helpSteps: readonly string[];
  /** The address of the guide linked after the steps. */
  guidePath: string;
  guideLinkLabel: string;
  careHeading: string;
  careIntro: string;
  care: readonly { id: string; name: string; text: string; link?: string | null; linkLabel?: string | null }[];
}

/** A speech bubble, for texting: drawn here, the one page that needs it, rather than in every page's icons. */
const MESSAGE_ICON = "M4 5h16v11H10l-4.5 3.5V16H4z M8 9.5h8 M8 12.5h5";

/** "tel:18007154225": the digits of a number as written for people ("1-800-715-4225"). */
function dial(scheme: "tel" | "sms", number: string, message?: string | null): string {
  const digits = number.replace(/[^\d+]/g, "");
  return message ? `${scheme}:${digits}?&body=${encodeURIComponent(message)}` : `${scheme}:${digits}`;
}

interface GetHelpContentProps {
  page: GetHelpTexts;
  /** Under the introduction: a translated page's note. */
  note?: React.ReactNode;
  /** The guide is in English: said on a page in another language. */
  guideLanguage?: string;
}

/**
 * Get help now: what to do first, for a visitor in distress or worried about someone, possibly at night on a
 * phone. The emergency number, then each crisis line with what happens when you reach it and buttons to call, text
 * or chat, then how to help someone else and where to find ongoing care. No picture. The page and the editor's
 * preview both draw it.
 */
export function GetHelpContent({ page, note, guideLanguage }: GetHelpContentProps) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <p className={styles.eyebrow}>{page.eyebrow}</p>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.intro}>{page.intro}</p>
        {note}
      </header>

      <section className={styles.emergency} aria-labelledby="emergency">
        <div>
          <h2 id="emergency" className={styles.emergencyHeading}>
            {page.emergency.heading}
          </h2>
          <p>{page.emergency.text}</p>
        </div>
        <a className={styles.emergencyButton} href={dial("tel", page.emergency.number)}>
          <Icon name="phone" className={styles.buttonIcon} />
          {fillTemplate(page.emergency.label, { number: page.emergency.number })}
        </a>
      </section>

      <section aria-labelledby="lines" className={styles.linesSection}>
        <h2 id="lines" className={styles.sectionHeading}>
          {page.linesHeading}
        </h2>
        <ul className={styles.lines}>
          {page.lines.map((line) => (
            <li key={line.id} className={styles.line} id={`line-${line.id}`}>
              <h3 className={styles.lineName}>{line.name}</h3>
              <p className={styles.hours}>{line.hours}</p>
              <div className={styles.actions}>
                {line.call ? (
                  <a className={styles.primary} href={dial("tel", line.call.number)}>
                    <Icon name="phone" className={styles.buttonIcon} />
                    {fillTemplate(line.call.label, { number: line.call.number })}
                  </a>
                ) : null}
                {line.text ? (
                  <a className={line.call ? styles.secondary : styles.primary} href={dial("sms", line.text.number, line.text.message)}>
                    <IconSvg path={MESSAGE_ICON} className={styles.buttonIcon} />
                    {fillTemplate(line.text.label, { number: line.text.number })}
                  </a>
                ) : null}
                {line.chat ? (
                  <a className={styles.secondary} href={line.chat.address} rel="external">
                    {line.chat.label}
                  </a>
                ) : null}
              </div>
              <p>{line.whatHappens}</p>
              {line.languages ? <p className={styles.languages}>{line.languages}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="help-someone" className={styles.panel}>
          <h2 id="help-someone" className={styles.sectionHeading}>
            {page.helpHeading}
          </h2>
          <ol className={styles.steps}>
            {page.helpSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <Link to={page.guidePath} hrefLang={guideLanguage}>
              {page.guideLinkLabel}
            </Link>
          </p>
        </section>

        <section aria-labelledby="ongoing-care" className={styles.panel}>
          <h2 id="ongoing-care" className={styles.sectionHeading}>
            {page.careHeading}
          </h2>
          <p>{page.careIntro}</p>
          <ul className={styles.care}>
            {page.care.map((option) => (
              <li key={option.id}>
                <h3 className={styles.careName}>{option.name}</h3>
                <p>{option.text}</p>
                {option.link && option.linkLabel ? (
                  <p>
                    <a href={option.link} rel="external">
                      {option.linkLabel}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
