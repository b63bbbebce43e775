/**
 * A click from one page to the next, timed as a visitor on a phone feels it (npm run bench -- --navigation).
 *
 * Each run opens a fresh browser context (nothing cached) on a slow phone: Chromium's CPU four times slower and a
 * slow 4G network (150 ms round trips, 1.6 Mbit/s down), as Lighthouse's mobile profile simulates. The first page
 * loads and settles (every request it started has ended). The visitor then points at a link, reads it for as long
 * as a person takes before a click (DWELL_MS, the same for every build measured), and clicks. The time is from the
 * click to the next page's h1 on screen with its words: whatever the site does meanwhile (a router fetching page
 * data and code, or the browser showing a page it fetched or prerendered while the link was pointed at) counts.
 */
import { chromium } from "playwright-core";
import { trackRequests } from "../harness/browser";
import { median } from "./paired";

/** How long the visitor points at the link before clicking. */
export const DWELL_MS = 400;

export interface NavigationCase {
  from: string;
  to: string;
}

/** Lighthouse's simulated slow 4G, applied for real. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

async function oneClick(origin: string, chromePath: string, { from, to }: NavigationCase): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const requests = trackRequests(page);
    await page.goto(origin + from, { waitUntil: "load" });
    await requests.settled({ timeout: 60_000, idle: 5000 });
    const link = page.locator(`a[href="${to}"]:visible`).first();
    const heading = await page.request.get(origin + to).then(async (response) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? "");
    const words = heading.replace(/<[^>]+>/g, "").trim();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    // A person's pause before the click: what the site does with it is the point of the measure.
    await page.waitForTimeout(DWELL_MS);
    const started = process.hrtime.bigint();
    await link.click({ noWaitAfter: true });
    await page.locator("h1").filter({ hasText: words }).waitFor({ state: "visible", timeout: 60_000 });
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    await browser.close();
  }
}

/** Each case's median click-to-next-page time, in ms, over `runs` runs. */
export async function measureNavigation(
  origin: string,
  chromePath: string,
  cases: readonly NavigationCase[],
  runs: number,
): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>();
  for (const navigation of cases) {
    const key = `${navigation.from} → ${navigation.to}`;
    const list: number[] = [];
    for (let run = 0; run < runs; run += 1) list.push(await oneClick(origin, chromePath, navigation));
    times.set(key, list);
    console.log(`${key}  ${median(list).toFixed(0)} ms (${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)})`);
  }
  return times;
}
