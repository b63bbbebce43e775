import { z } from "zod";
import { LIST_KINDS, SETTINGS_KINDS } from "../../content/registry";

/**
 * The content registry's shapes as JSON Schema files, for editors: with them, VS Code and other editors complete field
 * names, list the icon names and flag a wrong value while the file is being typed. Checks that need more
 * than the file itself (does the picture exist, is the time zone known) stay with the build's check.
 */

/** Where the files live, relative to the project: outside data/, which Gatsby reads as content. */
export const JSON_SCHEMA_DIR = "schemas";

export interface JsonSchemaFile {
  /** The path inside schemas/: "pages/home.schema.json", "events.schema.json". */
  name: string;
  /** The data files it describes, as .vscode/settings.json matches them: "/data/events/*.json". */
  fileMatch: string;
  /** The text, exactly as committed. */
  text: string;
}

export function jsonSchemaFileName(dataFile: string): string {
  return dataFile.replace(/\.json$/, ".schema.json");
}

function schemaText(schema: z.ZodType): string {
  // draft-07 is the newest draft that every common editor understands fully.
  return `${JSON.stringify(z.toJSONSchema(schema, { target: "draft-07", io: "input" }), null, 2)}\n`;
}

/** One schema per settings file, and one per list folder that each of its entries follows. */
export function jsonSchemaFiles(): JsonSchemaFile[] {
  return [
    ...SETTINGS_KINDS.map((kind) => ({
      name: jsonSchemaFileName(kind.file),
      fileMatch: `/data/${kind.file}`,
      text: schemaText(kind.shape),
    })),
    // A Markdown entry's front matter is YAML, which code editors do not check against a JSON Schema.
    ...LIST_KINDS.filter((list) => list.format !== "markdown").map((list) => ({
      name: `${list.folder}.schema.json`,
      fileMatch: `/data/${list.folder}/*.json`,
      text: schemaText(list.shape),
    })),
  ];
}
