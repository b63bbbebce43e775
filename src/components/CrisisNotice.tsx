import * as React from "react";
import { Link } from "gatsby";
import { ROUTES } from "../lib/routes";
import { fillTemplate, templateParts } from "../lib/templates";
import type { CrisisTexts } from "../node/content/shapes";
import * as styles from "./CrisisNotice.module.css";

export type { CrisisTexts };

interface CrisisNoticeProps {
  crisis: CrisisTexts;
  /** On the footer's dark band, or on the page's light background. */
  tone?: "dark" | "light";
  className?: string;
  /** The Get help now page in the notice's language: the English one by default. */
  helpPath?: string;
}

/**
 * Who to call or text in a crisis. On a mental-health site people in distress can land on any page, so the
 * footer of every page carries it, and the contact page repeats it beside the organisation's own details. Its
 * words are staff's (data/footer.json): the sentence has places for the two links, the line's name and the
 * emergency number, which the build requires to be there.
 */
export function CrisisNotice({ crisis, tone = "light", className, helpPath = ROUTES.getHelp }: CrisisNoticeProps) {
  const number = crisis.lifelineNumber;
  const linkText = (template: string) => fillTemplate(template, { number });
  const places: Record<string, React.ReactNode> = {
    call: <a href={`tel:${number}`}>{linkText(crisis.callLink)}</a>,
    text: <a href={`sms:${number}`}>{linkText(crisis.textLink)}</a>,
    lifelineName: crisis.lifelineName,
    emergency: <a href={`tel:${crisis.emergencyNumber}`}>{crisis.emergencyNumber}</a>,
  };
  return (
    <p className={[styles.notice, tone === "dark" ? styles.dark : styles.light, className].filter(Boolean).join(" ")}>
      <strong className={styles.heading}>{crisis.heading}</strong> {crisis.text}{" "}
      {templateParts(crisis.sentence).map((part, index) => (
        <React.Fragment key={index}>{part.place === undefined ? part.text : places[part.place]}</React.Fragment>
      ))}{" "}
      <Link to={helpPath} className={styles.helpLink}>
        {crisis.helpPageLink}
      </Link>
    </p>
  );
}
