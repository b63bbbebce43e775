import * as React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "./ButtonLink";
import { DataIcon } from "./DataIcon";
import { Icon } from "./Icon";
import { contactLink, LINKED_TOPICS } from "../lib/contact-topics";
import { tierAnchor } from "../lib/routes";
import * as styles from "./TierCard.module.css";

export const query = graphql`
  fragment TierCard on TiersJson {
    lang
    jsonId
    name
    priceText
    billingPeriod
    description
    benefits
    icon
    featured
    checkoutUrl
    includes {
      name
    }
  }
`;

/**
 * Where a giving level's Donate Now leads: its own checkout page when the organisation has set one, otherwise
 * the contact form, told which level the visitor chose.
 */
export function donateHref(tier: Pick<Queries.TierCardFragment, "jsonId" | "checkoutUrl">): string {
  return tier.checkoutUrl ?? contactLink(LINKED_TOPICS.giving, { tier: tier.jsonId });
}

interface TierCardProps {
  tier: Queries.TierCardFragment;
  /** The badge of the level chosen most (data/labels.json), in the page's language. */
  mostChosen: string;
}

export function TierCard({ tier, mostChosen }: TierCardProps) {
  const titleId = tierAnchor(tier.jsonId);
  return (
    <article className={tier.featured ? `${styles.card} ${styles.featured}` : styles.card} aria-labelledby={titleId}>
      {tier.featured ? <p className={styles.badge}>{mostChosen}</p> : null}
      <span className={styles.iconWrap}>
        <DataIcon name={tier.icon} className={styles.icon} />
      </span>
      <h2 id={titleId} className={styles.name}>
        {tier.name}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{tier.priceText}</span>
        <span className={styles.period}>/{tier.billingPeriod}</span>
      </p>
      <p className={styles.description}>{tier.description}</p>
      <ul className={styles.benefits}>
        {tier.includes ? (
          <li className={styles.includes}>
            <Icon name="check" className={styles.check} />
            Everything in {tier.includes.name}, plus:
          </li>
        ) : null}
        {tier.benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" className={styles.check} />
            {benefit}
          </li>
        ))}
      </ul>
      <ButtonLink to={donateHref(tier)} variant="donate" className={styles.donate}>
        Donate Now<span className="visually-hidden"> ({tier.name})</span>
      </ButtonLink>
    </article>
  );
}
