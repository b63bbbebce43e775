import * as React from "react";
import { Link } from "gatsby";
import { ROUTES } from "../lib/routes";
import { fillTemplate, gapAfter } from "../lib/templates";
import { Template } from "./Template";
import type { CrisisTexts } from "../content/shapes";
import type { CrisisLinks } from "../lib/crisis";
import * as styles from "./CrisisNotice.module.css";

export type { CrisisTexts };

interface CrisisNoticeProps {
  crisis: CrisisTexts;
  /** Where its links lead, in the language of its words (data/crisis-lines.json, made at build time). */
  links: CrisisLinks;
  /** On the footer's dark band, or on the page's light background. */
  tone?: "dark" | "light";
  className?: string;
  /** The Get help now page in the notice's language: the English one by default. */
  helpPath?: string;
  /** Its words' language where it differs from the page's ("en" on a Korean guide until its footer is translated). */
  lang?: string | undefined;
}

/**
 * Who to call or text in a crisis. On a mental-health site people in distress can land on any page, so the
 * footer of every page carries it, and the contact page repeats it beside the organization's own details. Its
 * words are staff's (data/footer.json): the sentence has places for the links, the line's name and the
 * emergency number. Its numbers, and the word a text sends in its language, are data/crisis-lines.json's; where
 * the line takes no texts in the language, the text link is left out.
 */
export function CrisisNotice({ crisis, links, tone = "light", className, helpPath = ROUTES.getHelp, lang }: CrisisNoticeProps) {
  const linkText = (template: string) => fillTemplate(template, { number: links.number, keyword: links.keyword ?? "", option: links.option ?? "" });
  const places: Record<string, React.ReactNode> = {
    call: <a href={links.call}>{linkText(crisis.callLink)}</a>,
    text: links.text ? <a href={links.text}>{linkText(crisis.textLink)}</a> : null,
    lifelineName: crisis.lifelineName,
    emergency: <a href={links.emergency}>{links.emergencyNumber}</a>,
  };
  return (
    <p className={[styles.notice, tone === "dark" ? styles.dark : styles.light, className].filter(Boolean).join(" ")} lang={lang}>
      <strong className={styles.heading}>{crisis.heading}</strong>
      {gapAfter(crisis.heading)}
      {crisis.text}
      {gapAfter(crisis.text)}
      <Template text={crisis.sentence} places={places} />
      {gapAfter(crisis.sentence)}
      <Link to={helpPath} className={styles.helpLink}>
        {crisis.helpPageLink}
      </Link>
    </p>
  );
}
