import * as React from "react";
import { graphql } from "gatsby";
import { DataIcon } from "./DataIcon";
import * as styles from "./ValueCard.module.css";

export const query = graphql`
  fragment ValueCard on Value {
    name
    text
    icon
  }
`;

interface ValueCardProps {
  value: Queries.ValueCardFragment;
  /** Unique on the page: the card's heading is named by it. */
  id: string;
}

export function ValueCard({ value, id }: ValueCardProps) {
  return (
    <article className={styles.card} aria-labelledby={id}>
      <span className={styles.iconWrap}>
        <DataIcon name={value.icon} className={styles.icon} />
      </span>
      <h2 id={id} className={styles.name}>
        {value.name}
      </h2>
      <p className={styles.text}>{value.text}</p>
    </article>
  );
}
