/**
 * Every tuning in this folder can be switched off for one build, to measure what it buys or to tell whether it
 * is the cause of a problem after a Gatsby upgrade (docs/upgrading-gatsby.md):
 *
 *   TUNING_OFF=css-per-page,image-head npm run build
 *
 * This is the only place that reads the variable. The HTML renderer is a webpack bundle whose process.env
 * Gatsby empties, so gatsby-node hands it the variable's value (tuningOffDefine).
 */

/** The tunings, each named after what it changes in Gatsby's output. */
export const TUNINGS = [
  // Each page's own CSS instead of the whole site's in every page (webpack-css.ts, head-order.tsx).
  "css-per-page",
  // CSS module class names as six-character hashes (webpack-css.ts).
  "short-class-names",
  // gatsby-plugin-image's style and script left out of every head (head-order.tsx).
  "image-head",
] as const;

export type Tuning = (typeof TUNINGS)[number];

export const TUNING_OFF_VARIABLE = "TUNING_OFF";

/** The tunings named in TUNING_OFF (comma-separated); a name that is not a tuning stops the build. */
// Written out as process.env.TUNING_OFF, the one form webpack's DefinePlugin replaces.
export function tuningsOff(value: string | undefined = process.env.TUNING_OFF): Set<Tuning> {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const unknown = names.filter((name) => !(TUNINGS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`${TUNING_OFF_VARIABLE} names ${unknown.join(", ")}, which is not a tuning. The tunings are: ${TUNINGS.join(", ")}.`);
  }
  return new Set(names as Tuning[]);
}

export function tuningOn(tuning: Tuning, value?: string): boolean {
  return !tuningsOff(value).has(tuning);
}

/** For webpack's DefinePlugin in the HTML renderer's build, where process.env is otherwise empty. */
export function tuningOffDefine(value: string | undefined = process.env.TUNING_OFF): Record<string, string> {
  return { [`process.env.${TUNING_OFF_VARIABLE}`]: JSON.stringify(value ?? "") };
}
