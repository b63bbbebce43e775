import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Request, Route } from "@playwright/test";
import path from "node:path";
import { AXE_TAGS, watchVisits, type VisitRecord } from "./route-visit";

/**
 * Small helpers the visitor-facing browser tests share: axe-core on a page's current state, form posts answered
 * in the browser, images loaded before a check that reads them, structured data, and screenshots on demand.
 */

const SHOTS = path.resolve(__dirname, "../../screenshots/visitors");

/** axe-core's findings on the page as it is now (the tags the per-route checks use), one line per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

/** Screenshots of the states a test reaches, for review, only on demand (`SCREENSHOTS=1`, as `npm run shots` sets it). */
export async function shoot(target: Page | Locator, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`), ...("goto" in target ? { fullPage: true } : {}) });
}

/** Answers every POST the page sends to `origin` with `answer`, and records it; other requests go through. */
export async function interceptPosts(page: Page, origin: string, answer: (route: Route) => Promise<void>): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      return answer(route);
    },
  );
  return posts;
}

/** A POST answer held until the test releases it, so that the state while sending can be checked. */
export function heldAnswer(): { answer: (route: Route) => Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    answer: async (route) => {
      await held;
      await route.fulfill({ status: 200, body: "ok" });
    },
  };
}

export { loadImages } from "../../harness/browser";
export { watchViolations } from "./route-visit";

/** The page's structured data: every JSON-LD block, arrays spread. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return blocks.flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat());
}

/** Collapses runs of white space, as innerText comparisons need. */
export const squash = (text: string) => text.replace(/\s+/g, " ");

/** What went wrong while a page loaded and ran, recorded from its first request: route-visit.ts's record of one visit. */
export type LoadRecord = VisitRecord;

/** Starts recording a page's load before it is visited: console, requests, responses and policy violations. */
export async function recordLoad(page: Page, origin: string): Promise<LoadRecord> {
  return (await watchVisits(page, origin))("");
}
