// Netlify's `ignore` command (netlify.toml): skips a build, and the production deploy's credits, when a push
// changes only files that cannot change the published site (tests, documentation, CI settings). Netlify runs it
// before installing anything, so it is plain Node with no dependencies. Exit 0 skips the build, exit 1 builds.
//
// It errs on the side of building: any path it does not know builds, and so does anything it cannot be sure of
// (a missing commit, git failing, a build asked for by a build hook, the same commit built again).
const { execFileSync } = require("node:child_process");

const SKIP = 0;
const BUILD = 1;

/** Folders whose files the build never reads. */
const NOT_BUILT_FOLDERS = [
  "__tests__/", // unit tests
  "__mocks__/", // their stand-ins for Gatsby and assets
  "e2e/", // browser tests
  "harness/", // the built site served and visited, for the browser tests and the scripts that measure it
  "test/", // test fixtures
  ".github/", // CI workflow
  ".ci/", // CI script
  "docs/", // documentation
  "bench/", // the benchmark's own Lighthouse install
  "schemas/", // JSON Schemas for editing data/ in a code editor (generated)
  ".vscode/", // code editor settings (generated)
  "art/", // the illustrations' sources: the build uses what `npm run art` renders into data/images/
];

/** Single files the build never reads. */
const NOT_BUILT_FILES = [
  "jest.config.js",
  "jest-preprocess.js",
  "jest-loadershim.js",
  "jest.setup.ts",
  "playwright.config.ts",
  "eslint.config.mjs",
  ".prettierrc.json",
  ".prettierignore",
  // Scripts run by hand or by the tests, never by `npm run build`.
  "scripts/bench.ts",
  "scripts/build-test-sites.ts",
  "scripts/check-gatsby-types.ts",
  "scripts/cost.ts",
  "scripts/find-chromium.ts",
  "scripts/find-java.ts",
  "scripts/script-free.ts",
  "scripts/shots.ts",
];

/** Whether a changed file (its path from the repository's root, with forward slashes) can change the site. */
function cannotChangeSite(file) {
  if (NOT_BUILT_FOLDERS.some((folder) => file.startsWith(folder))) return true;
  if (NOT_BUILT_FILES.includes(file)) return true;
  // The README and other notes at the root; Markdown elsewhere (data/guides/) is content.
  return /^[^/]+\.md$/.test(file);
}

/** The decision for a list of changed files: skip only when there is at least one and none can change the site. */
function decideForFiles(files) {
  const building = files.filter((file) => !cannotChangeSite(file));
  if (building.length > 0) {
    const shown = building.slice(0, 10).join(", ") + (building.length > 10 ? `, and ${building.length - 10} more` : "");
    return { code: BUILD, reason: `Building: ${shown} can change the site.` };
  }
  if (files.length === 0) return { code: SKIP, reason: "Skipping the build: nothing changed since the last build." };
  return { code: SKIP, reason: `Skipping the build: only ${files.length} file(s) that cannot change the site changed (${files.join(", ")}).` };
}

/** The files changed between two commits, as git lists them (renames as a deletion and an addition). */
function changedFiles(from, to, run = execFileSync) {
  const output = run("git", ["diff", "--name-only", "--no-renames", from, to], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return String(output)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The whole decision. Netlify names the commit of the last successful build (CACHED_COMMIT_REF) and the one being
 * built (COMMIT_REF); a build hook's build carries INCOMING_HOOK_URL.
 */
function decide(env = process.env, listChanges = changedFiles) {
  if (env.INCOMING_HOOK_URL) return { code: BUILD, reason: "Building: a build hook asked for this build (the scheduled rebuild or another)." };
  const from = env.CACHED_COMMIT_REF;
  const to = env.COMMIT_REF;
  if (!from || !to) return { code: BUILD, reason: "Building: Netlify did not name the last built commit and this one." };
  if (from === to) return { code: BUILD, reason: "Building: this commit is being built again on purpose (a retry, or a cleared cache)." };
  let files;
  try {
    files = listChanges(from, to);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { code: BUILD, reason: `Building: git could not compare ${from} with ${to} (${message}).` };
  }
  return decideForFiles(files);
}

if (require.main === module) {
  const { code, reason } = decide();
  console.log(reason);
  process.exit(code);
}

module.exports = { SKIP, BUILD, cannotChangeSite, decideForFiles, changedFiles, decide };
