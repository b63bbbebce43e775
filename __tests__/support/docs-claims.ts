import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { markdownFiles, proseLines } from "./docs-links";

/**
 * What the README and docs/ say that the code can prove: the files and folders they name, the npm scripts they tell
 * readers to run, the post-build steps in order, and the Gatsby tunings. Each check returns its findings as
 * "where: what is wrong", an empty list when the documents tell the truth.
 */

/** Folders a build, a test run or an install writes: named by the documents, never committed. */
export const OUTPUT_FOLDERS = [
  "public/",
  ".cache/",
  ".test-sites/",
  "reports/",
  "screenshots/",
  "playwright-report/",
  "test-results/",
  "node_modules/",
];

/** Files the documents show staff how to add, as examples: they exist once someone adds them. */
export const EXAMPLES = ["data/events/spring-open-house.json", "data/guides/talking-with-your-teen.md", "data/images/guides/"];

/** A span in backticks, or a link's target: what a document names, with its line. */
interface Named {
  text: string;
  line: number;
  isLink?: boolean;
}

/** Every span in backticks and every link target of a Markdown text's prose (code blocks left out). */
function namedIn(text: string): Named[] {
  return proseLines(text).flatMap(({ line, number }) => [
    ...[...line.matchAll(/`([^`]+)`/g)].map((match) => ({ text: match[1] ?? "", line: number })),
    ...[...line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ text: match[1] ?? "", line: number, isLink: true })),
  ]);
}

/**
 * The repository path a name claims, or null when it claims none: one that starts at a top-level file or folder
 * of the repository ("src/lib/", "netlify.toml", "docs/testing.md"), or a link relative to its document. Patterns
 * (`<code>`, `…`, `*`), addresses on the site (`/admin/`) and web addresses claim nothing; nor does a folder-less
 * name of a file further down (`shapes.ts`), which the text around it places.
 */
export function claimedPath(root: string, document: string, named: string, isLink: boolean): string | null {
  const target = named.replace(/#.*$/, "").replace(/:\d+$/, "");
  if (target === "" || /[<>…*{}$\s]/.test(target) || /^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("/")) return null;
  if (isLink) return path.posix.normalize(path.posix.join(path.posix.dirname(document), target));
  const first = target.split("/")[0] ?? "";
  if (!/^[\w.@-]+$/.test(first) || !existsSync(path.join(root, first))) return null;
  if (!target.includes("/") && !/\.\w+$/.test(target)) return null;
  return target;
}

/** Every path a document names that is not in the repository (an output folder's content excepted). */
export function missingPaths(root: string, document: string, text: string): string[] {
  return namedIn(text).flatMap(({ text: named, line, isLink = false }) => {
    const claimed = claimedPath(root, document, named, isLink);
    if (claimed === null || OUTPUT_FOLDERS.some((folder) => `${claimed}/`.startsWith(folder)) || EXAMPLES.includes(claimed)) return [];
    return existsSync(path.join(root, claimed)) ? [] : [`${document}:${line}: ${claimed} does not exist`];
  });
}

/** The paths in the first column of the README's folder tree (the code block under "## Layout"), with their lines. */
export function layoutPaths(readme: string): Named[] {
  const lines = readme.split("\n");
  const start = lines.indexOf("## Layout");
  const open = lines.findIndex((line, index) => index > start && line.startsWith("```"));
  const close = lines.findIndex((line, index) => index > open && line.startsWith("```"));
  if (start === -1 || open === -1 || close === -1) return [];
  return lines.slice(open + 1, close).flatMap((line, index) => {
    const first = /^(\S+)\s{2,}\S/.exec(line)?.[1];
    return first ? [{ text: first, line: open + 2 + index }] : [];
  });
}

/** Every path of the README's folder tree that is not in the repository. */
export function missingLayoutPaths(root: string, readme: string): string[] {
  return layoutPaths(readme)
    .filter(({ text }) => !existsSync(path.join(root, text)))
    .map(({ text, line }) => `README.md:${line}: ${text} does not exist`);
}

/**
 * The npm scripts a text tells readers to run, in its prose and its code blocks alike: `npm run <name>`, and
 * `npm start`, `npm test`, `npm stop`, `npm restart`.
 */
export function npmScriptsNamed(text: string): Named[] {
  return text.split("\n").flatMap((line, index) =>
    [...line.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test|stop|restart)\b)/g)].map((match) => ({
      text: match[1] ?? match[2] ?? "",
      line: index + 1,
    })),
  );
}

