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

/**
 * Chinese and Japanese put no space between sentences; a sentence ending in one of their characters or full-width
 * marks (。？！，：) is followed by nothing. Every other script, Korean included, gets a space.
 */
const WITHOUT_SPACES_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]$/u;

/** What goes between a sentence and the next: a space, or nothing after Chinese and Japanese. */
export function gapAfter(sentence: string): string {
  return WITHOUT_SPACES_END.test(sentence.trimEnd()) ? "" : " ";
}

/** Sentences one after another, each followed by the gap its script wants: "Checked. Read it in English." */
export function joinSentences(sentences: readonly string[]): string {
  return sentences
    .filter((sentence) => sentence !== "")
    .reduce((joined, sentence) => (joined === "" ? sentence : joined + gapAfter(joined) + sentence), "");
}
