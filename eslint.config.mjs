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

/** The site's code (src/ and Gatsby's files at the root) is what the others import: it reaches into none of them. */
const SITE_CODE_ONLY = {
  regex: "^(\\./|(\\.\\./)+)(scripts|e2e|harness|netlify|__tests__)/",
  message: "The site's code (src/, gatsby-*) never imports the scripts, the tests, the test harness or the Netlify Functions: they import it.",
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
  // (src/content/): browser code borrows only its types, which TypeScript erases. Around the site, the scripts and
  // the tests share the browser harness (harness/), which imports neither; nothing of the site imports any of
  // them, nor the Netlify Functions. A wrong import is red in the editor as it is typed. ESLint takes a rule's
  // options from the last block naming a file, so each file is named by one block only.
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
    ["src/components/**"],
    [
      CONTENT_TYPES_ONLY,
      { regex: "/node/", message: "A component runs in the browser: build steps (src/node/) stay at build time." },
      { regex: "^\\.\\./(pages|templates)/", message: "Pages use components, never the other way round." },
      SITE_CODE_ONLY,
    ],
  ),
  importRule(
    ["src/hooks/**"],
    [
      CONTENT_TYPES_ONLY,
      { regex: "/node/", message: "A hook runs in the browser: build steps (src/node/) stay at build time." },
      {
        regex: "^\\.\\./(pages|templates|components)/",
        message: "Components use hooks, never the other way round: a type both need belongs to src/content/ or src/lib/.",
      },
      SITE_CODE_ONLY,
    ],
  ),
  importRule(
    ["src/pages/**", "src/templates/**"],
    [CONTENT_TYPES_ONLY, { regex: "/node/", message: "A page runs in the browser: build steps (src/node/) stay at build time." }, SITE_CODE_ONLY],
  ),
  importRule(
    ["src/node/**"],
    [
      {
        regex: "/(pages|templates|components|hooks|cms)/",
        message: "Build steps use the content and src/lib/, never the visitors' pages or the editor.",
      },
      SITE_CODE_ONLY,
    ],
  ),
  importRule(
    ["src/cms/**"],
    [
      CONTENT_TYPES_ONLY,
      { regex: "/node/(?!editor/)", message: "The editor runs in the browser: of build steps it reads only its own settings (src/node/editor/)." },
      SITE_CODE_ONLY,
    ],
  ),
  importRule(["src/content/**", "gatsby-*.ts", "gatsby-*.tsx"], [SITE_CODE_ONLY]),
  importRule(
    ["netlify/**"],
    [
      {
        regex: "^(\\.\\./)+(scripts|e2e|harness|__tests__)/",
        message: "A Netlify Function is bundled from what it imports: the site's code (src/), never the scripts or the tests.",
      },
    ],
  ),
  importRule(
    ["harness/**"],
    [
      {
        regex: "^\\.\\./(?!src/)",
        message: "harness/ is shared by the scripts and the tests, which import it: it imports neither, only src/ and packages.",
      },
    ],
  ),
  importRule(
    ["scripts/**"],
    [
      {
        regex: "^(\\.\\./)+(e2e|__tests__)/",
        message: "A script shares the browser harness (harness/) with the tests, never the tests' own helpers (e2e/, __tests__/).",
      },
    ],
  ),
  importRule(
    ["e2e/**"],
    [{ regex: "^(\\.\\./)+scripts/", message: "The browser tests share harness/ with the scripts, and never import a script." }],
  ),
  prettier,
);
