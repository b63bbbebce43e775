import { isRecord, type FieldPath } from "./schema-paths";
import type { ContentFile } from "./content-schema";
import { asWritten } from "./wording";

/** One thing in data/ that stops the site from building, said so that whoever edits the data can fix it. */
export interface ContentProblem {
  /** The file, relative to data/: "events.json". */
  file: string;
  /** Where in the file: the entry of a list ('event 2 "Volunteer Appreciation Day"') or a line and column. */
  place?: string;
  /** What is wrong and how to put it right. */
  message: string;
}

/** A problem with what the checks need to order the report and to say each thing only once. */
export interface FoundProblem extends ContentProblem {
  /** The entry of a list it is about, or -1 for the file as a whole. */
  entry: number;
  /** Identifies the field; a second problem with the same field is left out, the first says what matters. */
  key: string;
}

/** 'event 2 "Volunteer Appreciation Day"': the number people count by, and the name they recognise. */
export function entryLabel(file: ContentFile, data: unknown, index: number): string {
  const noun = file.item ?? "entry";
  const entry = Array.isArray(data) ? (data[index] as unknown) : undefined;
  const candidates = isRecord(entry) ? [entry.title, entry.name, entry.id] : [];
  const name = candidates.find((value) => typeof value === "string" && value.trim() !== "");
  return typeof name === "string" ? `${noun} ${index + 1} ${asWritten(name)}` : `${noun} ${index + 1}`;
}

/**
 * The field as a volunteer finds it in the file: "date", "street" (in "location" > "address"), item 2 of
 * "benefits".
 */
export function fieldLabel(path: FieldPath): string {
  const last = path[path.length - 1];
  if (last === undefined) return "this entry";
  if (typeof last === "number") return `item ${last + 1} of ${fieldLabel(path.slice(0, -1))}`;
  const parents = path.slice(0, -1).filter((step): step is string => typeof step === "string");
  return parents.length > 0 ? `${asWritten(last)} (in ${parents.map(asWritten).join(" > ")})` : asWritten(last);
}

/**
 * A problem at `path` in `file`. In a list file the first step is the entry, which becomes the place; the
 * message is then said about the rest of the path.
 */
export function problemAt(
  file: ContentFile,
  data: unknown,
  path: FieldPath,
  message: string,
  key = path.join("/"),
): FoundProblem {
  const first = path[0];
  if (file.item && typeof first === "number") {
    return { file: file.name, place: entryLabel(file, data, first), message, entry: first, key: `${file.name}:${key}` };
  }
  return { file: file.name, message, entry: -1, key: `${file.name}:${key}` };
}

/** The path below the entry, for a list file; the whole path for a file that is a single group of fields. */
export function pathInEntry(file: ContentFile, path: FieldPath): FieldPath {
  return file.item && typeof path[0] === "number" ? path.slice(1) : path;
}

function publicPart({ file, place, message }: FoundProblem): ContentProblem {
  return place === undefined ? { file, message } : { file, place, message };
}

/** Problems in file order, then entry order; each field once. */
export function arrange(problems: readonly FoundProblem[], fileOrder: readonly string[]): ContentProblem[] {
  const seen = new Set<string>();
  const once = problems.filter((problem) => !seen.has(problem.key) && seen.add(problem.key));
  const rank = (problem: FoundProblem): number => {
    const index = fileOrder.indexOf(problem.file);
    return index === -1 ? fileOrder.length : index;
  };
  return once
    .map((problem, position) => ({ problem, position }))
    .sort((a, b) => rank(a.problem) - rank(b.problem) || a.problem.entry - b.problem.entry || a.position - b.position)
    .map(({ problem }) => publicPart(problem));
}

export function formatProblem(problem: ContentProblem): string {
  return `data/${problem.file}${problem.place ? `, ${problem.place}` : ""}: ${problem.message}`;
}

export const PREVIEW_HINT =
  "To check the fix before publishing, preview the site on your computer: run `npm ci && npm start` and open " +
  'http://localhost:8000 (see "Editing content" in README.md).';

/** The report printed when the build stops: a summary line, a numbered list, and how to preview. */
export function formatReport(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem in data/ stops" : `${problems.length} problems in data/ stop`;
  const lines = problems.map((problem, index) => `${index + 1}. ${formatProblem(problem)}`);
  return [`${count} the site from building:`, "", ...lines, "", PREVIEW_HINT].join("\n");
}

/** Thrown where the data is read outside the build's own check (gatsby-config), carrying the same report. */
export class ContentProblemsError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(formatReport(problems));
    this.name = "ContentProblemsError";
  }
}
