/**
 * Builds the sites the browser tests visit, each with its own fixed clock (SITE_NOW): first the one with no
 * upcoming event and one more language (harness/fixture-language.ts), copied aside, then public/ itself. `npm test` runs it in place of `npm run build`.
 */
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { NOTHING_UPCOMING_DIR, NOTHING_UPCOMING_NOW, TEST_NOW } from "../harness/clocks";
import { FIXTURE_DATA_DIR, writeDataWithFixtureLanguage } from "../harness/fixture-language";

const root = path.resolve(__dirname, "..");

function build(now: string, data: Record<string, string> = {}): void {
  process.stdout.write(`\nBuilding the site as on ${now}${data.SITE_DATA_DIR ? `, from ${data.SITE_DATA_DIR}` : ""}\n`);
  execFileSync("npx", ["gatsby", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, SITE_NOW: now, ...data } });
}

// The site with nothing upcoming is also the site with one more language, added in a copy of data/ alone.
writeDataWithFixtureLanguage(path.join(root, "data"));
build(NOTHING_UPCOMING_NOW, { SITE_DATA_DIR: FIXTURE_DATA_DIR });
rmSync(NOTHING_UPCOMING_DIR, { recursive: true, force: true });
cpSync(path.join(root, "public"), NOTHING_UPCOMING_DIR, { recursive: true });
build(TEST_NOW);
