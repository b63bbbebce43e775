// Checks that the committed src/gatsby-types.d.ts still types the project's queries as the build has just
// written them. Only the queries' own types count (`type …Query = …`, `…QueryVariables`, `…Fragment`): the rest of
// the file also holds what Gatsby infers from the content (a File's child fields for each folder of data/), which
// a staff edit may change without any code changing.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const TYPES_FILE = "src/gatsby-types.d.ts";
/** Where the test build writes the types it generates (GATSBY_TYPES_FILE in gatsby-config.ts). */
export const TEST_BUILD_TYPES_FILE = ".cache/gatsby-types.d.ts";
const QUERY_TYPE = /^type (\w+(?:Query|QueryVariables|Fragment)) = .*$/;

/** The query types of a typegen file, by name. */
export function queryTypes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of text.split("\n")) {
    const match = QUERY_TYPE.exec(line);
    if (match?.[1]) found.set(match[1], line);
  }
  return found;
}

/** The names of the query types that differ between two typegen files (added, removed or changed). */
export function changedQueryTypes(committed: string, written: string): string[] {
  const [before, after] = [queryTypes(committed), queryTypes(written)];
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

if (require.main === module) {
  const root = path.resolve(__dirname, "..");
  const committed = execFileSync("git", ["show", `HEAD:${TYPES_FILE}`], { cwd: root, encoding: "utf8" });
  const written = readFileSync(path.join(root, TEST_BUILD_TYPES_FILE), "utf8");
  const changed = changedQueryTypes(committed, written);
  if (changed.length > 0) {
    console.error(`The build typed these queries differently from the committed ${TYPES_FILE}: ${changed.join(", ")}.`);
    console.error(`Copy ${TEST_BUILD_TYPES_FILE} over ${TYPES_FILE} and commit it (see docs/architecture.md#generated-files).`);
    process.exit(1);
  }
  console.log(`${TYPES_FILE}: the committed query types match the test build's (${queryTypes(written).size} types).`);
}
