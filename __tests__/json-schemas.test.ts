/** @jest-environment node */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SETTINGS_FILES } from "../src/node/content-schema";
import { JSON_SCHEMA_DIR, jsonSchemaFileName, jsonSchemaFiles } from "../src/node/json-schemas";

/**
 * The JSON Schemas in schemas/ are generated from the content schema and committed, so that editors find
 * them without a build. This test fails when they fall behind; it rewrites them when run with
 * UPDATE_JSON_SCHEMAS=1 (`UPDATE_JSON_SCHEMAS=1 npx jest json-schemas`).
 */

const ROOT = path.join(__dirname, "..");
const SCHEMA_DIR = path.join(ROOT, JSON_SCHEMA_DIR);
const REGENERATE = "UPDATE_JSON_SCHEMAS=1 npx jest json-schemas";

if (process.env.UPDATE_JSON_SCHEMAS === "1") {
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const { name, text } of jsonSchemaFiles()) {
    mkdirSync(path.dirname(path.join(SCHEMA_DIR, name)), { recursive: true });
    writeFileSync(path.join(SCHEMA_DIR, name), text);
  }
}

function readText(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

describe("the JSON Schemas that editors use", () => {
  it.each(jsonSchemaFiles())("schemas/$name is up to date with src/node/content-schema.ts", ({ name, text }) => {
    const committed = readText(path.join(SCHEMA_DIR, name));
    if (committed !== text) throw new Error(`schemas/${name} is out of date or missing. Regenerate the schemas: ${REGENERATE}`);
  });

  it("has no schema left over for a file the site no longer reads", () => {
    const expected = jsonSchemaFiles().map(({ name }) => name).sort();
    const present = readdirSync(SCHEMA_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(SCHEMA_DIR, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(present).toEqual(expected);
  });

  it("are mapped to every data file in .vscode/settings.json", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8")) as {
      "json.schemas": { fileMatch: string[]; url: string }[];
    };
    const mapped = settings["json.schemas"].map(({ fileMatch, url }) => [fileMatch, url]);
    expect(mapped).toEqual(jsonSchemaFiles().map((file) => [[file.fileMatch], `./${JSON_SCHEMA_DIR}/${file.name}`]));
  });

  it("are named by the data files that are a single group of fields, which can carry $schema", () => {
    for (const { name } of SETTINGS_FILES) {
      const data = JSON.parse(readFileSync(path.join(ROOT, "data", name), "utf8")) as { $schema?: string };
      const fromFile = path.relative(path.dirname(path.join(ROOT, "data", name)), path.join(SCHEMA_DIR, jsonSchemaFileName(name)));
      expect(data.$schema).toBe(fromFile);
    }
  });
});
