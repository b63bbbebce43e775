/**
 * Builds the sites the browser tests visit, each with its own fixed clock (SITE_NOW): first the one with no
 * upcoming event, copied aside, then public/ itself. `npm test` runs it in place of `npm run build`.
 */
import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { NOTHING_UPCOMING_DIR, NOTHING_UPCOMING_NOW, TEST_NOW } from "../e2e/support/clocks";

const root = path.resolve(__dirname, "..");

function build(now: string): void {
  process.stdout.write(`\nBuilding the site as on ${now}\n`);
  execFileSync("npx", ["gatsby", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, SITE_NOW: now } });
}

build(NOTHING_UPCOMING_NOW);
rmSync(NOTHING_UPCOMING_DIR, { recursive: true, force: true });
cpSync(path.join(root, "public"), NOTHING_UPCOMING_DIR, { recursive: true });
build(TEST_NOW);
