import * as React from "react";
import { templateParts } from "../lib/templates";

interface TemplateProps {
  /** A sentence of data/ with named places, such as "Questions about giving? Write to {email}." */
  text: string;
  /** What each place shows: words, a link, anything. A place not given is shown as written;
   * one given as null shows nothing. */
  places: Readonly<Record<string, React.ReactNode>>;
}

/**
 * A sentence whose words and order are the translator's, with the page's own parts (a link, a name, an amount)
 * in its places: a Korean or Chinese sentence puts them where its grammar does, not where English would.
 */
export function Template({ text, places }: TemplateProps) {
  return (
    <>
      {templateParts(text).map((part, index) => (
        <React.Fragment key={index}>
          {part.place === undefined ? part.text : Object.hasOwn(places, part.place) ? places[part.place] : `{${part.place}}`}
        </React.Fragment>
      ))}
    </>
  );
}
