/** Unit and component tests: Jest with babel-preset-gatsby, in jsdom. Browser tests live in e2e/. */
const { availableParallelism } = require("node:os");

// Packages the tests load that ship only as ES modules: Netlify's headers and redirects parsers and the helpers
// they import. Jest compiles them to CommonJS, as it compiles the project's own files.
const ESM_PACKAGES = [
  "@netlify/headers-parser",
  "@netlify/redirect-parser",
  "escape-string-regexp",
  "filter-obj",
  "is-plain-obj",
  "map-obj",
  "path-exists",
];

module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "<rootDir>/__mocks__/css-module.js",
    "\\.(png|jpe?g|webp|avif|svg)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  // The test build writes these while the tests run beside it (npm test): Jest never reads them.
  modulePathIgnorePatterns: ["<rootDir>/\\.cache/", "<rootDir>/public/"],
  // Packages run as they are, except Gatsby's browser code (shipped untranspiled) and the ES modules above.
  transformIgnorePatterns: [`node_modules/(?!(${["gatsby", "gatsby-script", "gatsby-link", ...ESM_PACKAGES].join("|")})/)`],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFiles: ["<rootDir>/jest-loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // A limit that only ends a hang: some tests build bundles or wait on the DOM, and a busy machine is slower.
  testTimeout: 120_000,
  // The files are independent: one worker per core (Jest's default leaves one idle, half the machine on two cores).
  maxWorkers: Math.max(2, availableParallelism()),
};
