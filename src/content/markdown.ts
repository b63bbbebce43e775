import path from "node:path";
import { readdirSync, readFileSync } from "node:fs";
import fromMarkdown from "mdast-util-from-markdown";
import { parseDocument } from "yaml";
import { audiencePath, guidePath, programPath, ROUTES, topicPath } from "../lib/routes";
import { nearestName } from "../lib/nearest";
import { CRISIS_BLOCKS, CRISIS_NUMBERS } from "../lib/crisis";
import { readJson, type JsonSpot } from "./json-syntax";
import { pictureProblem } from "./pictures";
import { asWritten } from "./wording";

/**
 * Entries kept as Markdown (data/guides/<id>.md): their front matter, read as the build's check reads JSON, and
 * their text, checked for what a page of the site cannot show well: HTML, a heading that skips a level, a link
 * to a page that does not exist, a picture that is missing or has no description.
 */

export type MarkdownReading = { ok: true; frontMatter: unknown; body: string; bodyLine: number } | { ok: false; error: JsonSpot };

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

const HOW_TO_START =
  'A guide starts with its details between two lines of three hyphens: "---", then title: "…", summary: "…" and ' +
  'the other fields, one per line, then "---" again; its text follows.';

export function readMarkdown(text: string): MarkdownReading {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { ok: false, error: { line: 1, column: 1, message: `the details at the top are missing. ${HOW_TO_START}` } };
  const yaml = match[1] ?? "";
  // YAML 1.2's core schema keeps 2026-09-08 a text, as the check expects, whether or not it is quoted.
  const document = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
  const error = document.errors[0];
  if (error) {
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
    const message =
      `the details at the top cannot be read (${error.message.split("\n")[0] ?? ""}). Write each field on its own line ` +
      'as name: "text", with the text in double quotes.';
    return { ok: false, error: { line: line + 1, column, message } };
  }
  const frontMatter: unknown = document.toJS();
  const body = text.slice(match[0].length);
  const bodyLine = match[0].split("\n").length;
  return { ok: true, frontMatter: frontMatter ?? {}, body, bodyLine };
}

