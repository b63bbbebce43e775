/**
 * npm run cost -- --visits N --publishes N --submissions N: what a month on Netlify costs, in credits, from the
 * last build (public/).
 *
 * - Page views are measured, not guessed: every page of the site is loaded in Chromium on a phone (375 px, 3x)
 *   and on a computer (1280 px), served on loopback with the published headers and compression, until its
 *   scripts have wired it, each lazy image brought into view and loaded, and settled. Each request is counted with its
 *   compressed body and its headers: HTML, scripts, images, and the manifest and icons a browser asks for. A
 *   first page view loads everything; a further page of the same visit, reached by a link, only what the
 *   browser has not cached (its HTML, and its own images and modules). The heavier of phone and computer is used, averaged over the pages
 *   a visitor can land on. The measure is kept in reports/ for the build it was made on, so trying other numbers
 *   is instant; --remeasure measures again.
 * - Scheduled rebuilds are counted by running the scheduled function's own decision, once a day at its
 *   scheduled time, for the next 12 months of data/events/; the month uses the busiest of them.
 *
 * Options: --visits (5000), --publishes (8), --submissions (40), --pages-per-visit (2), --remeasure, --help.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Request } from "playwright-core";
import { config as rebuildSchedule } from "../netlify/functions/daily-rebuild";
import {
  dailyRunMinute,
  estimate,
  GOALS,
  NETLIFY_RATES,
  perMonth,
  PLANS,
  publishesUpTo,
  scheduledRebuilds,
  visitsUpTo,
  type Month,
  type PageViewCost,
} from "../src/node/hosting/cost";
import { BUILD_INFO_FILE, parseBuildInfo } from "../src/node/post-build/build-info";
import { PUBLIC_DIR } from "../src/node/project";
import { eventInstants, events, site as organization } from "../harness/content";
import { loadImages, openSite, trackRequests, visit, type Site } from "../harness/browser";
import { PAGES } from "../harness/routes";
import { defineTsxNames } from "./tsx-names";

const ROOT = path.resolve(__dirname, "..");
const MEASURE_FILE = path.join(ROOT, "reports", "cost-page-views.json");

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number, not "${process.argv[index + 1] ?? ""}".`);
  return value;
}

// ---- Page views, measured in Chromium -------------------------------------------------------------------------

const PROFILES = {
  phone: { width: 375, options: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  computer: { width: 1280, options: { viewport: { width: 1280, height: 900 } } },
} as const;
type Profile = keyof typeof PROFILES;

/** Pages a visit can start on: every page but the thank-you pages, which only a form leads to. */
const LANDING = PAGES.map((page) => page.path).filter((route) => !/\/thanks\/$/.test(route));

/** Counts every response the page receives: its compressed body and its headers, as sent. */
function countRequests(page: Page) {
  let sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request: Request) => {
    if (!request.url().startsWith("http")) return;
    // A page the browser fetched ahead because a link was pointed at (speculation rules) is counted when it is
    // visited; one never visited costs a request that no measure here can tell the rate of.
    if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) return;
    sizes.push(request.sizes().then((size) => ({ url: request.url(), bytes: size.responseBodySize + size.responseHeadersSize })));
  });
  return {
    reset: () => {
      sizes = [];
    },
    cost: async (): Promise<PageViewCost & { urls: string[] }> => {
      const done = await Promise.all(sizes);
      return { bytes: done.reduce((sum, item) => sum + item.bytes, 0), requests: done.length, urls: done.map((item) => item.url) };
    },
  };
}

/** What a browser asks for besides what the headless one did: the favicon, the manifest and one of its icons. */
async function browserExtras(site: Site, seen: readonly string[]): Promise<PageViewCost & { urls: string[] }> {
  const manifest = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "manifest.webmanifest"), "utf8")) as { icons: { src: string; sizes: string }[] };
  // Chrome checks installability with an icon of at least 144 px: the smallest such.
  const icon = manifest.icons
    .map((candidate) => ({ src: `/${candidate.src.replace(/^\//, "")}`, size: Number(candidate.sizes.split("x")[0]) }))
    .filter((candidate) => candidate.size >= 144)
    .sort((a, b) => a.size - b.size)[0];
  const wanted = ["/favicon.svg", "/manifest.webmanifest", ...(icon ? [icon.src] : [])];
  const seenPaths = new Set(seen.map((url) => new URL(url).pathname));
  let bytes = 0;
  let requests = 0;
  const urls: string[] = [];
  for (const urlPath of wanted.filter((candidate) => !seenPaths.has(candidate))) {
    urls.push(site.origin + urlPath);
    const response = await fetch(site.origin + urlPath, { headers: { "Accept-Encoding": "gzip" } });
    const body = Buffer.from(await response.arrayBuffer());
    // Node's fetch undoes the compression: count the body as it was sent.
    const sent = response.headers.get("content-encoding") === "gzip" ? gzipSync(body, { level: 9 }).length : body.length;
    let headerBytes = 0;
    response.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));
    bytes += sent + headerBytes;
    requests += 1;
  }
  return { bytes, requests, urls };
}

