/**
 * Browser tests (Playwright Test): the built site (public/, made by `npm run build:test`) served on loopback by the project's own static server with the headers and redirects
 * Netlify would apply, visited with the system's Chrome or Chromium (harness/system-tools.ts; no browser is
 * ever downloaded).
 *
 * Two projects, one per viewport: `desktop` (1280 x 900) runs every file but the phone-only ones; `phone`
 * (375 x 900) runs the phone-only files (`*.phone.spec.ts`). A test that needs another width resizes its own
 * page.
 */
import { defineConfig } from "@playwright/test";

import { ensureChromium } from "./harness/system-tools";

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/support/global-setup.ts",
  // Two workers on a two-core machine; tests of one file spread over both.
  workers: 2,
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  // Generous limits: they catch a hang, never a slow machine. Assertions wait on events, not on time.
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  globalTimeout: 40 * 60_000,
  // The JSON results hold each test's duration, for finding where a run's time goes.
  reporter: [[CI ? "dot" : "list"], ["html", { open: "never" }], ["json", { outputFile: "reports/browser-tests.json" }]],
  use: {
    launchOptions: {
      // The headless shell, which runs these tests faster than the full Chromium (harness/system-tools.ts).
      executablePath: ensureChromium({ headlessShell: true }),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    // A failed test keeps its trace: each step's DOM, the console and every request and answer. Without the
    // screencast, which cost about a quarter of the CPU of pages.spec.ts and editor-round-trip.spec.ts (96 against
    // 130 CPU seconds; 72 with no trace at all); the failure's own screenshot is still taken.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: "**/*.phone.spec.ts",
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: "phone",
      testMatch: "**/*.phone.spec.ts",
      use: { viewport: { width: 375, height: 900 } },
    },
  ],
});
