/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, which Netlify runs before installing anything
const ignore = require("../scripts/ignore-build.js") as {
  SKIP: number;
  BUILD: number;
  cannotChangeSite: (file: string) => boolean;
  decideForFiles: (files: string[]) => { code: number; reason: string };
  changedFiles: (from: string, to: string) => string[];
  decide: (env: NodeJS.ProcessEnv, listChanges?: (from: string, to: string) => string[]) => { code: number; reason: string };
};

/** netlify.toml's `ignore` command: exit 0 skips the build (and its production deploy), exit 1 builds. */

const ROOT = path.join(__dirname, "..");

describe("which changed files cannot change the site", () => {
  it.each([
    "__tests__/daily-rebuild.test.ts",
    "__tests__/support/data.ts",
    "__mocks__/gatsby.tsx",
    "e2e/forms.spec.ts",
    "test/fixtures/data/site.json",
    ".github/workflows/test.yml",
    ".ci/run",
    "docs/hosting-and-costs.md",
    "README.md",
    "CONTRIBUTING.md",
    "bench/package-lock.json",
    "schemas/events.schema.json",
    ".vscode/settings.json",
    "art/hero.svg",
    "jest.config.js",
    "scripts/bench.ts",
    "scripts/cost.ts",
    "scripts/find-chromium.ts",
    "harness/static-server.ts",
  ])("%s", (file) => {
    expect(ignore.cannotChangeSite(file)).toBe(true);
  });

  it.each([
    ["content", "data/events/summer-fundraising-gala.json"],
    ["a guide, Markdown but content", "data/guides/my-wellbeing-plan.md"],
    ["a picture", "data/images/hero.png"],
    ["the site's code", "src/components/SiteFooter.tsx"],
    ["files copied into the site", "static/favicon.svg"],
    ["the build's settings", "gatsby-config.ts"],
    ["the host's settings", "netlify.toml"],
    ["the scheduled function", "netlify/functions/daily-rebuild.ts"],
    ["the editor's packages", "editor/package.json"],
    ["dependencies", "package-lock.json"],
    ["TypeScript's settings", "tsconfig.json"],
    ["a script the build or this check runs", "scripts/ignore-build.js"],
    ["a path it does not know", "somewhere/new.txt"],
    ["a dotfile it does not know", ".nvmrc"],
    ["Markdown inside a folder it does not know", "notes/plan.md"],
    ["a test folder's name further down", "src/__tests__/x.ts"],
  ])("not %s: %s", (_what, file) => {
    expect(ignore.cannotChangeSite(file)).toBe(false);
  });
});

describe("the decision on a push", () => {
  const refs = { CACHED_COMMIT_REF: "aaa111", COMMIT_REF: "bbb222" };

  it("skips when every changed file is a test, a doc or CI", () => {
    const result = ignore.decide(refs, () => ["__tests__/a.test.ts", "README.md", ".github/workflows/test.yml"]);
    expect(result.code).toBe(ignore.SKIP);
    expect(result.reason).toMatch(/^Skipping the build: only 3 file\(s\)/);
  });

  it("builds when any changed file can change the site, naming it", () => {
    const result = ignore.decide(refs, () => ["README.md", "data/events/gala.json"]);
    expect(result).toEqual({ code: ignore.BUILD, reason: "Building: data/events/gala.json can change the site." });
  });

  it("compares the last built commit with this one", () => {
    const compared: string[][] = [];
    ignore.decide(refs, (from, to) => {
      compared.push([from, to]);
      return [];
    });
    expect(compared).toEqual([["aaa111", "bbb222"]]);
  });

  it.each([
    ["Netlify names no last built commit (a first build)", { COMMIT_REF: "bbb222" }],
    ["Netlify names no commit at all", {}],
    ["the same commit is built again", { CACHED_COMMIT_REF: "bbb222", COMMIT_REF: "bbb222" }],
    ["a build hook asked for it", { ...refs, INCOMING_HOOK_URL: "https://api.netlify.com/build_hooks/x" }],
  ])("builds when %s", (_case, env) => {
    const result = ignore.decide(env, () => ["README.md"]);
    expect(result.code).toBe(ignore.BUILD);
  });

  it("builds when git cannot compare the commits (not in a shallow clone's history)", () => {
    const result = ignore.decide(refs, () => {
      throw new Error("fatal: bad object aaa111\nmore");
    });
    expect(result).toEqual({ code: ignore.BUILD, reason: "Building: git could not compare aaa111 with bbb222 (fatal: bad object aaa111)." });
  });

  it("lists a rename's both paths, so moving content into a docs folder still builds", () => {
    const repo = mkdtempSync(path.join(tmpdir(), "ignore-build-"));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
    git("init", "-q");
    git("config", "user.email", "test@example.org");
    git("config", "user.name", "Test");
    mkdirSync(path.join(repo, "data"));
    writeFileSync(path.join(repo, "data", "page.json"), '{"title": "A page with enough text to be recognized as moved"}\n');
    git("add", ".");
    git("commit", "-q", "-m", "first");
    const first = git("rev-parse", "HEAD");
    mkdirSync(path.join(repo, "docs"));
    git("mv", "data/page.json", "docs/page.json");
    git("commit", "-q", "-m", "moved");
    const second = git("rev-parse", "HEAD");
    const cwd = process.cwd();
    process.chdir(repo);
    try {
      const files = ignore.changedFiles(first, second);
      expect(files.sort()).toEqual(["data/page.json", "docs/page.json"]);
      expect(ignore.decideForFiles(files).code).toBe(ignore.BUILD);
    } finally {
      process.chdir(cwd);
    }
  });

  it("is netlify.toml's ignore command, run with plain Node", () => {
    const toml = readFileSync(path.join(ROOT, "netlify.toml"), "utf8");
    expect(toml).toMatch(/^\s*ignore = "node scripts\/ignore-build\.js"$/m);
  });
});
