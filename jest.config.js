/** Unit and component tests: Jest with babel-preset-gatsby, in jsdom. Browser tests live in e2e/. */
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
  // Gatsby ships some of its browser code untranspiled.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFiles: ["<rootDir>/jest-loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
