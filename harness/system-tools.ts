import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The programs the tests drive, found on this computer and never downloaded: Chrome or Chromium for the browser
 * tests, the benchmark and the screenshots, and Java for the W3C Nu HTML Checker (npm vnu-jar). On Debian as root
 * each is installed from Debian's packages when it is missing; elsewhere a one-line instruction says what to
 * install.
 *
 * The browser tests ask for the headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
 * headless): it has no GPU process to emulate in software, so the same tests take about a tenth less time on this
 * kind of machine. Lighthouse (npm run bench) keeps the full Chromium it measures visitors' pages with.
 */

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

export interface ChromiumOptions {
  /** The headless shell where it is installed, else a full Chromium. */
  headlessShell?: boolean;
}

/** The browser to use: $CHROME_PATH, then the usual install paths; null when there is none. */
export function findChromium({ headlessShell = false }: ChromiumOptions = {}): string | null {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (headlessShell && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

function canInstallWithApt(): boolean {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && existsSync("/usr/bin/apt-get") && existsSync("/etc/debian_version");
}

function aptInstall(debianPackage: string): void {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, { stdio: "inherit" });
}

/** The browser to use, installed from Debian's packages where it can be; stops the process when there is none. */
export function ensureChromium({ headlessShell = false }: ChromiumOptions = {}): string {
  const found = findChromium({ headlessShell });
  const wanted = headlessShell ? "chromium-headless-shell" : "chromium";
  // The tests' own browser is installed where it can be, even beside a full Chromium.
  const missing = !found || (headlessShell && found !== HEADLESS_SHELL && !process.env.CHROME_PATH);
  if (missing && canInstallWithApt()) {
    console.log(`Installing Debian's ${wanted} package for the browser tests.`);
    aptInstall(wanted);
    const installed = findChromium({ headlessShell });
    if (installed) return installed;
  }
  if (found) return found;
  console.error("Browser tests need Chrome or Chromium: install it, or set CHROME_PATH to its executable.");
  process.exit(1);
}

function runs(java: string): boolean {
  return spawnSync(java, ["-version"], { stdio: "ignore" }).status === 0;
}

/** A Java runtime that starts: $JAVA_HOME's, then the first on the PATH; null when there is none. */
export function findJava(): string | null {
  const candidates = [
    process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : null,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => (dir ? path.join(dir, "java") : null)),
  ].filter((candidate): candidate is string => candidate !== null);
  return candidates.find((candidate) => existsSync(candidate) && runs(candidate)) ?? null;
}

/** A Java runtime, installed from Debian's packages where it can be; stops the process when there is none. */
export function ensureJava(): string {
  const found = findJava();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log("No Java runtime found: installing Debian's default-jre-headless package.");
    aptInstall("default-jre-headless");
    const installed = findJava();
    if (installed) return installed;
  }
  console.error("The HTML check needs Java 11 or newer: install it (Debian: default-jre-headless), or set JAVA_HOME.");
  process.exit(1);
}
