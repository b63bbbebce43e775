// ESLint for the whole project: typescript-eslint with type information from tsconfig.json, the rules of hooks
// and jsx-a11y for React code, and Prettier's config last so that no rule argues with the formatter
// (`npm run lint:format` checks the formatting itself).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The imports that files of a folder must not make, each with what to do instead. */
function importRule(files, patterns) {
  return { files, rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] } };
}

/** Browser code (components, hooks, pages, the editor) may take types from the content model, never its code. */
const CONTENT_TYPES_ONLY = {
  regex: "^\\.\\./content/",
  allowTypeImports: true,
  message: "Browser code takes only types from the content model (src/content/, with import type): its code stays at build time.",
};

export default tseslint.config(
  {
    // Built, cached, installed or generated files, and files copied to the site as they are.
    ignores: [
      "**/node_modules/",
      ".cache/",
      "public/",
      ".netlify/",
      ".test-sites/",
      "screenshots/",
      "reports/",
      // Playwright Test's HTML report and the traces of failed tests: its own code, not ours.
      "playwright-report/",
      "test-results/",
      "coverage/",
      "static/",
      "src/gatsby-types.d.ts",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a parameter that a signature requires but the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // React code: components, pages, templates, hooks, the editor's previews, Gatsby's browser and SSR APIs.
    files: ["**/*.tsx", "src/hooks/**/*.ts"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.tsx", "src/hooks/**/*.ts", "src/cms/**/*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The visitor pages run in the browser (and in Node for server rendering, through Gatsby's own globals).
    files: ["src/**", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The content editor at /admin/: Decap CMS in the browser.
    files: ["src/cms/**", "editor/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Build steps, Netlify Functions, scripts and test tooling run in Node.
    files: ["src/node/**", "netlify/**", "scripts/**", "harness/**", "e2e/**", "gatsby-node.ts", "gatsby-config.ts", "*.js", "*.mjs", "__mocks__/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Unit and component tests: Jest's globals in jsdom, with Node's for the tests of build steps.
    files: ["__tests__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
  },
  {
    files: ["e2e/**", "playwright.config.ts"],
    rules: {
      // Playwright reads a fixture's dependencies from its first parameter's pattern: one with none writes `{}`.
      "no-empty-pattern": "off",
    },
  },
  {
    // JavaScript files have no types to check: the type-aware rules cannot run on them.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS: Node scripts and the configs that Jest and Node load with require().
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: {
      // require() is how a CommonJS module imports.
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  // Imports run one way: pages and templates use components, components use hooks and src/lib/, and src/lib/ uses
  // nothing of the project's. Build steps (src/node/) never reach a visitor's page, nor the content model's code
  // (src/content/): browser code borrows only its types, which TypeScript erases. A wrong import is red in the editor as it is typed.
  importRule(
    ["src/lib/**"],
    [{ regex: "^\\.\\./", message: "src/lib/ is used everywhere, in the browser and at build time: it imports only src/lib/." }],
  ),
  importRule(
    ["src/enhance/**"],
    [
      {
        regex: "^(?!\\.\\./lib/|\\./)",
        message: "A module of src/enhance/ runs alone in the visitor's browser, without React: it imports only src/lib/ and src/enhance/.",
      },
    ],
  ),
  importRule(
    ["src/components/**", "src/hooks/**"],
    [
      CONTENT_TYPES_ONLY,
      { regex: "/node/", message: "A component or hook runs in the browser: build steps (src/node/) stay at build time." },
      { regex: "^\\.\\./(pages|templates)/", message: "Pages use components, never the other way round." },
    ],
  ),
  importRule(
    ["src/pages/**", "src/templates/**"],
    [CONTENT_TYPES_ONLY, { regex: "/node/", message: "A page runs in the browser: build steps (src/node/) stay at build time." }],
  ),
  importRule(
    ["src/node/**"],
    [
      {
        regex: "/(pages|templates|components|hooks|cms)/",
        message: "Build steps use the content and src/lib/, never the visitors' pages or the editor.",
      },
    ],
  ),
  importRule(
    ["src/cms/**"],
    [
      CONTENT_TYPES_ONLY,
      { regex: "/node/(?!editor/)", message: "The editor runs in the browser: of build steps it reads only its own settings (src/node/editor/)." },
    ],
  ),
  prettier,
);
