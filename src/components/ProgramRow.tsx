import * as React from "react";
import { graphql, Link } from "gatsby";
import { imageOf } from "../lib/image";
import { DataIcon } from "./DataIcon";
import { Icon } from "./Icon";
import { Picture } from "./Picture";
import * as styles from "./ProgramRow.module.css";
import { fillTemplate } from "../lib/templates";

export const query = graphql`
  fragment ProgramRow on ProgramsJson {
    lang
    jsonId
    name
    summary
    icon
    path
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 720, outputPixelDensities: [0.5, 1, 1.5, 2], aspectRatio: 1.333, sizes: "(min-width: 900px) 34rem, 92vw")
      }
    }
  }
`;

interface ProgramRowProps {
  program: Queries.ProgramRowFragment;
  priority?: boolean;
  /** The link's words (data/labels.json), in the page's language. */
  learnMore: string;
  /** What screen readers hear after it, naming the program ("about {name}"). */
  about: string;
}

/** One program on the Programs page; rows alternate image sides on wide screens (see the CSS). */
export function ProgramRow({ program, priority = false, learnMore, about }: ProgramRowProps) {
  const titleId = `program-${program.jsonId}-title`;
  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <Picture image={imageOf(program.image, `the program "${program.name}"`)} alt={program.imageAlt} className={styles.image} priority={priority} />
      <div className={styles.text}>
        <span className={styles.iconWrap}>
          <DataIcon name={program.icon} />
        </span>
        <h2 id={titleId} className={styles.name}>
          {program.name}
        </h2>
        <p className={styles.summary}>{program.summary}</p>
        <Link to={program.path} className={styles.more}>
          {learnMore}
          <span className="visually-hidden"> {fillTemplate(about, { name: program.name })}</span>
          <Icon name="arrow" className={styles.arrow} />
        </Link>
      </div>
    </article>
  );
}
