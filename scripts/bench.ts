/**
 * npm run bench: how fast the site is, measured the same way every time.
 *
 * Builds the site from cold and again warm (timed), serves public/ on loopback with the published Netlify
 * headers and compression, and runs Lighthouse (mobile profile, simulated throttling, Debian's Chromium) several
 * times per route. Prints a table of medians (category scores, FCP, LCP, TBT, CLS, Speed Index) and each page's
 * bytes by kind, and writes the same table to reports/bench.md. Times vary with the machine's load, so they
 * are reported, never asserted; the byte budgets are tests (the budgets step of e2e/routes.spec.ts).
 *
 * Options: --runs N (default 3, or 7 with --no-js-control), --no-build (measure the existing public/),
 * --routes /a/,/b/, --keep (also write each full Lighthouse report to reports/lighthouse/, to see what an audit
 * found), --no-js-control (also measure each route with every script taken out, run for run beside the real page,
 * and add that control's median LCP and TBT and whether the page is as fast: see scripts/script-free.ts and
 * scripts/paired.ts), --help.
 *
 * Accessibility, best practices and SEO do not depend on the machine's load: they are audited in a route's first
 * run only, and its other runs and the control's measure performance alone.
 *
 * Lighthouse is not among the site's dependencies, so that `npm ci` does not install it for every build and
 * test run: it lives in bench/, with its own package.json and lock file, and the first bench installs it
 * there (`npm ci --prefix bench`), again whenever bench/package-lock.json names another version.
 */
import { execFile, execSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { netlifyHeaders } from "../harness/netlify-headers";
import { PAGES } from "../harness/routes";
import { PUBLIC_DIR, startStaticServer } from "../harness/static-server";
import { copyWithoutScripts } from "./script-free";
import { measureNavigation, DWELL_MS, type NavigationCase } from "./bench-navigation";
import { comparePaired, median, type PairedComparison } from "./paired";
import { ensureChromium } from "../harness/system-tools";

const ROOT = path.resolve(__dirname, "..");

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

function timedBuild(label: string, command: string): number {
  const started = process.hrtime.bigint();
  execSync(command, { cwd: ROOT, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

interface RunResult {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  bytes: Record<string, number>;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
} as const;
const BYTE_KINDS: Record<string, string> = { Document: "html", Script: "js", Stylesheet: "css", Image: "img" };

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const BENCH_DIR = path.join(ROOT, "bench");
const LIGHTHOUSE_DIR = path.join(BENCH_DIR, "node_modules", "lighthouse");
const LIGHTHOUSE_CLI = path.join(LIGHTHOUSE_DIR, "cli", "index.js");

const USAGE = `npm run bench [-- options]: cold and warm build times, then Lighthouse (mobile profile) on every route.

  --runs N          Lighthouse runs per route, their median reported (default 3; 7 with --no-js-control)
  --routes /a/,/b/  only these routes (default: every page, and /404/)
  --no-build        measure the existing public/ instead of building
  --keep            also save every full Lighthouse report in reports/lighthouse/
  --no-js-control   also measure each page with every script taken out, run for run, and say whether the page
                    is slower than that control beyond the machine's noise (scripts/paired.ts)
  --navigation      also time a click from one page to the next on a slow phone (scripts/bench-navigation.ts)
  --public DIR      measure the build in DIR (another checkout's public/, to compare), implies --no-build
  --help            this text

Lighthouse is installed in bench/ (npm ci --prefix bench) on first use.`;

function versionIn(file: string, read: (json: Record<string, unknown>) => unknown): string | null {
  if (!existsSync(file)) return null;
  const version = read(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
  return typeof version === "string" ? version : null;
}

/** Installs bench/'s dependencies from its lock file when Lighthouse is missing there or not the locked version. */
function ensureLighthouse(): void {
  const locked = versionIn(
    path.join(BENCH_DIR, "package-lock.json"),
    (lock) => (lock.packages as Record<string, { version?: string }> | undefined)?.["node_modules/lighthouse"]?.version,
  );
  const installed = versionIn(path.join(LIGHTHOUSE_DIR, "package.json"), (pkg) => pkg.version);
  if (installed && installed === locked) return;
  console.log(installed ? `Updating Lighthouse in bench/ (${installed} to ${locked}).` : "Installing Lighthouse in bench/ (first bench only).");
  execSync("npm ci --prefix bench --no-audit --no-fund", { cwd: ROOT, stdio: "inherit" });
}

/**
 * One Lighthouse run through its own command line (the package is ESM-only), with its default mobile profile.
 * Asynchronous, so this process keeps serving the pages meanwhile.
 */
async function runLighthouse(url: string, chromePath: string, keepAs: string | null, categories: readonly string[]): Promise<RunResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${categories.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update",
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (keepAs) {
    mkdirSync(path.dirname(keepAs), { recursive: true });
    writeFileSync(keepAs, stdout);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? Number.NaN]));
  const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const bytes: Record<string, number> = { html: 0, js: 0, css: 0, img: 0 };
  for (const item of items) {
    const kind = BYTE_KINDS[item.resourceType ?? ""];
    if (kind) bytes[kind] = (bytes[kind] ?? 0) + (item.transferSize ?? 0);
  }
  return { scores, metrics, bytes };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is run again. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 1) throw error;
      console.warn(`Lighthouse run failed (${String(error).split("\n")[1] ?? "unknown error"}); trying again.`);
    }
  }
}

