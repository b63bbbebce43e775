import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { applyEdits, modify, parse } from "jsonc-parser";
import { SETTINGS_KINDS } from "../../content/registry";
import { ROOT } from "../project";
import { JSON_SCHEMA_DIR, jsonSchemaFileName, jsonSchemaFiles } from "./json-schemas";

/**
 * Every file generated from the content registry and committed, so that code editors find them without a build:
 * the JSON Schemas, VS Code's mapping of schemas to data files, and the "$schema" line of each settings file.
 * `npm run generate` writes them; the tests only compare. The content editor's configuration is made by every
 * build instead (src/node/editor/bundle.ts), since it follows data/languages.json.
 */

export interface GeneratedFile {
  /** Relative to the project: "schemas/events.schema.json". */
  file: string;
  /** The whole text, as it should be committed. */
  text: string;
}

export const VSCODE_SETTINGS = ".vscode/settings.json";

function vscodeSettings(): string {
  const schemas = jsonSchemaFiles().map((schema) => ({
    fileMatch: [schema.fileMatch],
    url: `./${JSON_SCHEMA_DIR}/${schema.name}`,
  }));
  return `${JSON.stringify({ "json.schemas": schemas }, null, 2)}\n`;
}

/** A settings file's "$schema": the path from the file to its JSON Schema. */
export function schemaReferenceOf(dataFile: string): string {
  const from = path.posix.dirname(path.posix.join("data", dataFile));
  return path.posix.relative(from, path.posix.join(JSON_SCHEMA_DIR, jsonSchemaFileName(dataFile)));
}

/**
 * The settings file with its "$schema" line set, and nothing else changed (comments, order and spacing as
 * staff left them). A file that cannot be read as JSON is left to the build's check.
 */
function withSchemaReference(text: string, dataFile: string): string {
  const reference = schemaReferenceOf(dataFile);
  const data = parse(text) as unknown;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return text;
  if ((data as { $schema?: unknown }).$schema === reference) return text;
  const edits = modify(text, ["$schema"], reference, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" },
    getInsertionIndex: () => 0,
  });
  return applyEdits(text, edits);
}

/** Every generated file, with the text it should have, for the project at `root`. */
export function generatedFiles(root: string = ROOT): GeneratedFile[] {
  const dataFiles = SETTINGS_KINDS.map((kind) => `data/${kind.file}`)
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({
      file,
      text: withSchemaReference(readFileSync(path.join(root, file), "utf8"), file.slice("data/".length)),
    }));
  return [
    ...jsonSchemaFiles().map((schema) => ({ file: `${JSON_SCHEMA_DIR}/${schema.name}`, text: schema.text })),
    { file: VSCODE_SETTINGS, text: vscodeSettings() },
    ...dataFiles,
  ];
}

/** Files in schemas/ that no kind of content has any more. */
export function leftOverSchemas(root: string = ROOT): string[] {
  const dir = path.join(root, JSON_SCHEMA_DIR);
  if (!existsSync(dir)) return [];
  const expected = new Set(jsonSchemaFiles().map((schema) => `${JSON_SCHEMA_DIR}/${schema.name}`));
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !expected.has(file))
    .sort();
}

/** Generated files that differ from what is in the project: what `npm run generate` would change. */
export function staleFiles(root: string = ROOT): string[] {
  const differing = generatedFiles(root)
    .filter(({ file, text }) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), "utf8") !== text)
    .map(({ file }) => file);
  return [...differing, ...leftOverSchemas(root)];
}

/** Writes every generated file that differs and removes left-over schemas; returns what changed. */
export function writeGeneratedFiles(root: string = ROOT): string[] {
  const changed = staleFiles(root);
  for (const { file, text } of generatedFiles(root)) {
    if (!changed.includes(file)) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  for (const file of leftOverSchemas(root)) rmSync(path.join(root, file));
  return changed;
}
