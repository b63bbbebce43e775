import { z } from "zod";

/**
 * Finding one field in a data file and in its schema at the same time: a problem is reported at a path such
 * as [1, "location", "name"], and its message needs both what was written there and what the schema says
 * the field is.
 */

export type FieldPath = readonly (string | number)[];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The schema of the value itself, without the "may be left out" wrapper. */
export function unwrap(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;
}

/** The fields an object schema declares, or none for any other schema. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? inner.shape : {};
}

export function schemaAt(schema: z.ZodType, path: FieldPath): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const step of path) {
    if (!current) return undefined;
    const inner = unwrap(current);
    if (typeof step === "number") current = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
    else current = fieldsOf(inner)[step];
  }
  return current;
}

export interface FoundValue {
  /** False when the field is not written at all (as opposed to written as null). */
  present: boolean;
  value: unknown;
}

export function valueAt(data: unknown, path: FieldPath): FoundValue {
  let current: unknown = data;
  for (const step of path) {
    const present = typeof step === "number" ? Array.isArray(current) && step < current.length : isRecord(current) && step in current;
    if (!present) return { present: false, value: undefined };
    current = (current as Record<string | number, unknown>)[step];
  }
  return { present: true, value: current };
}

/** A schema's description and first example, from its own metadata or, if it is optional, its inner schema's. */
export function metaOf(schema: z.ZodType | undefined): { description?: string; example?: unknown } {
  if (!schema) return {};
  const meta = schema.meta() ?? unwrap(schema).meta() ?? {};
  const examples = meta.examples;
  return {
    description: typeof meta.description === "string" ? meta.description : undefined,
    example: Array.isArray(examples) ? (examples[0] as unknown) : undefined,
  };
}
