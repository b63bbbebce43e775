/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  docsFindings,
  layoutPaths,
  missingLayoutPaths,
  missingPaths,
  npmScriptsNamed,
  postBuildMismatch,
  postBuildStepsListed,
  tuningMismatch,
  tuningsListed,
  unknownScripts,
} from "./support/docs-claims";

/**
 * The README and docs/ say what the code does: each file and folder they name exists, each npm script they tell
 * readers to run is in package.json, and the post-build steps and Gatsby tunings they list are the code's.
 */

const ROOT = path.join(__dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the documents", () => {
  it("name only files, folders and scripts that exist, and list the post-build steps and tunings as the code has them", () => {
    expect(docsFindings(ROOT)).toEqual([]);
  });

  it("are read where their claims are written", () => {
    expect(npmScriptsNamed(read("README.md")).map(({ text }) => text)).toEqual(expect.arrayContaining(["start", "test", "build:test", "cost"]));
    expect(layoutPaths(read("README.md")).map(({ text }) => text)).toEqual(expect.arrayContaining(["src/lib/", "harness/", "gatsby-node.ts"]));
    expect(postBuildStepsListed(read("docs/architecture.md"))).toEqual(expect.arrayContaining(["writeTranslationStatus", "writeBuildInfo"]));
    expect(tuningsListed(read("docs/upgrading-gatsby.md"))).toEqual(expect.arrayContaining(["no-runtime.ts", "switches.ts"]));
  });
});

describe("the check of the documents", () => {
  it("names each path that is not in the repository, written in backticks or as a link", () => {
    const text = ["# Notes", "Read `src/lib/nowhere.ts` and [the settings](../netlify.tom); `src/lib/routes.ts` is there."].join("\n");
    expect(missingPaths(ROOT, "docs/notes.md", text)).toEqual([
      "docs/notes.md:2: src/lib/nowhere.ts does not exist",
      "docs/notes.md:2: netlify.tom does not exist",
    ]);
  });

  it("leaves alone outputs, examples, patterns, site and web addresses, code blocks and names without a folder", () => {
    const text = [
      "The build writes `public/admin/config.yml` and `reports/bench.md`; add `data/events/spring-open-house.json`.",
      "Each `data/events/<id>.json` is served at `/events/<id>.ics`; see [Gatsby](https://www.gatsbyjs.com/x.md).",
      "Its shape is in `shapes.ts`, its type name `pages/press.json` → `PressPageJson`.",
      "```sh",
      "node src/lib/nowhere.ts",
      "```",
    ].join("\n");
    expect(missingPaths(ROOT, "docs/notes.md", text)).toEqual([]);
  });

  it("names each folder of the README's tree that is not in the repository", () => {
    const readme = ["# Site", "## Layout", "", "```", "src/lib/        helpers", "src/gone/       what was here", "```", ""].join("\n");
    expect(missingLayoutPaths(ROOT, readme)).toEqual(["README.md:6: src/gone/ does not exist"]);
  });

  it("names each npm script that package.json does not have, in the prose and in code blocks", () => {
    const text = [
      "Run `npm run build:test`, then `npm run test:browser`; `npm start`, `npm stats`, `npm ci`.",
      "```sh",
      "npm ci && npm test",
      "```",
    ].join("\n");
    expect(unknownScripts("README.md", text, { "build:test": "…", start: "…" })).toEqual([
      'README.md:1: npm script "test:browser" is not in package.json',
      'README.md:3: npm script "test" is not in package.json',
    ]);
  });

  const gatsbyNode = [
    "export const onPostBuild = async () => {",
    "  const result = await args.graphql(QUERY);",
    "  await writeTranslationStatus(PUBLIC_DIR);",
    "  await writeRobots(site.siteUrl);",
    "  const search = await writeSearchIndex(PUBLIC_DIR);",
    "};",
    "export const onCreateDevServer = async () => {",
    "  await writeAdmin(PUBLIC_DIR);",
    "};",
    "",
  ].join("\n");

  it("holds the post-build steps listed to those onPostBuild runs, in order", () => {
    const listed = (steps: string[]) =>
      ["## Post-build steps", "", ...steps.map((step, index) => `${index + 1}. \`${step}()\`: …`), "", "## Search"].join("\n");
    expect(postBuildMismatch(listed(["writeTranslationStatus", "writeRobots", "writeSearchIndex"]), gatsbyNode)).toEqual([]);
    expect(postBuildMismatch(listed(["writeRobots", "writeTranslationStatus", "writeSearchIndex"]), gatsbyNode)).toEqual([
      "docs/architecture.md: its post-build steps are writeRobots, writeTranslationStatus, writeSearchIndex; onPostBuild runs writeTranslationStatus, writeRobots, writeSearchIndex",
    ]);
    expect(postBuildMismatch(listed(["writeTranslationStatus", "writeRobots"]), gatsbyNode)).toHaveLength(1);
    const unnamed = [
      "## Post-build steps",
      "1. `writeTranslationStatus()`: …",
      "2. `robots.txt`, naming the sitemap;",
      "3. `writeSearchIndex()`",
    ].join("\n");
    expect(postBuildMismatch(unnamed, gatsbyNode)).toEqual([
      "docs/architecture.md: its post-build steps are writeTranslationStatus, (item without its function: `robots.txt`, naming the sitemap;), writeSearchIndex; onPostBuild runs writeTranslationStatus, writeRobots, writeSearchIndex",
    ]);
  });

  it("holds the tunings described to the files of the tuning folder", () => {
    const page = [
      "## no-runtime",
      "Files: `no-runtime.ts`, used by `src/node/post-build/page-scripts.ts`. Tests: `__tests__/tuning/no-runtime.test.ts`.",
      "## Outside",
      "File: `src/node/gatsby/html-lang.ts`.",
    ].join("\n");
    expect(tuningMismatch(page, ["no-runtime.ts"])).toEqual([]);
    expect(tuningMismatch(page, ["no-runtime.ts", "switches.ts"])).toEqual([
      "docs/upgrading-gatsby.md: its File lines name no-runtime.ts; src/node/gatsby/tuning/ holds no-runtime.ts, switches.ts",
    ]);
    expect(tuningMismatch(page, [])).toHaveLength(1);
  });
});
