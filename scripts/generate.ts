/**
 * `npm run generate`: writes every file generated from the content registry (src/content/registry.ts) —
 * the JSON Schemas in schemas/, .vscode/settings.json and the "$schema" line of each
 * settings file in data/. Run it after changing a kind of content; the tests fail while a file is out of date.
 */
import { writeGeneratedFiles } from "../src/node/generate/files";

const changed = writeGeneratedFiles();
process.stdout.write(changed.length === 0 ? "Every generated file is up to date.\n" : `Updated:\n${changed.map((file) => `  ${file}\n`).join("")}`);
