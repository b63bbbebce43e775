import { readFileSync } from "node:fs";
import path from "node:path";
import { DATA_DIR } from "../node/project";
import { checkContent } from "./check";
import { readJson } from "./json-syntax";
import { ContentProblemsError } from "./report";
import { siteFile, type SiteFile } from "./shapes";

/** The part of data/site.json that the build itself needs before GraphQL exists. */
export type SiteSettings = Pick<SiteFile, "name" | "description" | "siteUrl" | "timezone" | "address">;

function parseSiteFile(dataDir: string): SiteFile | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, "site.json"), "utf8");
  } catch {
    return undefined;
  }
  const reading = readJson(text);
  if (!reading.ok) return undefined;
  const result = siteFile.safeParse(reading.value);
  return result.success ? result.data : undefined;
}

/**
 * data/site.json, checked. When it cannot be used, the error carries the report on the whole data folder,
 * so that the first message a volunteer sees lists everything to fix, as the build's own check would.
 */
export function readSiteSettings(dataDir: string = DATA_DIR): SiteSettings {
  const site = parseSiteFile(dataDir);
  if (site) return site;
  const problems = checkContent(dataDir);
  // The full check reads site.json the same way, so it always finds why; the fallback only guards that.
  throw new ContentProblemsError(problems.length > 0 ? problems : [{ file: "site.json", message: "the file cannot be read." }]);
}

/**
 * For gatsby-config, which runs before any hook of gatsby-node and has no reporter of its own: `stop` prints
 * the report and ends the process, where a thrown error would print a stack trace around it.
 */
export function readSiteSettingsOrStop(stop: (report: string) => never = printAndExit, dataDir: string = DATA_DIR): SiteSettings {
  try {
    return readSiteSettings(dataDir);
  } catch (error) {
    if (error instanceof ContentProblemsError) return stop(error.message);
    throw error;
  }
}

function printAndExit(report: string): never {
  process.stderr.write(`\n${report}\n\n`);
  process.exit(1);
}
