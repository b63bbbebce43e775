/** Browser tests: the built site in public/, served on loopback and visited with Debian's Chromium. */
const { compiledPackagesExcept } = require("../scripts/esm-packages");

module.exports = {
  rootDir: "..",
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  transformIgnorePatterns: [compiledPackagesExcept()],
  testTimeout: 120000,
  // Two files at a time: the editor test, which mostly waits on decap-server and its own build, runs beside the
  // others (measured on two cores: all browser tests in 6 minutes instead of 11).
  maxWorkers: 2,
  testSequencer: "<rootDir>/e2e/sequencer.js",
};
