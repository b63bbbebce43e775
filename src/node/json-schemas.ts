import { z } from "zod";
import { CONTENT_FILES } from "./content-schema";

/**
 * The content schema as JSON Schema files, for editors: with them, VS Code and other editors complete field
 * names, list the icon names and flag a wrong value while the file is being typed. Checks that need more
 * than the file itself (does the picture exist, is the time zone known) stay with the build's check.
 */

/** Where the files live, relative to the project: outside data/, which Gatsby reads as content. */
export const JSON_SCHEMA_DIR = "schemas";

export function jsonSchemaFileName(dataFile: string): string {
  return dataFile.replace(/\.json$/, ".schema.json");
}

/** Each generated file's name and text, exactly as committed. */
export function jsonSchemaFiles(): { name: string; text: string }[] {
  return CONTENT_FILES.map((file) => ({
    name: jsonSchemaFileName(file.name),
    // draft-07 is the newest draft that every common editor understands fully.
    text: `${JSON.stringify(z.toJSONSchema(file.schema, { target: "draft-07", io: "input" }), null, 2)}\n`,
  }));
}
