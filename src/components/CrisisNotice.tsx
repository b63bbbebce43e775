import * as React from "react";
import * as styles from "./CrisisNotice.module.css";

/** The crisis line's words and numbers, written once in data/footer.json. */
export interface CrisisTexts {
  heading: string;
  text: string;
  lifelineName: string;
  lifelineNumber: string;
  emergencyNumber: string;
}

interface CrisisNoticeProps {
  crisis: CrisisTexts;
  /** On the footer's dark band, or on the page's light background. */
  tone?: "dark" | "light";
  className?: string;
}

/**
 * Who to call or text in a crisis. On a mental-health site people in distress can land on any page, so the
 * footer of every page carries it, and the contact page repeats it beside the organisation's own details.
 */
export function CrisisNotice({ crisis, tone = "light", className }: CrisisNoticeProps) {
  const number = crisis.lifelineNumber;
  return (
    <p className={[styles.notice, tone === "dark" ? styles.dark : styles.light, className].filter(Boolean).join(" ")}>
      <strong className={styles.heading}>{crisis.heading}</strong> {crisis.text} <a href={`tel:${number}`}>Call {number}</a>{" "}
      or <a href={`sms:${number}`}>text {number}</a>, {crisis.lifelineName}, any time. In an emergency, call{" "}
      <a href={`tel:${crisis.emergencyNumber}`}>{crisis.emergencyNumber}</a>.
    </p>
  );
}
