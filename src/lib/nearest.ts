/**
 * "Did you mean …?" for names typed by hand: field names, icon names, file names, time zones. A typo is
 * usually one or two keystrokes away from the intended word, so the closest known name is offered when it is
 * close enough to be a plausible slip rather than a different word.
 */

import { distance } from "fastest-levenshtein";
// A misspelling, for example.
// cspell:ignore titel

/** `word` with the letters at `i` and `i + 1` swapped. */
function swapAt(word: string, i: number): string {
  return word.slice(0, i) + word.slice(i + 1, i + 2) + word.slice(i, i + 1) + word.slice(i + 2);
}

/**
 * Edits (insert, delete, replace, or swap two neighboring letters) that turn `a` into `b`. Swaps count as one
 * edit because "titel" for "title" is one slip of the fingers, not two. The library's Levenshtein distance
 * counts a swap as two, which would put "titel" outside the tolerance of a 5-letter name, and raising the
 * tolerance instead would also let through unrelated words. So swaps are tried on top of it: while swapping
 * two neighboring letters brings `a` closer to `b`, the best such swap is made and counted as one edit.
 */
export function editDistance(a: string, b: string): number {
  let swaps = 0;
  let word = a;
  let rest = distance(word, b);
  // A swap can save at most one edit, so it is only worth trying while two or more are left.
  while (rest >= 2) {
    let best: { word: string; rest: number } | undefined;
    for (let i = 0; i + 1 < word.length; i += 1) {
      // Only a swap that makes a pair of letters `b` has can be a slip to undo; this also keeps unrelated
      // names (hundreds of time zones) from being tried letter by letter.
      if (word[i] === word[i + 1] || !b.includes(word.slice(i + 1, i + 2) + word.slice(i, i + 1))) continue;
      const swapped = swapAt(word, i);
      const left = distance(swapped, b);
      if (!best || left < best.rest) best = { word: swapped, rest: left };
    }
    // Only a swap that brings the word closer is kept; counted as one edit, it never makes the total larger.
    if (!best || best.rest >= rest) break;
    swaps += 1;
    word = best.word;
    rest = best.rest;
  }
  return swaps + rest;
}

/** How many slips a name of this length may contain and still count as a typo of a known name. */
function tolerance(length: number): number {
  return Math.max(1, Math.floor(length / 3));
}

/**
 * The known name closest to `typed`, ignoring capitals, or undefined when none is close. `allowance` is the
 * length the tolerance is based on, when only part of the text is typed by hand (the file name in a path).
 */
export function nearestName(typed: string, known: readonly string[], allowance: number = typed.length): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= tolerance(allowance) ? best.name : undefined;
}
