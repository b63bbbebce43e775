import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LINKED_TOPICS } from "../lib/contact-topics";
import { DATE_PATTERN, minutesOfDay, TIME_PATTERN } from "../lib/datetime";
import { nearestName } from "../lib/nearest";
import { guidePath } from "../lib/routes";
import { editorHints, isImagePath } from "./field-notes";
import { isSitePath } from "./fields";
import { fieldsOf, isRecord, unwrap, type FieldPath } from "./field-paths";
import { readJson } from "./json-syntax";
import { sitePaths } from "./markdown";
import { pictureProblem } from "./pictures";
import { fieldLabel, problemAt } from "./report";
import type { ContentFile, FoundProblem, RuleContext } from "./types";
import { asWritten } from "./wording";
import { GATSBY_FOLDERS } from "../node/gatsby/tuning/public-layout";

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
    const message = `"includes" is ${asWritten(includes)}, this giving level's own file name. ` + "Name another giving level, or remove the line.";
    return [problemAt(file, data, ["includes"], message)];
  }
  if (ids.includes(includes)) return [];
  const others = ids.filter((other) => other !== id);
  const suggestion = nearestName(includes, others);
  const fix = suggestion ? `Did you mean ${asWritten(suggestion)}?` : `Use the file name (without .json) of another giving level: ${listOr(others)}.`;
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
    for (const [key, field] of Object.entries(fieldsOf(inner))) {
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

/** A settings file of data/ as written, or undefined when it cannot be read (its own check says why). */
function readSettings(dataDir: string | undefined, file: string): Record<string, unknown> | undefined {
  if (!dataDir) return undefined;
  try {
    const reading = readJson(readFileSync(path.join(dataDir, file), "utf8"));
    return reading.ok && isRecord(reading.value) ? reading.value : undefined;
  } catch {
    return undefined;
  }
}

/** The ids of a list in a settings file: the topics of data/pages/resources.json. */
function idsIn(settings: Record<string, unknown>, list: string): string[] {
  const items = settings[list];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => (isRecord(item) && typeof item.id === "string" ? [item.id] : []));
}

/** A guide is reviewed on or after the day it was published. */
export function guideDates(file: ContentFile, data: unknown): FoundProblem[] {
  if (!isRecord(data)) return [];
  const { published, reviewed } = data;
  if (typeof published !== "string" || typeof reviewed !== "string") return [];
  if (!DATE_PATTERN.test(published) || !DATE_PATTERN.test(reviewed) || reviewed >= published) return [];
  const message =
    `"reviewed" is ${asWritten(reviewed)}, before the guide was published on ${asWritten(published)}. ` +
    "A guide is reviewed on or after the day it is published: check both dates.";
  return [problemAt(file, data, ["reviewed"], message)];
}

/**
 * Ids chosen from a list in a settings file (a guide's topics and audiences) must be in that list, or the guide
 * would name a topic that has no page.
 */
export function guideChoices(file: ContentFile, data: unknown, { dataDir }: RuleContext): FoundProblem[] {
  if (!isRecord(data)) return [];
  const problems: FoundProblem[] = [];
  for (const [field, schema] of Object.entries(fieldsOf(file.schema))) {
    const hint = editorHints.get(unwrap(schema));
    const chosen = data[field];
    if (hint?.widget !== "choice" || !Array.isArray(chosen)) continue;
    const settings = readSettings(dataDir, hint.file);
    if (!settings) continue;
    const known = idsIn(settings, hint.list);
    chosen.forEach((value: unknown, index) => {
      if (typeof value !== "string" || known.includes(value)) return;
      const suggestion = nearestName(value, known);
      const fix = suggestion ? `Did you mean ${asWritten(suggestion)}?` : `Use one of: ${known.join(", ")}.`;
      const message =
        `item ${index + 1} of ${asWritten(field)} is ${asWritten(value)}, which is not in the ${hint.list} of ` +
        `data/${hint.file}. ${fix} To add a new one, add it to that file first.`;
      problems.push(problemAt(file, data, [field, index], message));
    });
  }
  return problems;
}

/** A field that names another entry by its file name (a guide's program) must name one that exists. */
export function relations(file: ContentFile, data: unknown, { dataDir }: RuleContext): FoundProblem[] {
  if (!isRecord(data) || !dataDir) return [];
  const problems: FoundProblem[] = [];
  for (const [field, schema] of Object.entries(fieldsOf(file.schema))) {
    const hint = editorHints.get(unwrap(schema));
    const value = data[field];
    if (hint?.widget !== "relation" || typeof value !== "string") continue;
    let entries: string[];
    try {
      entries = readdirSync(path.join(dataDir, hint.collection));
    } catch {
      entries = [];
    }
    const ids = entries.filter((name) => /\.(json|md)$/.test(name)).map((name) => name.replace(/\.(json|md)$/, ""));
    if (ids.includes(value)) continue;
    const suggestion = nearestName(value, ids);
    const fix = suggestion
      ? `Did you mean ${asWritten(suggestion)}?`
      : ids.length > 0
        ? `Use the file name (without its ending) of a file in data/${hint.collection}/: ${listOr(ids)}.`
        : schema instanceof z.ZodOptional
          ? `data/${hint.collection}/ is empty, so leave it out.`
          : `data/${hint.collection}/ is empty: add it there first.`;
    const message = `${asWritten(field)} is ${asWritten(value)}, but there is no such file in data/${hint.collection}/. ${fix}`;
    problems.push(problemAt(file, data, [field], message));
  }
  return problems;
}

