/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_KINDS, isMarkdownKind } from "../src/node/content/registry";

/**
 * Every Markdown kind is gatsby-transformer-remark's MarkdownRemark, so a query that lists them names its kind's
 * folder (or the ids of entries a filtered query found); otherwise a second Markdown kind would show up among
 * the guides.
 */

const ROOT = path.join(__dirname, "..");
const MARKDOWN_FOLDERS = CONTENT_KINDS.filter(isMarkdownKind).map((kind) => kind.folder);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The arguments of each `allMarkdownRemark(…)` in the project's queries, by file. */
function listQueries(): { file: string; args: string }[] {
  return [...sourceFiles(path.join(ROOT, "src")), path.join(ROOT, "gatsby-node.ts"), path.join(ROOT, "gatsby-config.ts")].flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/allMarkdownRemark\s*(\(([^()]|\([^()]*\))*\))?\s*\{/g)].map((match) => ({
      file: path.relative(ROOT, file),
      args: match[1] ?? "",
    }));
  });
}

describe("queries of Markdown entries", () => {
  const queries = listQueries();

  it("finds the queries that list guides", () => {
    expect(queries.length).toBeGreaterThanOrEqual(5);
  });

  it("each names its kind's folder, or the ids a filtered query found", () => {
    const unfiltered = queries.filter(({ args }) => !/folder: \{ eq: /.test(args) && !/\bid: \{ in: \$/.test(args));
    expect(unfiltered).toEqual([]);
  });

  it("names only folders of the registry's Markdown kinds", () => {
    const named = queries.flatMap(({ args }) => [...args.matchAll(/folder: \{ eq: "([^"]+)" \}/g)].map((match) => match[1]));
    for (const folder of named) expect(MARKDOWN_FOLDERS).toContain(folder);
  });
});
