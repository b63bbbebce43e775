import { z } from "zod";
import { LINKED_TOPICS } from "../../lib/contact-topics";
import { minutesOfDay, TIME_PATTERN } from "../../lib/datetime";
import { nearestName } from "../../lib/nearest";
import { isImagePath } from "./fields";
import { isRecord, unwrap, type FieldPath } from "./field-paths";
import { pictureProblem } from "./pictures";
import type { ContentFile, RuleContext } from "./registry";
import { fieldLabel, problemAt, type FoundProblem } from "./report";
import { asWritten } from "./wording";

/**
 * Checks that look beyond one field: across the entries of a list, between two fields of an entry, and at
 * the picture files. The registry names which apply to which kind (the pictures apply to all). They read the
 * data as written, whatever else is wrong with it, so that one run reports everything; a value that is not even
 * of the right kind is left to the schema's message.
 */

function listOr(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1] ?? ""}`;
}

/** An event ends later on its own day; the pages have no way to show one that runs past midnight. */
export function eventTimes(file: ContentFile, data: unknown): FoundProblem[] {
  if (!isRecord(data)) return [];
  const { startTime, endTime } = data;
  if (typeof startTime !== "string" || typeof endTime !== "string") return [];
  if (!TIME_PATTERN.test(startTime) || !TIME_PATTERN.test(endTime)) return [];
  if (minutesOfDay(endTime) > minutesOfDay(startTime)) return [];
  const message =
    `"endTime" is ${asWritten(endTime)}, but the event starts at ${asWritten(startTime)}. ` +
    "An event must end after it starts, on the same day (2 PM is 14:00).";
  return [problemAt(file, data, ["endTime"], message)];
}

/** "Everything in Community Supporter, plus:" needs a giving level to name; `ids` are every level's file name. */
export function tierIncludes(file: ContentFile, data: unknown, { id, ids = [] }: RuleContext): FoundProblem[] {
  if (!isRecord(data)) return [];
  const { includes } = data;
  if (typeof includes !== "string") return [];
  if (includes === id) {
    const message =
      `"includes" is ${asWritten(includes)}, this giving level's own file name. ` +
      "Name another giving level, or remove the line.";
    return [problemAt(file, data, ["includes"], message)];
  }
  if (ids.includes(includes)) return [];
  const others = ids.filter((other) => other !== id);
  const suggestion = nearestName(includes, others);
  const fix = suggestion
    ? `Did you mean ${asWritten(suggestion)}?`
    : `Use the file name (without .json) of another giving level: ${listOr(others)}.`;
  const message = `"includes" is ${asWritten(includes)}, but no giving level has that file name. ${fix}`;
  return [problemAt(file, data, ["includes"], message)];
}

const LINKED_BY: Record<string, string> = {
  [LINKED_TOPICS.volunteering]: "the About page's volunteer button",
  [LINKED_TOPICS.giving]: "the Donate Now buttons of giving levels without a checkout link",
  [LINKED_TOPICS.program]: "each program page's button",
};

/** Links on other pages choose topics by id, so those ids must be there, and no two topics may share one. */
export function contactTopics(file: ContentFile, data: unknown): FoundProblem[] {
  if (!isRecord(data) || !Array.isArray(data.topics)) return [];
  const ids = data.topics.map((topic: unknown) => (isRecord(topic) && typeof topic.id === "string" ? topic.id : null));
  const problems: FoundProblem[] = [];
  ids.forEach((topicId, index) => {
    if (topicId !== null && ids.indexOf(topicId) !== index) {
      const message = `"id" is ${asWritten(topicId)}, the same as an earlier topic's. Give each topic its own id.`;
      problems.push(problemAt(file, data, ["topics", index, "id"], message));
    }
  });
  for (const [linked, by] of Object.entries(LINKED_BY)) {
    if (ids.includes(linked)) continue;
    const message =
      `"topics" has no topic with the id ${asWritten(linked)}, which is chosen by ${by}. ` +
      `Add it back, for example { "id": "${linked}", "label": "…" }.`;
    problems.push(problemAt(file, data, ["topics"], message));
  }
  return problems;
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
    if (problem) problems.push(problemAt(file, data, path, `${fieldLabel(path)} ${problem}`));
  });
  return problems;
}
