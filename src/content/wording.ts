/** Small helpers shared by the messages about data/, so that every message quotes values the same way. */

/** A value as it appears in the data file: texts in double quotes, numbers and true/false bare. */
export function asWritten(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** A description ("The event's title") continued inside a sentence ("Add it: the event's title"). */
export function lowerFirst(phrase: string): string {
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}