/** Every npm script a document names that package.json does not have. */
export function unknownScripts(document: string, text: string, scripts: Record<string, string>): string[] {
  return npmScriptsNamed(text)
    .filter(({ text: name }) => !(name in scripts))
    .map(({ text: name, line }) => `${document}:${line}: npm script "${name}" is not in package.json`);
}

/** The prose lines of a document's section, from its `## heading` to the next heading of that level or higher. */
function section(text: string, heading: string): string[] {
  const lines = proseLines(text).map(({ line }) => line);
  const start = lines.findIndex((line) => line === `## ${heading}`);
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The post-build steps docs/architecture.md lists, in order: each numbered item starts with its function, `name()`. */
export function postBuildStepsListed(architecture: string): string[] {
  return section(architecture, "Post-build steps").flatMap((line) => {
    const item = /^\d+\. (.*)$/.exec(line);
    if (!item) return [];
    return [/^`(\w+)\(\)`/.exec(item[1] ?? "")?.[1] ?? `(item without its function: ${item[1] ?? ""})`];
  });
}

/** The steps gatsby-node.ts's onPostBuild runs, in order: every function it awaits by name. */
export function postBuildStepsRun(gatsbyNode: string): string[] {
  const start = gatsbyNode.indexOf("export const onPostBuild");
  if (start === -1) return [];
  const end = gatsbyNode.indexOf("\n};\n", start);
  const body = gatsbyNode.slice(start, end === -1 ? undefined : end);
  return [...body.matchAll(/\bawait (\w+)\(/g)].map((match) => match[1] ?? "");
}

/**
 * The tunings docs/upgrading-gatsby.md describes: the file names on its "File:" and "Files:" lines that have no
 * folder (a path with one names a file elsewhere), sorted.
 */
export function tuningsListed(upgrading: string): string[] {
  const names = proseLines(upgrading)
    .filter(({ line }) => /^Files?: /.test(line))
    .flatMap(({ line }) => [...line.matchAll(/`([\w.-]+\.tsx?)`/g)].map((match) => match[1] ?? ""));
  return [...new Set(names)].sort();
}

/** Where docs/architecture.md's post-build steps differ from those gatsby-node.ts runs; nothing when they agree. */
export function postBuildMismatch(architecture: string, gatsbyNode: string): string[] {
  const [listed, run] = [postBuildStepsListed(architecture), postBuildStepsRun(gatsbyNode)];
  if (run.length > 0 && listed.join() === run.join()) return [];
  return [`docs/architecture.md: its post-build steps are ${listed.join(", ") || "(none)"}; onPostBuild runs ${run.join(", ") || "(none)"}`];
}

/** Where docs/upgrading-gatsby.md's tunings differ from the files of src/node/gatsby/tuning/; nothing when they agree. */
export function tuningMismatch(upgrading: string, files: readonly string[]): string[] {
  const listed = tuningsListed(upgrading);
  const sorted = [...files].sort();
  if (sorted.length > 0 && listed.join() === sorted.join()) return [];
  return [`docs/upgrading-gatsby.md: its File lines name ${listed.join(", ") || "(none)"}; src/node/gatsby/tuning/ holds ${sorted.join(", ")}`];
}

/** Every finding of every check, on the project's own documents. */
export function docsFindings(root: string): string[] {
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
  const findings = markdownFiles(root).flatMap((document) => {
    const text = read(document);
    return [...missingPaths(root, document, text), ...unknownScripts(document, text, scripts)];
  });
  findings.push(...missingLayoutPaths(root, read("README.md")));
  findings.push(...postBuildMismatch(read("docs/architecture.md"), read("gatsby-node.ts")));
  findings.push(...tuningMismatch(read("docs/upgrading-gatsby.md"), readdirSync(path.join(root, "src/node/gatsby/tuning"))));
  return findings;
}