/** A time's median, with the lowest and highest run beside it when there is more than one. */
function spread(values: number[]): string {
  const text = `${median(values).toFixed(0)} ms`;
  return values.length > 1 ? `${text} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})` : text;
}

/** The page's TBT and LCP beside its control's, pair by pair: TBT no higher, LCP within 5%. */
function compareWithControl(runs: RunResult[], control: RunResult[]): { tbt: PairedComparison; lcp: PairedComparison } {
  const values = (results: RunResult[], name: string) => results.map((run) => run.metrics[name] ?? 0);
  return {
    tbt: comparePaired(values(runs, "TBT"), values(control, "TBT")),
    lcp: comparePaired(values(runs, "LCP"), values(control, "LCP"), (value) => value * 1.05),
  };
}

/** "yes" when neither time is slower than the control's beyond noise and performance is 100, or what fails. */
function controlVerdict(runs: RunResult[], control: RunResult[]): string {
  const { tbt, lcp } = compareWithControl(runs, control);
  const failing = [
    tbt.slower ? "TBT" : "",
    lcp.slower ? "LCP" : "",
    median(runs.map((run) => run.scores.performance ?? 0)) < 100 ? "perf" : "",
  ].filter(Boolean);
  return failing.length ? `no (${failing.join(", ")})` : "yes";
}

/** In how many pairs the page did worse, of those that were not a tie. */
function worseIn(comparison: PairedComparison): string {
  return `${comparison.worse} of ${comparison.worse + comparison.better}`;
}

function formatRow(route: string, runs: RunResult[], control: RunResult[]): string[] {
  // The categories but performance are audited in a route's first run only.
  const scoreOf = (id: string) => String(median(runs.flatMap((run) => (id in run.scores ? [run.scores[id] ?? 0] : []))));
  const metricOf = (name: string) => median(runs.map((run) => run.metrics[name] ?? 0));
  const kb = (kind: string) => (median(runs.map((run) => run.bytes[kind] ?? 0)) / 1024).toFixed(1);
  const tbtOf = (results: RunResult[]) => spread(results.map((run) => run.metrics.TBT ?? 0));
  const lcpOf = (results: RunResult[]) => median(results.map((run) => run.metrics.LCP ?? 0));
  const paired = control.length ? compareWithControl(runs, control) : null;
  return [
    route,
    ...CATEGORIES.map(scoreOf),
    `${(metricOf("FCP") / 1000).toFixed(2)} s`,
    `${(lcpOf(runs) / 1000).toFixed(2)} s`,
    ...(paired ? [`${(lcpOf(control) / 1000).toFixed(2)} s`, worseIn(paired.lcp)] : []),
    tbtOf(runs),
    ...(paired ? [tbtOf(control), `${paired.tbt.medianDifference.toFixed(0)} ms`, worseIn(paired.tbt), controlVerdict(runs, control)] : []),
    metricOf("CLS").toFixed(3),
    `${(metricOf("SI") / 1000).toFixed(2)} s`,
    kb("html"),
    kb("js"),
    kb("css"),
    kb("img"),
  ];
}

/** Clicks a visitor makes: the main menu, the library's first guide, a page's own call to action. */
const NAVIGATIONS: NavigationCase[] = [
  { from: "/", to: "/about/" },
  { from: "/resources/", to: "/resources/understanding-anxiety/" },
  { from: "/es/", to: "/es/programs/" },
];

