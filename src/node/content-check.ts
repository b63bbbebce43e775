import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { nearestName } from "../lib/nearest";
import { issueProblems } from "./content-issues";
import { arrange, type ContentProblem, type FoundProblem } from "./content-problems";
import { ruleProblems } from "./content-rules";
import { CONTENT_FILES, type ContentFile } from "./content-schema";
import { readJson, type JsonSpot } from "./json-syntax";
import { asWritten } from "./wording";

/**
 * The check the build runs on data/ before Gatsby reads it. It looks at every file and reports every
 * problem at once, because a volunteer fixing one message per build would need a build per typo.
 */

const KNOWN = CONTENT_FILES.map((file) => file.name);

function topLevelFiles(dataDir: string): string[] {
  try {
    return readdirSync(dataDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A renamed file is the usual cause: "Events.json", "events.json.txt" (a hidden extension), "event.json". */
function missingFile(file: ContentFile, present: readonly string[]): FoundProblem {
  const strays = present.filter((name) => !KNOWN.includes(name));
  const lookalike =
    strays.find((name) => name.toLowerCase().startsWith(file.name.toLowerCase())) ?? nearestName(file.name, strays);
  const fix = lookalike
    ? `Is ${asWritten(lookalike)} meant to be it? Rename it to ${file.name}.`
    : "Put it back from the last published version of the site's files.";
  return { file: file.name, message: `the file is missing. ${fix}`, entry: -1, key: `${file.name}:missing` };
}

/** A JSON file the site does not read would silently show nothing. */
function strayFile(name: string): FoundProblem {
  const suggestion = nearestName(name, KNOWN);
  const fix = suggestion
    ? `Did you mean ${asWritten(suggestion)}? Move the content there, or remove this file.`
    : `The files it reads are ${KNOWN.join(", ")}. Move the content into one of them, or remove this file.`;
  const message = `the site does not read this file, so nothing in it would appear. ${fix}`;
  return { file: name, message, entry: -1, key: `${name}:stray` };
}

function syntaxProblem(file: ContentFile, spot: JsonSpot): FoundProblem {
  const place = `line ${spot.line}, column ${spot.column}`;
  return { file: file.name, place, message: spot.message, entry: -1, key: `${file.name}:${place}` };
}

function checkFile(file: ContentFile, dataDir: string, present: readonly string[]): FoundProblem[] {
  if (!present.includes(file.name)) return [missingFile(file, present)];
  const reading = readJson(readFileSync(path.join(dataDir, file.name), "utf8"));
  if (!reading.ok) return [syntaxProblem(file, reading.error)];
  const data = reading.value;
  const result = file.schema.safeParse(data);
  return [
    ...reading.warnings.map((spot) => syntaxProblem(file, spot)),
    ...(result.success ? [] : issueProblems(file, data, result.error.issues)),
    ...ruleProblems(file, data, dataDir),
  ];
}

/** Every problem in the data folder, in the order of the files and of the entries in each; [] when all is well. */
export function checkContent(dataDir: string): ContentProblem[] {
  const present = topLevelFiles(dataDir);
  const problems = [
    ...CONTENT_FILES.flatMap((file) => checkFile(file, dataDir, present)),
    ...present.filter((name) => name.endsWith(".json") && !KNOWN.includes(name)).map(strayFile),
  ];
  return arrange(problems, KNOWN);
}
