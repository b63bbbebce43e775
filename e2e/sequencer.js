/**
 * The order the browser test files start in: the longest first, so that the two workers end together. Without
 * timings from an earlier run (a fresh clone has none), Jest starts the largest files first, and the per-route
 * checks of pages.e2e.ts, the longest to run but not the largest file, would start last and run alone.
 */
const Sequencer = require("@jest/test-sequencer").default;

/** The files that take longest, longest first; every other file follows, as Jest orders them. */
const LONGEST = ["pages.e2e.ts", "editor.e2e.ts", "editor-guides.e2e.ts", "visitors.e2e.ts", "budgets.e2e.ts", "library.e2e.ts"];

class LongestFirst extends Sequencer {
  async sort(tests) {
    const rank = (test) => {
      const index = LONGEST.findIndex((name) => test.path.endsWith(`/${name}`));
      return index === -1 ? LONGEST.length : index;
    };
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
