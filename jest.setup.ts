import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";

// findBy… and waitFor wait on the DOM, not on the clock: the limit only ends a hang, so a slow or busy machine
// never fails a test that a fast one passes.
configure({ asyncUtilTimeout: 30_000 });
