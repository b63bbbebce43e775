import { isRecord, type FieldPath } from "./field-paths";
import type { ContentFile, ContentProblem, FoundProblem } from "./types";
import { asWritten } from "./wording";

/** 'event "Volunteer Appreciation Day"': what the entry is and the name people recognize it by. */
export function entryLabel(file: ContentFile, data: unknown): string | undefined {
  if (!file.item) return undefined;
  const name = isRecord(data) && file.nameField ? data[file.nameField] : undefined;
  return typeof name === "string" && name.trim() !== "" ? `${file.item} ${asWritten(name)}` : undefined;
}

/**
 * The field as a volunteer finds it in the file: "date", "street" (in "location" > "address"), item 2 of
 * "benefits", "icon" (in "values" > item 2).
 */
export function fieldLabel(path: FieldPath): string {
  const last = path[path.length - 1];
  if (last === undefined) return "this entry";
  if (typeof last === "number") return `item ${last + 1} of ${fieldLabel(path.slice(0, -1))}`;
  const parents = path.slice(0, -1).map((step) => (typeof step === "number" ? `item ${step + 1}` : asWritten(step)));
  return parents.length > 0 ? `${asWritten(last)} (in ${parents.join(" > ")})` : asWritten(last);
}

/** A problem at `path` in `file`; an entry of a list is named by its title as the place. */
export function problemAt(file: ContentFile, data: unknown, path: FieldPath, message: string, key = path.join("/")): FoundProblem {
  const place = entryLabel(file, data);
  return { file: file.name, ...(place ? { place } : {}), message, key: `${file.name}:${key}` };
}

function publicPart({ file, place, message }: FoundProblem): ContentProblem {
  return place === undefined ? { file, message } : { file, place, message };
}

/** Problems in file order, each field once. */
export function arrange(problems: readonly FoundProblem[], fileOrder: readonly string[]): ContentProblem[] {
  const seen = new Set<string>();
  const once = problems.filter((problem) => !seen.has(problem.key) && seen.add(problem.key));
  const rank = (problem: FoundProblem): number => {
    const index = fileOrder.indexOf(problem.file);
    return index === -1 ? fileOrder.length : index;
  };
  return once
    .map((problem, position) => ({ problem, position }))
    .sort((a, b) => rank(a.problem) - rank(b.problem) || a.position - b.position)
    .map(({ problem }) => publicPart(problem));
}

export function formatProblem(problem: ContentProblem): string {
  return `data/${problem.file}${problem.place ? `, ${problem.place}` : ""}: ${problem.message}`;
}

export const PREVIEW_HINT =
  "To check the fix before publishing, preview the site on your computer: run `npm ci && npm start` and open " +
  "http://localhost:8000 (see docs/editing-content.md#preview-on-your-computer).";

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
