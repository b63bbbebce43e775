import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";

/**
 * Links into the documentation: from the README and docs/ (Markdown links) and from the code's messages (any
 * `docs/<file>.md` or `docs/<file>.md#anchor` written in a source file). A link is broken when its file is
 * missing, or when its anchor is not one GitHub makes from a heading of that file.
 */

export interface DocLink {
  /** Where the link is written, from the root, with its line: "README.md:12". */
  from: string;
  /** The linked file from the root ("docs/testing.md"), and the anchor after "#", if any. */
  file: string;
  anchor: string | null;
}

/** Where messages that point to docs/ are written. */
export const SOURCE_FOLDERS = ["src", "scripts", "netlify"];
const SOURCE_FILE = /\.(tsx?|jsx?|mjs|cjs)$/;

const toPosix = (file: string) => file.split(path.sep).join("/");

function filesIn(root: string, folder: string, pattern: RegExp): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => toPosix(path.relative(root, path.join(entry.parentPath, entry.name))))
    .sort();
}

/** The README and every Markdown file under docs/. */
export function markdownFiles(root: string): string[] {
  return [...(existsSync(path.join(root, "README.md")) ? ["README.md"] : []), ...filesIn(root, "docs", /\.md$/)];
}

/** Each line of a Markdown text outside fenced code blocks, with its number (from 1). */
export function proseLines(text: string): { line: string; number: number }[] {
  let fence: string | null = null;
  const lines: { line: string; number: number }[] = [];
  text.split("\n").forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** A heading's text as GitHub renders it: no code marks, emphasis or link addresses. */
function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\*+/g, "");
}

/** The anchors GitHub gives a Markdown file's headings (repeated headings get -1, -2 …). */
export function anchorsOf(text: string): string[] {
  const slugger = new GithubSlugger();
  return proseLines(text)
    .map(({ line }) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined)
    .map((heading) => slugger.slug(headingText(heading)));
}

function split(target: string): { file: string; anchor: string | null } {
  const hash = target.indexOf("#");
  return hash === -1 ? { file: target, anchor: null } : { file: target.slice(0, hash), anchor: target.slice(hash + 1) };
}

/** The links of a Markdown file to Markdown files of the project (itself included, for "#anchor" links). */
export function linksInMarkdown(root: string, file: string): DocLink[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return proseLines(text).flatMap(({ line, number }) => {
    const prose = line.replace(/`[^`]*`/g, "");
    return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
      const target = match[1] ?? "";
      if (/^[a-z][a-z+.-]*:/i.test(target)) return [];
      const { file: linked, anchor } = split(target);
      if (linked !== "" && !linked.endsWith(".md")) return [];
      const resolved = linked === "" ? file : toPosix(path.normalize(path.join(path.dirname(file), linked)));
      return [{ from: `${file}:${number}`, file: resolved, anchor }];
    });
  });
}

/** Every `docs/<file>.md` (with its anchor, if any) written in the source files under SOURCE_FOLDERS. */
export function linksInSources(root: string): DocLink[] {
  return SOURCE_FOLDERS.flatMap((folder) => filesIn(root, folder, SOURCE_FILE)).flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        [...line.matchAll(/(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\w-]+)?/g)].map((match) => ({
          from: `${file}:${index + 1}`,
          ...split(match[0]),
        })),
      ),
  );
}

/** Why a link is broken, or null when it leads to an existing file and heading. */
export function problemWith(root: string, link: DocLink): string | null {
  const target = path.join(root, link.file);
  if (!existsSync(target) || !statSync(target).isFile()) return `${link.file} does not exist`;
  if (link.anchor === null) return null;
  const anchors = anchorsOf(readFileSync(target, "utf8"));
  if (anchors.includes(link.anchor)) return null;
  return `${link.file} has no heading with the anchor #${link.anchor} (its anchors: ${anchors.join(", ")})`;
}

/** Every broken link into the documentation, as "where: target: why". */
export function brokenLinks(root: string): string[] {
  const links = [...markdownFiles(root).flatMap((file) => linksInMarkdown(root, file)), ...linksInSources(root)];
  return links.flatMap((link) => {
    const problem = problemWith(root, link);
    return problem === null ? [] : [`${link.from}: ${link.file}${link.anchor === null ? "" : `#${link.anchor}`}: ${problem}`];
  });
}
