import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DATE_PATTERN } from "../lib/datetime";
import { isRecord } from "./field-paths";
import { readMarkdown } from "./markdown";
import { formatProblem } from "./report";
import type { ContentProblem } from "./types";
import { asWritten } from "./wording";

/**
 * Health guidance changes: a guide last reviewed more than a year before the build is listed after the content
 * check, as a warning that does not stop the build, so that staff know which guides to read again.
 */

/** The calendar day of `instant` where the organization is: "2026-11-20". */
export function dayIn(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The same day a year earlier: "2026-11-20" -> "2025-11-20" (February 29 stays, and sorts after the 28th). */
function yearBefore(day: string): string {
  return `${String(Number(day.slice(0, 4)) - 1).padStart(4, "0")}${day.slice(4)}`;
}

/**
 * Every guide in data/guides/ whose `reviewed` day is more than a year before `today` ("YYYY-MM-DD", the build's
 * day), oldest review first. A guide that cannot be read is left to the content check.
 */
export function staleReviews(dataDir: string, today: string, folder = "guides"): ContentProblem[] {
  let names: string[];
  try {
    names = readdirSync(path.join(dataDir, folder)).filter((name) => name.endsWith(".md"));
  } catch {
    return [];
  }
  const limit = yearBefore(today);
  const stale = names.flatMap((name) => {
    let reading;
    try {
      reading = readMarkdown(readFileSync(path.join(dataDir, folder, name), "utf8"));
    } catch {
      return [];
    }
    const details = reading.ok ? reading.frontMatter : undefined;
    if (!isRecord(details) || typeof details.reviewed !== "string" || !DATE_PATTERN.test(details.reviewed)) return [];
    if (details.reviewed >= limit) return [];
    const title = typeof details.title === "string" ? details.title : name;
    return [{ name, title, reviewed: details.reviewed }];
  });
  return stale
    .sort((a, b) => a.reviewed.localeCompare(b.reviewed) || a.name.localeCompare(b.name))
    .map(({ name, title, reviewed }) => ({
      file: `${folder}/${name}`,
      place: `guide ${asWritten(title)}`,
      message:
        `"reviewed" is ${asWritten(reviewed)}, more than a year ago. Read the guide again, check its facts, ` +
        'numbers and sources, and set "reviewed" to the day you did.',
    }));
}

/** The warning printed after the check, or undefined when every guide was reviewed within the year. */
export function formatStaleReviews(stale: readonly ContentProblem[]): string | undefined {
  if (stale.length === 0) return undefined;
  const count = stale.length === 1 ? "1 guide was" : `${stale.length} guides were`;
  const lines = stale.map((problem, index) => `${index + 1}. ${formatProblem(problem)}`);
  return [`${count} last reviewed more than a year ago. The site still builds; please review:`, "", ...lines].join("\n");
}