interface Measured {
  firstView: PageViewCost;
  nextView: PageViewCost;
  /** Per profile and page, with what each view fetched, for a look at the measure (reports/cost-page-views.json). */
  pages: { profile: Profile; route: string; first: PageViewCost; next: PageViewCost; fetched: { first: string[]; next: string[] } }[];
}

async function measurePage(site: Site, profile: Profile, route: string): Promise<Omit<Measured["pages"][number], "profile" | "route">> {
  const { width, options } = PROFILES[profile];
  // A first visit: nothing cached.
  const page = await defineTsxNames(await site.newPage(width, options));
  const counter = countRequests(page);
  const requests = trackRequests(page);
  await visit(page, site.origin, route);
  await requests.settled();
  await loadImages(page);
  await requests.settled();
  const cold = await counter.cost();
  const extras = await browserExtras(site, cold.urls);
  const firstFetched = [...cold.urls, ...extras.urls];
  const first = { bytes: cold.bytes + extras.bytes, requests: cold.requests + extras.requests };
  await page.context().close();

  // The same page opened from another one of the visit, by following a link: what the browser has cached from the
  // first page (the modules, the shared images) is not asked for again, and the page's HTML is revalidated.
  const from = route === "/" ? "/about/" : "/";
  const second = await defineTsxNames(await site.newPage(width, options));
  const secondCounter = countRequests(second);
  const secondRequests = trackRequests(second);
  await visit(second, site.origin, from);
  await secondRequests.settled();
  secondCounter.reset();
  await visit(second, site.origin, route);
  await secondRequests.settled();
  await loadImages(second);
  await secondRequests.settled();
  const next = await secondCounter.cost();
  await second.context().close();
  const paths = (urls: readonly string[]) => urls.map((url) => new URL(url).pathname);
  return { first, next: { bytes: next.bytes, requests: next.requests }, fetched: { first: paths(firstFetched), next: paths(next.urls) } };
}

function mean(values: readonly PageViewCost[]): PageViewCost {
  const average = (key: keyof PageViewCost) => values.reduce((sum, value) => sum + value[key], 0) / values.length;
  return { bytes: average("bytes"), requests: average("requests") };
}

async function measure(): Promise<Measured> {
  console.error(`Measuring the last build's pages in Chromium, on a phone and a computer (a few minutes, once per build)...`);
  const site = await openSite();
  const pages: Measured["pages"] = [];
  try {
    for (const profile of Object.keys(PROFILES) as Profile[]) {
      for (const route of LANDING) {
        if (process.stderr.isTTY) process.stderr.write(`\rMeasuring ${profile} ${route}`.padEnd(90));
        pages.push({ profile, route, ...(await measurePage(site, profile, route)) });
      }
    }
  } finally {
    if (process.stderr.isTTY) process.stderr.write("\r".padEnd(90) + "\r");
    await site.close();
  }
  // The heavier profile, for each kind of view.
  const heavier = (kind: "first" | "next") =>
    (Object.keys(PROFILES) as Profile[])
      .map((profile) => mean(pages.filter((page) => page.profile === profile).map((page) => page[kind])))
      .sort((a, b) => b.bytes - a.bytes)[0] ?? { bytes: 0, requests: 0 };
  return { firstView: heavier("first"), nextView: heavier("next"), pages };
}