/** Topics and audiences are found by their id, so no two in one list may share it. */
export function uniqueIds(file: ContentFile, data: unknown): FoundProblem[] {
  if (!isRecord(data)) return [];
  const problems: FoundProblem[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (!Array.isArray(value)) continue;
    const ids = value.map((item: unknown) => (isRecord(item) && typeof item.id === "string" ? item.id : null));
    ids.forEach((itemId, index) => {
      if (itemId === null || ids.indexOf(itemId) === index) return;
      const message = `"id" is ${asWritten(itemId)}, the same as an earlier one in ${asWritten(field)}. Give each its own id.`;
      problems.push(problemAt(file, data, [field, index, "id"], message));
    });
  }
  return problems;
}

/** A picture needs its description: a guide's picture is optional, but never without the words that stand for it. */
export function pictureDescribed(file: ContentFile, data: unknown): FoundProblem[] {
  if (!isRecord(data) || typeof data.image !== "string" || data.imageAlt !== undefined) return [];
  const message =
    `"imageAlt" is missing, but the ${file.item ?? "entry"} has a picture. Add it: what the picture shows, in one ` +
    "sentence, for people who cannot see it.";
  return [problemAt(file, data, ["imageAlt"], message)];
}

/** Folders and files the build writes beside the pages of data/: Gatsby's own, the editor, the search index, 404. */
const BUILT_ADDRESSES = new RegExp(`^/(?:(?:${["admin", "pagefind", ...GATSBY_FOLDERS].join("|")})(?:/|$)|404(?:\\.html|/)?$)`);

/** "/resources/old-name" and "/Resources/Old-Name/" are one address to the host: with or without a final slash, in any case. */
function sameAddress(address: string): string {
  const lower = address.toLowerCase();
  return lower.endsWith("/") || /\.[a-z0-9]+$/.test(lower) ? lower : `${lower}/`;
}

/**
 * A guide's earlier addresses (redirectFrom) send visitors on to it, so each must be an address that leads nowhere
 * else: not the guide's own (the redirect would loop), not another page of the site (the redirect would hide it or
 * never apply), and given once, by one guide.
 */
export function earlierAddresses(file: ContentFile, data: unknown, { id, pages, entries, dataDir }: RuleContext): FoundProblem[] {
  if (!isRecord(data) || !Array.isArray(data.redirectFrom) || !id) return [];
  const own = sameAddress(guidePath(id));
  const live = new Set([...(pages?.() ?? (dataDir ? sitePaths(dataDir) : []))].map(sameAddress));
  const problems: FoundProblem[] = [];
  const seen: string[] = [];
  data.redirectFrom.forEach((address: unknown, index) => {
    // A value that is not an address on the site already has the field's own message.
    if (typeof address !== "string" || !isSitePath(address)) return;
    const same = sameAddress(address);
    const item = `item ${index + 1} of "redirectFrom" is ${asWritten(address)}`;
    const say = (message: string) => problems.push(problemAt(file, data, ["redirectFrom", index], `${item}, ${message}`));
    const earlier = seen.indexOf(same);
    seen.push(same);
    if (same === own) {
      say("the guide's own address. List only the addresses it had before, or remove the item.");
    } else if (live.has(same) || BUILT_ADDRESSES.test(same)) {
      say("the address of a page the site has now, which a redirect would hide. List only addresses that lead " + "nowhere now, or remove the item.");
    } else if (earlier !== -1) {
      say(`the same as item ${earlier + 1}. Remove one of them.`);
    } else {
      const other = [...(entries?.() ?? [])].find(
        ([otherId, otherData]) =>
          otherId !== id &&
          isRecord(otherData) &&
          Array.isArray(otherData.redirectFrom) &&
          otherData.redirectFrom.some((theirs: unknown) => typeof theirs === "string" && sameAddress(theirs) === same),
      );
      if (other) {
        const [otherId, otherData] = other;
        const title = isRecord(otherData) && typeof otherData.title === "string" ? `the guide ${asWritten(otherData.title)}` : "another guide";
        say(`which ${title} (data/guides/${otherId}.md) lists too. An old address can lead to one guide only: remove ` + "it from one of them.");
      }
    }
  });
  return problems;
}

/** A credential belongs to a named reviewer: alone, the page would have nobody to show it after. */
export function reviewerNamed(file: ContentFile, data: unknown): FoundProblem[] {
  if (!isRecord(data) || data.reviewerCredential === undefined || data.reviewerName !== undefined) return [];
  const message =
    `"reviewerCredential" is ${asWritten(data.reviewerCredential)}, but the guide names no reviewer. Add ` +
    '"reviewerName", the person who reviewed it, or remove the credential.';
  return [problemAt(file, data, ["reviewerCredential"], message)];
}
