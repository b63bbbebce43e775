import * as React from "react";
import { graphql } from "gatsby";
import * as styles from "./ImpactStat.module.css";

export const query = graphql`
  fragment ImpactStat on ImpactJson {
    jsonId
    value
    label
  }
`;

/** One figure of the organization's impact, as listed in data/impact.json. */
export function ImpactStat({ stat }: { stat: Queries.ImpactStatFragment }) {
  return (
    <div className={styles.stat}>
      <p className={styles.value}>{stat.value}</p>
      <p className={styles.label}>{stat.label}</p>
    </div>
  );
}
