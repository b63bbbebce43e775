/** Browser tests: the built site in public/, served on loopback and visited with Debian's Chromium. */
const { compiledPackagesExcept } = require("../scripts/esm-packages");

module.exports = {
  rootDir: "..",
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  transformIgnorePatterns: [compiledPackagesExcept()],
  testTimeout: 120000,
  // One file at a time: each drives its own Chromium, and on a two-core machine a second one running beside it
  // slowed both more than it saved (measured: the route checks took twice as long, the editor test timed out).
  maxWorkers: 1,
};