/** The last build's page views: measured once per build (its build.json and page list say which). */
async function pageViews(remeasure: boolean): Promise<Measured & { builtAt: string }> {
  const buildFile = path.join(PUBLIC_DIR, BUILD_INFO_FILE);
  if (!existsSync(buildFile)) throw new Error(`No ${path.relative(ROOT, buildFile)}: run \`npm run build\` first, then measure its pages.`);
  const parsed = parseBuildInfo(readFileSync(buildFile, "utf8"));
  if (!parsed.ok) throw new Error(`public/${BUILD_INFO_FILE} cannot be read: ${parsed.problem}. Run \`npm run build\` again.`);
  const key = createHash("sha256")
    .update(readFileSync(buildFile))
    .update(readFileSync(path.join(PUBLIC_DIR, "_headers")))
    .update(LANDING.join())
    .digest("hex");
  if (!remeasure && existsSync(MEASURE_FILE)) {
    const kept = JSON.parse(readFileSync(MEASURE_FILE, "utf8")) as Measured & { key: string };
    if (kept.key === key) return { ...kept, builtAt: parsed.info.builtAt };
  }
  const measured = await measure();
  mkdirSync(path.dirname(MEASURE_FILE), { recursive: true });
  writeFileSync(MEASURE_FILE, JSON.stringify({ key, ...measured }, null, 2));
  return { ...measured, builtAt: parsed.info.builtAt };
}

// ---- The report ------------------------------------------------------------------------------------------------

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const credits = (value: number) => value.toFixed(1).padStart(7);

async function main(): Promise<void> {
  if (process.argv.includes("--help")) {
    console.log("npm run cost -- [--visits 5000] [--publishes 8] [--submissions 40] [--pages-per-visit 2] [--remeasure]");
    return;
  }
  const visits = option("visits", 5000);
  const publishes = option("publishes", 8);
  const submissions = option("submissions", 40);
  const pagesPerVisit = option("pages-per-visit", 2);
  const views = await pageViews(process.argv.includes("--remeasure"));

  // Scheduled rebuilds, from data/events/.
  const { timezone } = organization;
  const from = new Date().toISOString();
  const until = new Date(Date.parse(from) + 365 * 24 * 3_600_000).toISOString();
  const ending = events.map((event) => ({ title: event.title, endsAt: eventInstants(event).endsAt }));
  const rebuilds = scheduledRebuilds(ending, timezone, { from, until, runMinute: dailyRunMinute(rebuildSchedule.schedule ?? "") });
  const months = perMonth(rebuilds, timezone);
  const busiest = months.reduce<[string, number]>((top, entry) => (entry[1] > top[1] ? entry : top), ["none", 0]);

  const month: Month = {
    visits,
    pagesPerVisit,
    firstView: views.firstView,
    nextView: views.nextView,
    publishes,
    scheduledDeploys: busiest[1],
    submissions,
    functionRuns: 31,
  };
  const result = estimate(month);

  console.log(`A month on Netlify, from the build of ${views.builtAt} (rates: ${NETLIFY_RATES.source})`);
  console.log("");
  console.log(`Page views, measured on ${LANDING.length} pages (the heavier of phone and computer):`);
  console.log(`  first page of a visit: ${kb(views.firstView.bytes)} in ${views.firstView.requests.toFixed(1)} requests`);
  console.log(`  each further page:     ${kb(views.nextView.bytes)} in ${views.nextView.requests.toFixed(1)} requests`);
  console.log(
    `Scheduled rebuilds over the next 12 months of data/events/: ${rebuilds.length}` +
      (months.length > 0 ? ` (${months.map(([name, count]) => `${name}: ${count}`).join(", ")}); the month counts the busiest, ${busiest[1]}` : ""),
  );
  console.log("");
  for (const part of result.parts) console.log(`${credits(part.credits)}  ${part.name.padEnd(20)} ${part.quantity}`);
  console.log(`${credits(result.total)}  ${"Total".padEnd(20)} of the Free plan's ${PLANS.free.credits} credits (goal: at most ${GOALS.total})`);
  console.log(
    `${credits(result.siteShare)}  ${"Site's own share".padEnd(20)} scheduled rebuilds, bandwidth, requests and the function (goal: under ${GOALS.siteShare})`,
  );
  console.log(
    `${credits(result.freeHeadroom)}  ${"Free plan headroom".padEnd(20)} ${result.freeHeadroom >= 0 ? "left at the end of the month" : "short: the site would be paused before the month ends"}`,
  );
  console.log("");
  const roomVisits = visitsUpTo(GOALS.total, month);
  const pauseVisits = visitsUpTo(PLANS.free.credits, month);
  console.log(
    `Move to Personal ($${PLANS.personal.dollarsPerMonth}/month, ${PLANS.personal.credits.toLocaleString("en-US")} credits) when a month regularly passes ${GOALS.total} credits: ` +
      `with these publishes and events, at about ${roomVisits.toLocaleString("en-US")} visits a month ` +
      `(at ${pauseVisits.toLocaleString("en-US")} the Free plan runs out and the site is paused), ` +
      `or at ${publishesUpTo(GOALS.total, month)} publishes a month with these visits.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
