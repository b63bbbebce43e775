// The browser tests (e2e/budgets.e2e.ts) import the hint from here; the tuning itself is in tuning/compile-hints.ts.
export { COMPILE_HINT } from "./tuning/compile-hints";
