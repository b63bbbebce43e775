import { z } from "zod";
import { minutesOfDay, TIME_PATTERN } from "../lib/datetime";
import { nearestName } from "../lib/nearest";
import { isImagePath, type ContentFile } from "./content-schema";
import { entryLabel, fieldLabel, pathInEntry, problemAt, type FoundProblem } from "./content-problems";
import { pictureProblem } from "./image-files";
import { isRecord, unwrap, type FieldPath } from "./schema-paths";
import { asWritten } from "./wording";

/**
 * Checks that look beyond one field: across the entries of a list, between two fields of an entry, and at
 * the picture files. They read the data as written, whatever else is wrong with it, so that one run reports
 * everything; a value that is not even of the right kind is left to the schema's message.
 */

/** The entries of a list file that are groups of fields, with their positions. */
function entries(data: unknown): { entry: Record<string, unknown>; index: number }[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown, index) => (isRecord(entry) ? [{ entry, index }] : []));
}

function listOr(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1] ?? ""}`;
}

export function duplicateIds(file: ContentFile, data: unknown): FoundProblem[] {
  const firstWithId = new Map<string, number>();
  const problems: FoundProblem[] = [];
  for (const { entry, index } of entries(data)) {
    if (typeof entry.id !== "string") continue;
    const first = firstWithId.get(entry.id);
    if (first === undefined) {
      firstWithId.set(entry.id, index);
      continue;
    }
    const other = entryLabel(file, data, first);
    const noun = file.item ?? "entry";
    const message =
      `"id" is ${asWritten(entry.id)}, the same as ${other}. ` +
      `Every ${noun} needs its own id: change one of them.`;
    problems.push(problemAt(file, data, [index, "id"], message));
  }
  return problems;
}

/** An event ends later on its own day; the pages have no way to show one that runs past midnight. */
export function eventTimes(file: ContentFile, data: unknown): FoundProblem[] {
  return entries(data).flatMap(({ entry, index }) => {
    const { startTime, endTime } = entry;
    if (typeof startTime !== "string" || typeof endTime !== "string") return [];
    if (!TIME_PATTERN.test(startTime) || !TIME_PATTERN.test(endTime)) return [];
    if (minutesOfDay(endTime) > minutesOfDay(startTime)) return [];
    const message =
      `"endTime" is ${asWritten(endTime)}, but the event starts at ${asWritten(startTime)}. ` +
      "An event must end after it starts, on the same day (2 PM is 14:00).";
    return [problemAt(file, data, [index, "endTime"], message)];
  });
}

/** "Everything in Community Supporter, plus:" needs a giving level to name. */
export function tierIncludes(file: ContentFile, data: unknown): FoundProblem[] {
  const all = entries(data);
  const ids = [...new Set(all.map(({ entry }) => entry.id))].filter((id): id is string => typeof id === "string");
  return all.flatMap(({ entry, index }) => {
    const { includes } = entry;
    if (typeof includes !== "string") return [];
    const path = [index, "includes"];
    if (includes === entry.id) {
      const message =
        `"includes" is ${asWritten(includes)}, this giving level's own id. ` +
        "Name another giving level, or remove the line.";
      return [problemAt(file, data, path, message)];
    }
    if (ids.includes(includes)) return [];
    const others = ids.filter((other) => other !== entry.id);
    const suggestion = nearestName(includes, others);
    const fix = suggestion
      ? `Did you mean ${asWritten(suggestion)}?`
      : `Use the id of another giving level: ${listOr(others)}.`;
    const message = `"includes" is ${asWritten(includes)}, but no giving level has that id. ${fix}`;
    return [problemAt(file, data, path, message)];
  });
}

type PictureVisitor = (written: string, path: FieldPath) => void;

/** Calls `visit` with every picture path written in `data`, found by walking it along its schema. */
function forEachPicture(schema: z.ZodType, data: unknown, path: FieldPath, visit: PictureVisitor): void {
  const inner = unwrap(schema);
  if (isImagePath(inner)) {
    // An empty path or a wrong file name extension already has the schema's message.
    if (typeof data === "string" && /\S/.test(data) && inner.safeParse(data).success) visit(data, path);
    return;
  }
  if (inner instanceof z.ZodArray && Array.isArray(data)) {
    data.forEach((item: unknown, index) => forEachPicture(inner.element as z.ZodType, item, [...path, index], visit));
  }
  if (inner instanceof z.ZodObject && isRecord(data)) {
    for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      forEachPicture(field, data[key], [...path, key], visit);
    }
  }
}

export function pictures(file: ContentFile, data: unknown, dataDir: string): FoundProblem[] {
  const problems: FoundProblem[] = [];
  forEachPicture(file.schema, data, [], (written, path) => {
    const problem = pictureProblem(dataDir, written);
    if (problem) problems.push(problemAt(file, data, path, `${fieldLabel(pathInEntry(file, path))} ${problem}`));
  });
  return problems;
}

/** Every check beyond the schema that applies to `file`. */
export function ruleProblems(file: ContentFile, data: unknown, dataDir: string): FoundProblem[] {
  return [
    ...(file.item ? duplicateIds(file, data) : []),
    ...(file.name === "events.json" ? eventTimes(file, data) : []),
    ...(file.name === "tiers.json" ? tierIncludes(file, data) : []),
    ...pictures(file, data, dataDir),
  ];
}
