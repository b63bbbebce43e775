// Finds a Chrome or Chromium for the browser tests: $CHROME_PATH, then the usual install paths. On Debian as
// root it installs Debian's chromium when none is there; elsewhere it stops with a one-line instruction.
// Test tools never download a browser of their own.
const { existsSync } = require("node:fs");
const { execSync } = require("node:child_process");

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && existsSync("/usr/bin/apt-get") && existsSync("/etc/debian_version");
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log("No Chrome or Chromium found: installing Debian's chromium package.");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error("Browser tests need Chrome or Chromium: install it, or set CHROME_PATH to its executable.");
  process.exit(1);
}

module.exports = { findChromium, ensureChromium };

if (require.main === module) {
  console.log(`Browser tests use ${ensureChromium()}`);
}
