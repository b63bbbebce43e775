import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./Picture.module.css";

interface PictureProps {
  /** What gatsby-plugin-image made of the file at build time (WebP at four widths; see gatsby-config.ts). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /**
   * The page's first visible image (usually its largest paint): fetched at once and first, and shown as soon
   * as it arrives. Every other image loads lazily, when it comes near the screen.
   */
  priority?: boolean;
}

/**
 * A responsive image as plain HTML: a <picture> with the image's srcset (and a <source> for each further
 * format, if one is configured), an <img> whose width and height reserve its place (no layout shift), and the
 * image's dominant color behind it while it loads. It needs no JavaScript at all, so pages with images load
 * no more script than pages without.
 */
export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  const loading = priority ? { loading: "eager" as const, fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const };
  return (
    <picture
      className={className ? `${styles.picture} ${className}` : styles.picture}
      style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
    >
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        alt={alt}
        {...loading}
      />
    </picture>
  );
}
