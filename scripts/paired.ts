/**
 * Whether a page is slower than its script-free control (npm run bench -- --no-js-control), from runs made in
 * pairs: each run of the real page followed at once by a run of the control, so both see the same load on the
 * machine.
 *
 * A page that runs a few hundred bytes of script cannot be shown to block exactly as long as the same page with
 * none: Lighthouse's blocking time for the control alone moves by tens of milliseconds between runs on one quiet
 * machine. So the question asked is whether the runs show the page slower beyond that noise, with a sign test:
 * in how many pairs the page did worse than its control. If the page were no slower, each pair would go either
 * way with even odds; the page is called slower when so many pairs go against it that even odds would give that
 * less than once in twenty. Pairs where both are equal say nothing either way and are left out.
 *
 * With 7 pairs and no ties, that takes all 7 (a chance of 1 in 128); with 9, 8 of them. A page that runs code
 * its control does not, in a task that blocks, loses every pair and is called slower; one that is no slower is
 * called slower on a route now and then by chance, so a "no" is worth measuring again before acting on it.
 */

/** The chance of `wins` or more in `trials` tosses of a fair coin. */
export function chanceOfAtLeast(wins: number, trials: number): number {
  let ways = 1; // trials choose 0
  let total = 0;
  for (let k = 0; k <= trials; k += 1) {
    if (k >= wins) total += ways;
    ways = (ways * (trials - k)) / (k + 1);
  }
  return total / 2 ** trials;
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface PairedComparison {
  /** Pairs where the page did worse than its control's allowance, better, and exactly the same. */
  worse: number;
  better: number;
  same: number;
  /** The median, over the pairs, of the page's value less its control's. */
  medianDifference: number;
  /** The chance that a page no slower than its control would do worse in this many pairs or more. */
  chance: number;
  /** Worse beyond the machine's noise: that chance is below 5%. */
  slower: boolean;
}

/**
 * Compares a page's runs with its control's, pair by pair. `allowance` is how high the page may go for a control
 * value (the control's own value for blocking time; 5% more for the largest paint).
 */
export function comparePaired(
  page: readonly number[],
  control: readonly number[],
  allowance: (value: number) => number = (value) => value,
): PairedComparison {
  if (page.length !== control.length || page.length === 0)
    throw new Error(`Paired runs needed: ${page.length} runs of the page, ${control.length} of its control.`);
  let worse = 0;
  let better = 0;
  page.forEach((value, index) => {
    const limit = allowance(control[index] ?? 0);
    if (value > limit) worse += 1;
    else if (value < limit) better += 1;
  });
  const chance = chanceOfAtLeast(worse, worse + better);
  return {
    worse,
    better,
    same: page.length - worse - better,
    medianDifference: median(page.map((value, index) => value - (control[index] ?? 0))),
    chance,
    slower: chance < 0.05,
  };
}
