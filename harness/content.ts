import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { toIsoWithOffset } from "../src/lib/datetime";
import { readMarkdown } from "../src/content/markdown";
import type { DataFiles, EventItem, GuideFrontMatter, ProgramItem, SiteFile, TierItem } from "../src/content/shapes";

/**
 * A content folder read the way the build reads it: data/ for whatever visits the built site (the pages it has,
 * the moments the test builds are made for, what the browser tests expect to read), and the fixed
 * test/fixtures/data/ for the unit tests (__tests__/support/).
 */

type Entry<T> = T & { id: string };
export type EventEntry = Entry<EventItem>;
/** A guide: its front matter, its id and its text (Markdown). */
export type GuideEntry = Entry<GuideFrontMatter> & { body: string };
export type TierEntry = Entry<TierItem>;
export type ProgramEntry = Entry<ProgramItem>;

function orderOf(entry: object): number {
  return "order" in entry && typeof entry.order === "number" ? entry.order : 0;
}

export function readContent(dir: string) {
  /** A settings file, typed by its shape (DataFiles); any other file, typed by the caller. */
  function readData<File extends keyof DataFiles>(file: File): DataFiles[File];
  function readData<T>(file: string): T;
  function readData(file: string): unknown {
    return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown;
  }

  /** The names of a folder's files that end with `extension`; none while the folder is absent. */
  const namesIn = (folder: string, extension: string) =>
    existsSync(path.join(dir, folder)) ? readdirSync(path.join(dir, folder)).filter((name) => name.endsWith(extension)) : [];

  /**
   * The entries of a list folder (events/), each with its id: its file name, as the build gives it. Sorted by
   * `order` where entries have one, as the pages show them.
   */
  function readFolder<T>(folder: string): Entry<T>[] {
    return namesIn(folder, ".json")
      .map((name) => ({ ...readData<T>(`${folder}/${name}`), id: name.slice(0, -".json".length) }))
      .sort((a, b) => orderOf(a) - orderOf(b));
  }

  const site = readData<SiteFile>("site.json");
  const events = readFolder<EventItem>("events").sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  const tiers = readFolder<TierItem>("tiers");
  const programs = readFolder<ProgramItem>("programs");

  /** The guides of data/guides/, newest first, as the library lists them. */
  const guides: GuideEntry[] = namesIn("guides", ".md")
    .map((name) => {
      const reading = readMarkdown(readFileSync(path.join(dir, "guides", name), "utf8"));
      if (!reading.ok) throw new Error(`guides/${name}: ${reading.error.message}`);
      return { ...(reading.frontMatter as GuideFrontMatter), id: name.slice(0, -".md".length), body: reading.body };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));

  return { dir, readData, readFolder, site, events, tiers, programs, guides };
}

/** The real content of data/: the site as built shows it, whatever staff wrote. */
export const DATA_DIR = path.join(__dirname, "../data");

export const { readData, readFolder, site, events, tiers, programs, guides } = readContent(DATA_DIR);

/** The texts every page file in data/pages/ has. */
export interface PageTexts {
  eyebrow?: string;
  title: string;
  intro?: string;
  seo: { title: string; description?: string };
}

export function pageTexts<T extends object = object>(name: string): PageTexts & T {
  return readData<PageTexts & T>(`pages/${name}.json`);
}

/** The exact instants an event starts and ends, with the organization's UTC offset on that day. */
export function eventInstants(event: { date: string; startTime: string; endTime: string }): { startsAt: string; endsAt: string } {
  return {
    startsAt: toIsoWithOffset(event.date, event.startTime, site.timezone),
    endsAt: toIsoWithOffset(event.date, event.endTime, site.timezone),
  };
}
