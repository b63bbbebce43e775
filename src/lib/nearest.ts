/**
 * "Did you mean …?" for names typed by hand: field names, icon names, file names, time zones. A typo is
 * usually one or two keystrokes away from the intended word, so the closest known name is offered when it is
 * close enough to be a plausible slip rather than a different word.
 */

/**
 * Edits (insert, delete, replace, or swap two neighbouring letters) that turn `a` into `b`. Swaps count as one
 * edit because "titel" for "title" is one slip of the fingers, not two.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** How many slips a name of this length may contain and still count as a typo of a known name. */
function tolerance(length: number): number {
  return Math.max(1, Math.floor(length / 3));
}

/**
 * The known name closest to `typed`, ignoring capitals, or undefined when none is close. `allowance` is the
 * length the tolerance is based on, when only part of the text is typed by hand (the file name in a path).
 */
export function nearestName(
  typed: string,
  known: readonly string[],
  allowance: number = typed.length,
): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= tolerance(allowance) ? best.name : undefined;
}
