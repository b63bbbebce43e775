// Finds (or on Debian as root installs) the Chrome or Chromium the browser tests use, before they start:
// `--headless-shell` for the tests' own headless shell. The search is harness/system-tools.ts's.
import { ensureChromium } from "../harness/system-tools";

console.log(`Browser tests use ${ensureChromium({ headlessShell: process.argv.includes("--headless-shell") })}`);
