// Finds a Chrome or Chromium for the browser tests: $CHROME_PATH, then the usual install paths. On Debian as
// root it installs Debian's package when none is there; elsewhere it stops with a one-line instruction.
// Test tools never download a browser of their own.
//
// The browser tests ask for the headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
// headless): it has no GPU process to emulate in software, so the same tests take about a tenth less time on this
// kind of machine. Lighthouse (npm run bench) keeps the full Chromium it measures visitors' pages with.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** The browser to use (null if none); with `headlessShell`, the headless shell where it is installed, else a full one. */
export function findChromium({ headlessShell = false } = {}): string | null {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (headlessShell && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

function canInstallWithApt(): boolean {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && existsSync("/usr/bin/apt-get") && existsSync("/etc/debian_version");
}

/** The browser to use, installed first where that can be done; else the process stops with an instruction. */
export function ensureChromium({ headlessShell = false } = {}): string {
  const found = findChromium({ headlessShell });
  const wanted = headlessShell ? "chromium-headless-shell" : "chromium";
  // The tests' own browser is installed where it can be, even beside a full Chromium.
  const missing = !found || (headlessShell && found !== HEADLESS_SHELL && !process.env.CHROME_PATH);
  if (missing && canInstallWithApt()) {
    console.log(`Installing Debian's ${wanted} package for the browser tests.`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${wanted}`, { stdio: "inherit" });
    const installed = findChromium({ headlessShell });
    if (installed) return installed;
  }
  if (found) return found;
  console.error("Browser tests need Chrome or Chromium: install it, or set CHROME_PATH to its executable.");
  process.exit(1);
}

if (require.main === module) {
  console.log(`Browser tests use ${ensureChromium({ headlessShell: process.argv.includes("--headless-shell") })}`);
}
