/**
 * Texts in data/ with named places, such as "Help {program} reach more people": staff write the words, the
 * site puts a name, a number or a link in each place.
 */

const PLACE = /\{([a-zA-Z]+)\}/g;

/** The names of the places in a template, in order: "{call} or {text}" -> ["call", "text"]. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PLACE)].map((match) => match[1] ?? "");
}

/** The template cut at its places: plain text, then a place's name, then text …; what to put there is the caller's. */
export function templateParts(template: string): { text: string; place?: string }[] {
  const parts: { text: string; place?: string }[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACE)) {
    parts.push({ text: template.slice(last, match.index) });
    parts.push({ text: "", place: match[1] ?? "" });
    last = match.index + match[0].length;
  }
  parts.push({ text: template.slice(last) });
  return parts.filter((part) => part.place !== undefined || part.text !== "");
}

/** The template with each place filled in; a place with no value is kept as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return templateParts(template)
    .map((part) => (part.place === undefined ? part.text : (values[part.place] ?? `{${part.place}}`)))
    .join("");
}