/** A Markdown syntax tree node, as far as the checks read it. */
interface MdNode {
  type: string;
  depth?: number;
  url?: string;
  alt?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function readdir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function idsOf(dir: string, ending: string): string[] {
  return readdir(dir)
    .filter((name) => name.endsWith(ending))
    .map((name) => name.slice(0, -ending.length));
}

/** The file that names the guides' topics and audiences, each with a page of its own. */
const RESOURCES_FILE = "pages/resources.json";

/** A JSON object of data/ as written; undefined while it is missing or not an object. */
function readObject(dataDir: string, file: string): Record<string, unknown> | undefined {
  try {
    const reading = readJson(readFileSync(path.join(dataDir, file), "utf8"));
    return reading.ok && reading.value && typeof reading.value === "object" ? (reading.value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function readResources(dataDir: string): { topics?: unknown; audiences?: unknown } | undefined {
  return readObject(dataDir, RESOURCES_FILE);
}

/** The addresses of the site's pages, as data/ makes them: fixed routes, programs, guides, topics, audiences. */
export function sitePaths(dataDir: string): Set<string> {
  const resources = readResources(dataDir);
  const ids = (list: unknown) =>
    Array.isArray(list)
      ? list.flatMap((item: unknown) => (item && typeof item === "object" && "id" in item && typeof item.id === "string" ? [item.id] : []))
      : [];
  return new Set<string>([
    ...Object.values(ROUTES),
    ...idsOf(path.join(dataDir, "programs"), ".json").map(programPath),
    ...idsOf(path.join(dataDir, "guides"), ".md").map(guidePath),
    ...ids(resources?.topics).map(topicPath),
    ...ids(resources?.audiences).map(audiencePath),
  ]);
}

export interface BodyProblem {
  line: number;
  message: string;
}

const HEADING_HELP = "Sections start with ## , their parts with ### , and those parts' parts with #### .";

function headingProblem(depth: number, previous: number): string | undefined {
  const marks = "#".repeat(depth);
  if (depth === 1) return `the heading "${marks}" is the level of the guide's title, which the page shows already. ${HEADING_HELP}`;
  if (depth > 4) return `the heading "${marks}" is deeper than the site shows (#### at most). ${HEADING_HELP}`;
  if (depth > previous + 1) {
    return (
      `the heading "${marks}" comes straight after a "${"#".repeat(previous)}" one, which skips a level. ` +
      `Use "${"#".repeat(previous + 1)}" here. ${HEADING_HELP}`
    );
  }
  return undefined;
}

function linkProblem(url: string, known: ReadonlySet<string>): string | undefined {
  if (/^(https?|mailto|tel|sms):/i.test(url) || url.startsWith("#")) return undefined;
  if (!url.startsWith("/")) {
    return (
      `the link to ${asWritten(url)} is not a full address. Write links to the site's own pages from the root, ` +
      'such as "/contact/", and links elsewhere in full, starting with https://.'
    );
  }
  const page = url.replace(/[?#].*$/, "");
  const withSlash = page.endsWith("/") || /\.[a-z0-9]+$/i.test(page) ? page : `${page}/`;
  if (known.has(withSlash)) return undefined;
  const suggestion = nearestName(withSlash, [...known]);
  const fix = suggestion ? `Did you mean ${asWritten(suggestion)}?` : "Check the address on the live site.";
  return `the link to ${asWritten(url)} leads to no page of the site. ${fix}`;
}

function pictureDescription(url: string, alt: string | null | undefined): string | undefined {
  if (alt && /\S/.test(alt)) return undefined;
  return (
    `the picture ${asWritten(url)} has no description. Write what it shows between the square brackets, ` +
    "![like this](…), for people who cannot see it."
  );
}

function pictureFile(url: string, folder: string, dataDir: string): string | undefined {
  if (/^[a-z]+:/i.test(url)) {
    return (
      `the picture ${asWritten(url)} is on another site, and the site shows only its own pictures. ` +
      "Upload it instead, so that it is kept with the guide."
    );
  }
  // Pictures in the text are written from the guide's own folder: ../images/guides/talking.png.
  const written = path.posix.normalize(path.posix.join(folder, decodeURI(url)));
  const problem = pictureProblem(dataDir, written);
  // The check's own words, said of the address as written in the text ("is "images/…", but there is no such file").
  return problem ? `the picture ${asWritten(url)}${problem.replace(/^is "(?:[^"\\]|\\.)*"/, "")}` : undefined;
}

const CRISIS_HELP =
  "A guide gives crisis help through its places, which the site fills in from data/crisis-lines.json in the guide's " +
  "language: {crisis} on a line of its own for the crisis steps ({lines} for the crisis lines alone, in a reader's own plan), " +
  "and {lifeline}, {stateLine} or {emergency} inside a sentence for 988, GCAL's number or 911.";

/** The numbers of data/crisis-lines.json, in digits: a guide that writes one by hand would not change with it. */
function crisisDigits(dataDir: string): string[] {
  const lines = (readObject(dataDir, "crisis-lines.json") ?? {}) as { stateLine?: { number?: unknown }; textLine?: { number?: unknown } };
  return [lines.stateLine?.number, lines.textLine?.number].flatMap((number) => (typeof number === "string" ? [number.replace(/\D/g, "")] : []));
}

/** The guide's crisis places and hand-written crisis numbers: what keeps every guide's crisis help tied to data/. */
function crisisProblems(body: string, tree: MdNode, bodyLine: number, dataDir: string): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const lineOf = (index: number) => body.slice(0, index).split("\n").length + bodyLine - 1;
  // The lines of the paragraphs that hold the crisis steps' place alone, as the site fills it in.
  const blockLines = new Set<number>();
  walk(tree, (node) => {
    if (node.type !== "paragraph") return;
    const only = node.children?.length === 1 && node.children[0]?.type === "text" ? node.children[0].value?.trim() : undefined;
    if (CRISIS_BLOCKS.some((block) => only === `{${block}}`)) blockLines.add((node.position?.start.line ?? 1) + bodyLine - 1);
  });
  const blocks = blockLines.size;
  for (const match of body.matchAll(/\{([A-Za-z][\w:-]*)\}/g)) {
    const [written, name = ""] = match;
    const line = lineOf(match.index);
    if ((CRISIS_BLOCKS as readonly string[]).includes(name)) {
      if (!blockLines.has(line)) {
        problems.push({ line, message: `${written} must stand on a line of its own, with an empty line before and after it. ${CRISIS_HELP}` });
      }
    } else if (!(CRISIS_NUMBERS as readonly string[]).includes(name) && !/^program:[a-z0-9-]+$/.test(name)) {
      const suggestion = nearestName(name, [...CRISIS_BLOCKS, ...CRISIS_NUMBERS]);
      problems.push({
        line,
        message: `${written} is not a place the site can fill in.${suggestion ? ` Did you mean {${suggestion}}?` : ""} ${CRISIS_HELP}`,
      });
    }
  }
  if (blocks > 1)
    problems.push({ line: bodyLine, message: `the text has the crisis steps ${blocks} times. Keep one {crisis} (or {lines}). ${CRISIS_HELP}` });
  walk(tree, (node) => {
    if ((node.type === "link" || node.type === "definition") && node.url && /^(tel|sms):/i.test(node.url)) {
      problems.push({
        line: (node.position?.start.line ?? 1) + bodyLine - 1,
        message: `the link to ${asWritten(node.url)} writes a crisis number by hand. ${CRISIS_HELP}`,
      });
    }
  });
  const digits = crisisDigits(dataDir);
  for (const match of body.matchAll(/\d[\d\s().-]{4,}\d/g)) {
    const found = match[0].replace(/\D/g, "");
    if (digits.some((number) => number !== "" && found.endsWith(number))) {
      problems.push({ line: lineOf(match.index), message: `${asWritten(match[0])} is a crisis number written by hand. ${CRISIS_HELP}` });
    }
  }
  const mentions = /\b(988|911)\b/.test(body) || CRISIS_NUMBERS.some((place) => body.includes(`{${place}}`));
  if (mentions && blocks === 0) {
    problems.push({
      line: bodyLine,
      message: `the text names a crisis line but never gives the crisis steps. Add {crisis} on a line of its own where it says what to do in a crisis. ${CRISIS_HELP}`,
    });
  }
  return problems;
}

/**
 * What is wrong in the text of a Markdown entry in data/<folder>/, each with its line in the file (the text starts
 * on `bodyLine`).
 */
/**
 * Two stars left in the text: a bold that did not close. Markdown does not close it where the stars stand between
 * a punctuation mark and a letter, as they often do in Chinese, Japanese or Korean ("**…。**大…", "**…)**를").
 */
function unclosedBold(text: string): string {
  const [, around = "**"] = /(.{0,12}\*\*.{0,12})/u.exec(text) ?? [];
  return (
    `${asWritten(around)} shows its ** as two stars: the bold does not close there. When the closing ** comes right ` +
    "after a punctuation mark and right before a letter, move the mark after the stars: write **…**。 rather than **…。**."
  );
}

export function bodyProblems(body: string, bodyLine: number, folder: string, dataDir: string, known: ReadonlySet<string>): BodyProblem[] {
  const tree = fromMarkdown(body) as MdNode;
  const problems: BodyProblem[] = [];
  let previous = 1;
  walk(tree, (node) => {
    const line = (node.position?.start.line ?? 1) + bodyLine - 1;
    const say = (message: string | undefined) => {
      if (message) problems.push({ line, message });
    };
    if (node.type === "html") {
      const snippet = (node.value ?? "").trim().slice(0, 40);
      say(
        `${asWritten(snippet)} is HTML, which a guide cannot hold: the site shows only Markdown, the same for every ` +
          "guide. Use the editor's buttons (or **bold**, lists, links) instead, and remove the HTML.",
      );
    }
    if (node.type === "heading" && node.depth !== undefined) {
      say(headingProblem(node.depth, previous));
      previous = node.depth;
    }
    if ((node.type === "link" || node.type === "definition") && node.url !== undefined) say(linkProblem(node.url, known));
    if (node.type === "text" && node.value?.includes("**")) say(unclosedBold(node.value));
    if (node.type === "image" && node.url !== undefined) {
      say(pictureDescription(node.url, node.alt));
      say(pictureFile(node.url, folder, dataDir));
    }
  });
  return [...problems, ...crisisProblems(body, tree, bodyLine, dataDir)];
}
