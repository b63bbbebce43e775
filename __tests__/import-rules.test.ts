/** @jest-environment node */
import path from "node:path";
import { execFileSync } from "node:child_process";

/**
 * The direction of imports is a lint rule (eslint.config.mjs), so a wrong import is red in the editor as it is
 * typed and `npm run lint` fails naming the rule. Each case lints a file of the project with one import added.
 */

const ROOT = path.join(__dirname, "..");
const RULE = "@typescript-eslint/no-restricted-imports";

const WRONG: [string, string, string][] = [
  ["a component importing a build step", "src/components/Icon.tsx", 'import { guideFeed } from "../node/gatsby/feed";'],
  ["a component importing a page", "src/components/Icon.tsx", 'import HomePage from "../pages/index";'],
  ["a hook importing the content check's code", "src/hooks/useSiteSettings.ts", 'import { checkContent } from "../content/check";'],
  ["a page importing a build step's code", "src/pages/about.tsx", 'import { createGuidePages } from "../node/gatsby/guide-pages";'],
  ["a page importing a build step's type", "src/pages/about.tsx", 'import type { GuidePagesData } from "../node/gatsby/guide-pages";'],
  ["a component importing the content check", "src/components/Icon.tsx", 'import { checkContent } from "../content/check";'],
  ["src/lib/ importing a component", "src/lib/format.ts", 'import { Icon } from "../components/Icon";'],
  ["a build step importing a component", "src/node/gatsby/sitemap.ts", 'import { Icon } from "../../components/Icon";'],
  ["the editor importing a build step", "src/cms/small-screens.ts", 'import { guideFeed } from "../node/gatsby/feed";'],
  ["a browser module importing React", "src/enhance/newsletter-form.ts", 'import * as React from "react";'],
  ["a browser module importing a component", "src/enhance/newsletter-form.ts", 'import { Icon } from "../components/Icon";'],
];

const RIGHT: [string, string, string][] = [
  ["a component taking a content shape's type", "src/components/Icon.tsx", 'import type { Labels } from "../content/shapes";'],
  ["a page taking a page context's type", "src/pages/about.tsx", 'import type { GuideListContext } from "../content/page-context";'],
  ["the editor reading its own settings", "src/cms/small-screens.ts", 'import { EDITOR_BACKEND } from "../node/editor/backend";'],
  ["a browser module using src/lib/", "src/enhance/newsletter-form.ts", 'import { fillTemplate } from "../lib/templates";'],
];

/**
 * The messages of the import rule for each case: its file of the project with its import added first, linted by
 * ESLint as `npm run lint` runs it, in a process of its own (ESLint loads its config as an ES module).
 */
function lintCases(cases: readonly [string, string, string][]): string[][] {
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

// Ten files linted in one process.
jest.setTimeout(60_000);

let wrong: string[][] = [];
let right: string[][] = [];
beforeAll(() => {
  const found = lintCases([...WRONG, ...RIGHT]);
  [wrong, right] = [found.slice(0, WRONG.length), found.slice(WRONG.length)];
});

describe("an import that runs the wrong way", () => {
  it.each(WRONG.map(([name], index) => [name, index] as const))("fails lint, naming the rule: %s", (_name, index) => {
    const broken = wrong[index] ?? [];
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]).toMatch(/^@typescript-eslint\/no-restricted-imports: /);
  });

  it.each(RIGHT.map(([name], index) => [name, index] as const))("passes: %s", (_name, index) => {
    expect(right[index]).toEqual([]);
  });
});
