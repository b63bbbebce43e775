import * as React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "./ButtonLink";
import { DataIcon } from "./DataIcon";
import { Icon } from "./Icon";
import { contactLink, LINKED_TOPICS } from "../lib/contact-topics";
import { fillTemplate, templateParts } from "../lib/templates";
import type { Labels } from "../content/page-context";
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
 * Where a giving level's Donate Now leads: its own checkout page when the organization has set one, otherwise
 * the contact form, told which level the visitor chose.
 */
export function donateHref(tier: Pick<Queries.TierCardFragment, "jsonId" | "checkoutUrl">): string {
  return tier.checkoutUrl ?? contactLink(LINKED_TOPICS.giving, { tier: tier.jsonId });
}

interface TierCardProps {
  tier: Queries.TierCardFragment;
  /** The words of data/labels.json in the page's language: the badge, the price's period, Donate Now. */
  labels: Pick<Labels, "cards" | "prices" | "buttons">;
}

export function TierCard({ tier, labels }: TierCardProps) {
  const titleId = tierAnchor(tier.jsonId);
  return (
    <article className={tier.featured ? `${styles.card} ${styles.featured}` : styles.card} aria-labelledby={titleId}>
      {tier.featured ? <p className={styles.badge}>{labels.cards.mostChosen}</p> : null}
      <span className={styles.iconWrap}>
        <DataIcon name={tier.icon} className={styles.icon} />
      </span>
      <h2 id={titleId} className={styles.name}>
        {tier.name}
      </h2>
      <p className={styles.price}>
        {templateParts(labels.prices[tier.billingPeriod as keyof Labels["prices"]] ?? "{price}").map((part, index) =>
          part.place === undefined ? (
            <span key={index} className={styles.period}>
              {part.text}
            </span>
          ) : (
            <span key={index} className={styles.amount}>
              {tier.priceText}
            </span>
          ),
        )}
      </p>
      <p className={styles.description}>{tier.description}</p>
      <ul className={styles.benefits}>
        {tier.includes ? (
          <li className={styles.includes}>
            <Icon name="check" className={styles.check} />
            {fillTemplate(labels.cards.includes, { name: tier.includes.name })}
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
        {labels.buttons.donate}
        <span className="visually-hidden"> ({tier.name})</span>
      </ButtonLink>
    </article>
  );
}
