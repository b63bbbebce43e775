import * as React from "react";
import { graphql } from "gatsby";
import { imageOf } from "../lib/image";
import { ButtonLink } from "./ButtonLink";
import { ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import { Picture } from "./Picture";
import * as section from "./Section.module.css";
import * as styles from "./HomeHero.module.css";

export const query = graphql`
  fragment HomeHero on HomePageJson {
    eyebrow
    title
    heroImageAlt
    heroImage {
      childImageSharp {
        gatsbyImageData(width: 640, outputPixelDensities: [0.5, 1, 1.5, 2], aspectRatio: 1.2, sizes: "(min-width: 900px) 34rem, 92vw")
      }
    }
  }
`;

interface HomeHeroProps {
  hero: Queries.HomeHeroFragment;
  /** The organization's mission in one sentence (data/site.json), under the page's title. */
  mission: string;
  /** The page's language, whose pages its buttons open: "en" by default. */
  language?: string;
  /** Its buttons' words (data/labels.json), in the page's language. */
  buttons: { donate: string; programs: string };
}

/** The top of the home page: who the organization is, its mission, the two main ways in, and its picture. */
export function HomeHero({ hero, mission, language = "en", buttons }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="welcome">
      <div className={`${section.container} ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="welcome" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.mission}>{mission}</p>
          <div className={styles.actions}>
            <ButtonLink to={inLanguage(ROUTES.donation, language)} variant="donate">
              {buttons.donate}
            </ButtonLink>
            <ButtonLink to={inLanguage(ROUTES.programs, language)} variant="secondary">
              {buttons.programs}
            </ButtonLink>
          </div>
        </div>
        <Picture image={imageOf(hero.heroImage, "the home page")} alt={hero.heroImageAlt} className={styles.image} priority />
      </div>
    </section>
  );
}
