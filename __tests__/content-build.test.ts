/** @jest-environment node */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * One real `gatsby build`, on a copy of the project whose data/ is the fixture (test/fixtures/data/) with two
 * mistakes, to prove that the check runs in the build, stops it with a failing exit code, and prints its report.
 * The check runs before Gatsby reads the data, so the build stops within seconds.
 */

const ROOT = path.join(__dirname, "..");
// Build output, caches and history are not needed by the build and would only slow the copy down.
const NOT_COPIED = new Set(["node_modules", "public", ".cache", ".git", "screenshots", "reports", ".netlify", ".test-sites", "data"]);
const FIXTURE = path.join(ROOT, "test/fixtures/data");

let site = "";

afterAll(() => {
  if (site) rmSync(site, { recursive: true, force: true });
});

function copyProject(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "kindred-build-"));
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => path.dirname(source) !== ROOT || !NOT_COPIED.has(path.basename(source)),
  });
  cpSync(FIXTURE, path.join(copy, "data"), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function runGatsbyBuild(cwd: string): Promise<{ code: number | null; output: string }> {
  // Jest's own settings must not leak into the build: Gatsby treats NODE_ENV=test as a test run.
  const { NODE_ENV: _nodeEnv, JEST_WORKER_ID: _worker, ...env } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"], {
      cwd,
      env: { ...env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

it("stops `gatsby build` with the list of problems in data/", async () => {
  site = copyProject();
  editJson(path.join(site, "data/events/volunteer-appreciation-day.json"), (event) => (event.date = "2024-02-30"));
  editJson(path.join(site, "data/tiers/tier-monthly.json"), (tier) => (tier.price = "$25"));

  const { code, output } = await runGatsbyBuild(site);

  expect(code).not.toBe(0);
  expect(output).toContain(
    [
      "2 problems in data/ stop the site from building:",
      "",
      '1. data/events/volunteer-appreciation-day.json, event "Volunteer Appreciation Day": "date" is "2024-02-30", a day that does not exist in the calendar. Check the month and the day.',
      '2. data/tiers/tier-monthly.json, giving level "Community Supporter": "price" should be a number such as 25, without quotes or a $ sign.',
      "",
      "To check the fix before publishing, preview the site on your computer: run `npm ci && npm start` and open http://localhost:8000 (see docs/editing-content.md#preview-on-your-computer).",
    ].join("\n"),
  );
  // Stopped before Gatsby read the data, let alone built pages.
  expect(output).not.toContain("source and transform nodes");
}, 180_000);
