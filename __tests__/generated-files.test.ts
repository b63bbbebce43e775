/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SETTINGS_KINDS } from "../src/content/registry";
import { generatedFiles, leftOverSchemas, schemaReferenceOf, staleFiles, VSCODE_SETTINGS } from "../src/node/generate/files";
import { JSON_SCHEMA_DIR, jsonSchemaFiles } from "../src/node/generate/json-schemas";
import { ROOT } from "../src/node/project";

/**
 * The files generated from the content registry are committed, so that editors and the content editor find
 * them without a build. These tests only compare: `npm run generate` writes them.
 */

describe("the files generated from the content registry", () => {
  it("are all up to date (run `npm run generate` after changing the registry)", () => {
    expect(staleFiles()).toEqual([]);
  });

  it("cover the JSON Schemas, VS Code's settings and each settings file's $schema, and not the editor's configuration", () => {
    const files = generatedFiles().map(({ file }) => file);
    expect(files).toEqual(expect.arrayContaining([VSCODE_SETTINGS, "data/site.json"]));
    // Made by every build from data/languages.json (src/node/editor/bundle.ts).
    expect(files.filter((file) => file.endsWith("config.yml"))).toEqual([]);
    expect(files.filter((file) => file.startsWith(`${JSON_SCHEMA_DIR}/`))).toHaveLength(jsonSchemaFiles().length);
    expect(leftOverSchemas()).toEqual([]);
  });

  it("point every settings file at its schema, from where the file is", () => {
    for (const kind of SETTINGS_KINDS) {
      const data = JSON.parse(readFileSync(path.join(ROOT, "data", kind.file), "utf8")) as { $schema?: string };
      const schema = path.resolve(path.dirname(path.join(ROOT, "data", kind.file)), schemaReferenceOf(kind.file));
      expect(data.$schema).toBe(schemaReferenceOf(kind.file));
      expect(readdirSync(path.dirname(schema))).toContain(path.basename(schema));
    }
  });

  it("map every schema to its data files in .vscode/settings.json", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, VSCODE_SETTINGS), "utf8")) as {
      "json.schemas": { fileMatch: string[]; url: string }[];
    };
    const mapped = settings["json.schemas"].map(({ fileMatch, url }) => [fileMatch, url]);
    expect(mapped).toEqual(jsonSchemaFiles().map((file) => [[file.fileMatch], `./${JSON_SCHEMA_DIR}/${file.name}`]));
  });
});
