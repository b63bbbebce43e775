/** @jest-environment node */
import path from "node:path";
import { execFileSync } from "node:child_process";

/**
 * The direction of imports is a lint rule (eslint.config.mjs), so a wrong import is red in the editor as it is
 * typed and `npm run lint` fails naming the rule. Each case lints a file of the project with one import added.
 */

const ROOT = path.join(__dirname, "..");
const RULE = "@typescript-eslint/no-restricted-imports";

/** Each case: what it is, the file it is added to, the import, and a phrase of the message that must name why. */
const WRONG: [string, string, string, string][] = [
  ["a component importing a build step", "src/components/Icon.tsx", 'import { guideFeed } from "../node/gatsby/feed";', "build steps"],
  ["a component importing a page", "src/components/Icon.tsx", 'import HomePage from "../pages/index";', "Pages use components"],
  ["a hook importing the content check's code", "src/hooks/useSiteSettings.ts", 'import { checkContent } from "../content/check";', "only types"],
  [
    "a hook importing a component's type",
    "src/hooks/useSiteSettings.ts",
    'import type { CrisisTexts } from "../components/CrisisNotice";',
    "Components use hooks",
  ],
  ["a page importing a build step's code", "src/pages/about.tsx", 'import { createGuidePages } from "../node/gatsby/guide-pages";', "build steps"],
  ["a page importing a build step's type", "src/pages/about.tsx", 'import type { GuidePagesData } from "../node/gatsby/guide-pages";', "build steps"],
  ["a page importing the harness", "src/pages/about.tsx", 'import { PAGES } from "../../harness/routes";', "The site's code"],
  ["a component importing the content check", "src/components/Icon.tsx", 'import { checkContent } from "../content/check";', "only types"],
  [
    "a component importing the tests' support",
    "src/components/Icon.tsx",
    'import { fakeImage } from "../../__tests__/support/content";',
    "The site's code",
  ],
  ["src/lib/ importing a component", "src/lib/format.ts", 'import { Icon } from "../components/Icon";', "imports only src/lib/"],
  ["src/lib/ importing a script", "src/lib/format.ts", 'import { withoutScripts } from "../../scripts/script-free";', "imports only src/lib/"],
  ["a build step importing a component", "src/node/gatsby/sitemap.ts", 'import { Icon } from "../../components/Icon";', "never the visitors' pages"],
  [
    "a build step importing the scheduled function",
    "src/node/hosting/cost.ts",
    'import { runDailyRebuild } from "../../../netlify/functions/daily-rebuild";',
    "The site's code",
  ],
  ["the content model importing a script", "src/content/check.ts", 'import { withoutScripts } from "../../scripts/script-free";', "The site's code"],
  ["gatsby-node importing the harness", "gatsby-node.ts", 'import { TEST_NOW } from "./harness/clocks";', "The site's code"],
  ["the editor importing a build step", "src/cms/small-screens.ts", 'import { guideFeed } from "../node/gatsby/feed";', "its own settings"],
  [
    "the editor importing a browser test's helper",
    "src/cms/small-screens.ts",
    'import { crisisNotice } from "../../e2e/support/content";',
    "The site's code",
  ],
  ["a browser module importing React", "src/enhance/newsletter-form.ts", 'import * as React from "react";', "without React"],
  ["a browser module importing a component", "src/enhance/newsletter-form.ts", 'import { Icon } from "../components/Icon";', "without React"],
  [
    "the scheduled function importing the harness",
    "netlify/functions/daily-rebuild.ts",
    'import { PAGES } from "../../harness/routes";',
    "Netlify Function",
  ],
  [
    "the scheduled function importing a script",
    "netlify/functions/daily-rebuild.ts",
    'import { withoutScripts } from "../../scripts/script-free";',
    "Netlify Function",
  ],
  ["the harness importing a script", "harness/clocks.ts", 'import { withoutScripts } from "../scripts/script-free";', "harness/ is shared"],
  ["the harness importing a browser test's helper", "harness/clocks.ts", 'import { labelsIn } from "../e2e/support/labels";', "harness/ is shared"],
  [
    "the harness importing the unit tests' support",
    "harness/clocks.ts",
    'import { fakeImage } from "../__tests__/support/content";',
    "harness/ is shared",
  ],
  [
    "the harness importing the scheduled function",
    "harness/clocks.ts",
    'import { config } from "../netlify/functions/daily-rebuild";',
    "harness/ is shared",
  ],
  [
    "a script importing a browser test's helper",
    "scripts/shots.ts",
    'import { crisisNotice } from "../e2e/support/content";',
    "never the tests' own helpers",
  ],
  [
    "a script importing the unit tests' support",
    "scripts/shots.ts",
    'import { fakeImage } from "../__tests__/support/content";',
    "never the tests' own helpers",
  ],
  ["a browser test importing a script", "e2e/html.spec.ts", 'import { withoutScripts } from "../scripts/script-free";', "never import a script"],
  [
    "a browser test's helper importing a script",
    "e2e/support/content.ts",
    'import { withoutScripts } from "../../scripts/script-free";',
    "never import a script",
  ],
];