async function main(): Promise<void> {
  if (process.argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  ensureLighthouse();
  const withControl = process.argv.includes("--no-js-control");
  const runs = Number(option("runs") ?? (withControl ? 7 : 3));
  if (withControl && runs < 5) console.warn(`With ${runs} pairs of runs, no page can be shown slower than its control: use --runs 7 or more.`);
  const keep = process.argv.includes("--keep");
  // Lighthouse will not audit a response with status 404, so the 404 page is measured at its own address.
  const routes = option("routes")?.split(",") ?? [...PAGES.map((route) => route.path), "/404/"];
  const publicDir = option("public") ? path.resolve(option("public") ?? "") : PUBLIC_DIR;
  const builds: string[] = [];
  if (!process.argv.includes("--no-build") && publicDir === PUBLIC_DIR) {
    const cold = timedBuild("Cold", "npx gatsby clean && npx gatsby build");
    const warm = timedBuild("Warm", "npx gatsby build");
    builds.push(`Cold build: ${cold.toFixed(1)} s. Warm build: ${warm.toFixed(1)} s.`);
  }

  const headers = await netlifyHeaders(publicDir);
  const server = await startStaticServer(publicDir, headers);
  // The control is served the same way from a script-free copy, and measured right after each real run so
  // that both see the same load on the machine.
  const controlDir = withControl ? mkdtempSync(path.join(tmpdir(), "no-js-control-")) : null;
  if (controlDir) await copyWithoutScripts(publicDir, controlDir);
  const control = controlDir ? await startStaticServer(controlDir, headers) : null;
  const chromePath = ensureChromium();
  const header = [
    "route",
    "perf",
    "a11y",
    "best",
    "seo",
    "FCP",
    "LCP",
    ...(control ? ["LCP, no JS", "LCP >5% worse in"] : []),
    "TBT",
    ...(control ? ["TBT, no JS", "TBT less no JS", "TBT worse in", "as fast as no JS"] : []),
    "CLS",
    "SI",
    "HTML KB",
    "JS KB",
    "CSS KB",
    "img KB",
  ];
  const rows: string[][] = [];
  const clicks: string[] = [];
  try {
    if (process.argv.includes("--navigation")) {
      const times = await measureNavigation(server.origin, chromePath, NAVIGATIONS, runs);
      for (const [key, list] of times) clicks.push(`| ${key} | ${spread(list)} |`);
    }
    for (const route of routes) {
      const results: RunResult[] = [];
      const controlResults: RunResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const keepAs = keep
          ? path.join(ROOT, "reports", "lighthouse", `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${run + 1}.json`)
          : null;
        const categories = run === 0 ? CATEGORIES : (["performance"] as const);
        results.push(await withRetries(() => runLighthouse(server.origin + route, chromePath, keepAs, categories)));
        if (control) {
          const result = await withRetries(() => runLighthouse(control.origin + route, chromePath, null, ["performance"]));
          if (result.bytes.js) throw new Error(`${route}: the no-JS control loaded ${result.bytes.js} bytes of JavaScript`);
          controlResults.push(result);
        }
      }
      const row = formatRow(route, results, controlResults);
      rows.push(row);
      console.log(row.join("  "));
    }
  } finally {
    await server.close();
    await control?.close();
    if (controlDir) rmSync(controlDir, { recursive: true, force: true });
  }

  const table = [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
  const report = [
    `# Benchmark (${new Date().toISOString()})`,
    "",
    `Lighthouse mobile profile, simulated throttling, median of ${runs} runs per route (TBT: lowest–highest run in brackets); accessibility, best practices and SEO from each route's first run; bytes as transferred (gzip).`,
    ...(control
      ? [
          "LCP and TBT, no JS: the same page with every script taken out (scripts/script-free.ts), measured after each run of the real one.",
          "Worse in: the pairs of runs (ties left out) where the page's TBT was higher than the control's, or its LCP more than 5% higher. TBT less no JS: the median over the pairs of the page's TBT less the control's.",
          "As fast as no JS: neither TBT nor LCP worse in so many pairs that a page no slower would do it less than 1 time in 20 (a sign test, scripts/paired.ts), and performance 100.",
        ]
      : []),
    ...builds,
    "",
    table,
    "",
    ...(clicks.length
      ? [
          `A click to the next page on a slow phone (4x CPU, slow 4G), after pointing at the link for ${DWELL_MS} ms: median of ${runs} (lowest–highest).`,
          "",
          "| click | to the next page's h1 |",
          "| --- | --- |",
          ...clicks,
          "",
        ]
      : []),
  ].join("\n");
  mkdirSync(path.join(ROOT, "reports"), { recursive: true });
  writeFileSync(path.join(ROOT, "reports", "bench.md"), report);
  console.log(`\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
