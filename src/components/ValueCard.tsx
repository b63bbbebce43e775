import * as React from "react";
import { graphql } from "gatsby";
import { Icon } from "./Icon";
import * as styles from "./ValueCard.module.css";

export const query = graphql`
  fragment ValueCard on ValuesJson {
    jsonId
    name
    text
    icon
  }
`;

export function ValueCard({ value }: { value: Queries.ValueCardFragment }) {
  return (
    <article className={styles.card} aria-labelledby={`value-${value.jsonId}`}>
      <span className={styles.iconWrap}>
        <Icon name={value.icon} className={styles.icon} />
      </span>
      <h2 id={`value-${value.jsonId}`} className={styles.name}>
        {value.name}
      </h2>
      <p className={styles.text}>{value.text}</p>
    </article>
  );
}