const RIGHT: [string, string, string][] = [
  ["a component taking a content shape's type", "src/components/Icon.tsx", 'import type { Labels } from "../content/shapes";'],
  ["a hook taking a content shape's type", "src/hooks/useSiteSettings.ts", 'import type { NewsletterTexts } from "../content/shapes";'],
  ["a page taking a page context's type", "src/pages/about.tsx", 'import type { GuideListContext } from "../content/page-context";'],
  ["the editor reading its own settings", "src/cms/small-screens.ts", 'import { EDITOR_BACKEND } from "../node/editor/backend";'],
  ["a browser module using src/lib/", "src/enhance/newsletter-form.ts", 'import { fillTemplate } from "../lib/templates";'],
  [
    "the scheduled function using a build step",
    "netlify/functions/daily-rebuild.ts",
    'import { buildInfo } from "../../src/node/post-build/build-info";',
  ],
  ["a build step using the rebuild's decision", "src/node/hosting/cost.ts", 'import { isScheduledRebuild } from "../post-build/build-info";'],
  ["the harness using src/", "harness/clocks.ts", 'import { ROUTES } from "../src/lib/routes";'],
  ["a script using the harness", "scripts/shots.ts", 'import { TEST_NOW } from "../harness/clocks";'],
  ["a browser test using the harness", "e2e/html.spec.ts", 'import { TEST_NOW } from "../harness/clocks";'],
  ["a browser test's helper using the harness", "e2e/support/content.ts", 'import { TEST_NOW } from "../../harness/clocks";'],
  ["a unit test using a script", "__tests__/static-server.test.ts", 'import { withoutScripts } from "../scripts/script-free";'],
];

/**
 * The messages of the import rule for each case: its file of the project with its import added first, linted by
 * ESLint as `npm run lint` runs it, in a process of its own (ESLint loads its config as an ES module).
 */
function lintCases(cases: readonly (readonly [string, string, string, ...string[]])[]): string[][] {
  // The import rule alone, without type information, which it does not need: a second, not a minute.
  const script = `
    import { ESLint } from "eslint";
    import tseslint from "typescript-eslint";
    import { readFileSync } from "node:fs";
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({
      cwd: process.cwd(),
      overrideConfig: [tseslint.configs.disableTypeChecked],
      ruleFilter: ({ ruleId }) => ruleId === ${JSON.stringify(RULE)},
    });
    const found = [];
    for (const [, file, line] of cases) {
      const [result] = await eslint.lintText(line + "\\n" + readFileSync(file, "utf8"), { filePath: file });
      found.push(result.messages.map((m) => m.ruleId + ": " + m.message));
    }
    process.stdout.write(JSON.stringify(found));
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(cases)], { cwd: ROOT, encoding: "utf8" });
  return JSON.parse(output) as string[][];
}

// Every case linted in one process.
jest.setTimeout(60_000);

let wrong: string[][] = [];
let right: string[][] = [];
beforeAll(() => {
  const found = lintCases([...WRONG, ...RIGHT]);
  [wrong, right] = [found.slice(0, WRONG.length), found.slice(WRONG.length)];
});

describe("an import that runs the wrong way", () => {
  it.each(WRONG.map(([name, , , why], index) => [name, why, index] as const))("fails lint, naming the rule: %s", (_name, why, index) => {
    const broken = wrong[index] ?? [];
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]).toMatch(/^@typescript-eslint\/no-restricted-imports: /);
    expect(broken[0]).toContain(why);
  });

  it.each(RIGHT.map(([name], index) => [name, index] as const))("passes: %s", (_name, index) => {
    expect(right[index]).toEqual([]);
  });
});
