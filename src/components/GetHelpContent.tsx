import * as React from "react";
import { Link } from "gatsby";
import { fillTemplate } from "../lib/templates";
import { crisisBlockHtml, crisisWays, type CrisisLines, type CrisisLink } from "../lib/crisis";
import { Icon, IconSvg } from "./Icon";
import * as styles from "./GetHelpContent.module.css";

/** The Get help now page's texts (data/pages/get-help.json), in the page's language; its numbers are data/crisis-lines.json's. */
export interface GetHelpTexts {
  eyebrow: string;
  title: string;
  intro: string;
  emergency: { heading: string; text: string; label: string };
  linesHeading: string;
  /** Each line by its `service` in data/crisis-lines.json: "lifeline", "stateLine" or "textLine". */
  lines: readonly { service: string; hours: string; whatHappens: string }[];
  helpHeading: string;
  helpSteps: readonly string[];
  guideLinkLabel: string;
  planGuideLinkLabel: string;
  careHeading: string;
  careIntro: string;
  care: readonly { id: string; name: string; text: string; link?: string | null; linkLabel?: string | null }[];
}

/** A guide linked from the page: its address in the page's language, or the English one, marked "en". */
interface GuideLink {
  path: string;
  /** "en" where the guide is not yet in the page's language, so the link leads to its English. */
  lang?: string | null | undefined;
}

/** A speech bubble, for texting: drawn here, the one page that needs it, rather than in every page's icons. */
const MESSAGE_ICON = "M4 5h16v11H10l-4.5 3.5V16H4z M8 9.5h8 M8 12.5h5";

interface GetHelpContentProps {
  page: GetHelpTexts;
  /** The guide to helping someone, and the safety plan. */
  guides: { help: GuideLink; plan: GuideLink };
  /** The crisis lines, their words in the page's language. */
  crisis: CrisisLines;
  language: string;
  /** Under the introduction: a translated page's note. */
  note?: React.ReactNode;
}

/** A line's buttons: the first one filled, the others outlined. */
function LineLinks({ links }: { links: readonly CrisisLink[] }) {
  return (
    <div className={styles.actions}>
      {links.map((link, index) => (
        <a
          key={link.href}
          className={index === 0 ? styles.primary : styles.secondary}
          href={link.href}
          {...(link.kind === "chat" ? { rel: "external" } : {})}
        >
          {link.kind === "call" ? <Icon name="phone" className={styles.buttonIcon} /> : null}
          {link.kind === "text" ? <IconSvg path={MESSAGE_ICON} className={styles.buttonIcon} /> : null}
          {link.label}
        </a>
      ))}
    </div>
  );
}

/**
 * Get help now: what to do first, for a visitor in distress or worried about someone, possibly at night on a
 * phone. The emergency number, then each crisis line with what happens when you reach it and the ways that work
 * in the page's language (src/lib/crisis.ts: a line that answers in none of them is left out), then the crisis
 * steps for helping someone else and where to find ongoing care. No picture. The page and the editor's preview
 * both draw it.
 */
export function GetHelpContent({ page, guides, crisis, language, note }: GetHelpContentProps) {
  const ways = crisisWays(crisis, language);
  const lines = page.lines.flatMap((line) => {
    const way = line.service === "lifeline" || line.service === "textLine" || line.service === "stateLine" ? ways[line.service] : null;
    return way ? [{ ...line, ...way }] : [];
  });
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
        <a className={styles.emergencyButton} href={ways.emergency.links[0]?.href}>
          <Icon name="phone" className={styles.buttonIcon} />
          {fillTemplate(page.emergency.label, { number: crisis.emergencyNumber })}
        </a>
      </section>

      <section aria-labelledby="lines" className={styles.linesSection}>
        <h2 id="lines" className={styles.sectionHeading}>
          {page.linesHeading}
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.service} className={styles.line} id={`line-${line.service}`}>
              <h3 className={styles.lineName}>{line.name}</h3>
              <p className={styles.hours}>{line.hours}</p>
              <LineLinks links={line.links} />
              <p>{line.whatHappens}</p>
              {line.notes.map((text) => (
                <p key={text} className={styles.languages}>
                  {text}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="help-someone" className={styles.panel}>
          <h2 id="help-someone" className={styles.sectionHeading}>
            {page.helpHeading}
          </h2>
          <ul className={styles.steps}>
            {page.helpSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          {/* The crisis steps, the same words and links as in every guide (made from data/crisis-lines.json). */}
          <div dangerouslySetInnerHTML={{ __html: crisisBlockHtml(crisis, language) }} />
          <p>
            <Link to={guides.help.path} hrefLang={guides.help.lang ?? undefined}>
              {page.guideLinkLabel}
            </Link>
          </p>
          <p>
            <Link to={guides.plan.path} hrefLang={guides.plan.lang ?? undefined}>
              {page.planGuideLinkLabel}
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
