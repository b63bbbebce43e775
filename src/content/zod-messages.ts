import type { z } from "zod";
import { nearestName } from "../lib/nearest";
import { fieldsOf, metaOf, schemaAt, unwrap, valueAt, type FieldPath } from "./field-paths";
import { objectNames } from "./field-notes";
import { fieldLabel, problemAt } from "./report";
import type { ContentFile, FoundProblem } from "./types";
import { asWritten, lowerFirst } from "./wording";

/**
 * Turns what zod found into sentences. The schema's own checks already carry their wording; what is left is
 * said here: a field that is missing, a value of the wrong kind, and a field name the schema does not know.
 */

type Issue = z.core.$ZodIssue;

/** A value written on one line, with spaces, as a volunteer would type it: { "name": "…" }. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[ ${value.map(inline).join(", ")} ]`;
  if (typeof value === "object" && value !== null) {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${asWritten(key)}: ${inline(item)}`)
      .join(", ")} }`;
  }
  return asWritten(value);
}

/** What kind of value belongs in a field, with the schema's example. */
function shouldBe(expected: string, example: unknown): string {
  const such = example === undefined ? "" : `, such as ${inline(example)}`;
  switch (expected) {
    case "number":
      return `should be a number such as ${asWritten(example ?? 25)}, without quotes or a $ sign.`;
    case "boolean":
      return "should be true or false, without quotes.";
    case "array":
      return `should be a list between [ and ]${such}.`;
    case "object":
      return `should be a group of fields between { and }${such}.`;
    default:
      return `should be text in double quotes${such}.`;
  }
}

type IssueOf<Code extends Issue["code"]> = Extract<Issue, { code: Code }>;

function missingOrWrongType(file: ContentFile, data: unknown, issue: IssueOf<"invalid_type">, path: FieldPath): string {
  const schema = schemaAt(file.schema, path);
  const { description, example } = metaOf(schema);
  const found = valueAt(data, path);
  if (path.length === 0) {
    return file.item
      ? `the file should be one ${file.item}: a group of fields, starting with { and ending with }.`
      : "the file should be one group of fields, starting with { and ending with }.";
  }
  const label = fieldLabel(path);
  if (!found.present) {
    return description ? `${label} is missing. Add it: ${lowerFirst(description)}.` : `${label} is missing.`;
  }
  if (found.value === null) {
    const optional = schema !== undefined && schema !== unwrap(schema);
    const orRemove = optional ? " If it is not needed, remove the whole line." : "";
    return `${label} has no value (it says null). It ${shouldBe(issue.expected, example)}${orRemove}`;
  }
  return `${label} ${shouldBe(issue.expected, example)}`;
}

function unknownFields(file: ContentFile, data: unknown, issue: IssueOf<"unrecognized_keys">, path: FieldPath): FoundProblem[] {
  const schema = schemaAt(file.schema, path);
  const noun = schema ? (objectNames.get(unwrap(schema))?.noun ?? "this group") : "this group";
  const known = Object.keys(schema ? fieldsOf(schema) : {}).filter((name) => name !== "$schema");
  return issue.keys.map((key) => {
    const suggestion = nearestName(key, known);
    const fix = suggestion ? `Did you mean ${asWritten(suggestion)}?` : `Remove it, or check its spelling: the fields are ${known.join(", ")}.`;
    // Inside a list of groups (the values), say which item; elsewhere the group's noun is enough.
    const field = path.some((step) => typeof step === "number") ? fieldLabel([...path, key]) : asWritten(key);
    return problemAt(file, data, path, `${field} is not a field of ${noun}. ${fix}`, [...path, key].join("/"));
  });
}

/** Every issue zod reported for one file, in plain words. */
export function issueProblems(file: ContentFile, data: unknown, issues: readonly Issue[]): FoundProblem[] {
  return issues.flatMap((issue) => {
    const path = issue.path.filter((step): step is string | number => typeof step !== "symbol");
    if (issue.code === "unrecognized_keys") return unknownFields(file, data, issue, path);
    if (issue.code === "invalid_type") {
      return [problemAt(file, data, path, missingOrWrongType(file, data, issue, path))];
    }
    // Every other issue comes from a check in the schema, whose message already says what is wrong.
    const subject = path.length === 0 ? "the file" : fieldLabel(path);
    return [problemAt(file, data, path, `${subject} ${issue.message}`)];
  });
}
