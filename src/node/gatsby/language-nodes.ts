import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { editorHints } from "../../content/field-notes";
import { isRecord, unwrap } from "../../content/field-paths";
import {
  CONTENT_KINDS,
  filesOfRoute,
  DATA_FILE_TYPE,
  isListKind,
  isMarkdownKind,
  MARKDOWN_TYPE,
  typeNameOf,
  type ContentKind,
} from "../../content/registry";
import { languageCodes, readData, TRANSLATIONS_FOLDER } from "../../content/translations";
import { languageFolder } from "../../lib/languages";
import { translate } from "../../lib/translate";
import { DATA_DIR } from "../project";

/**
 * Translated content in the data layer. gatsby-transformer-json reads every JSON file of data/ as a DataJson node
 * and gatsby-transformer-remark every Markdown file as a MarkdownRemark node, English and translations alike.
 * From them the build makes, for every entry and every language of data/languages.json, one node of the entry's
 * own type (ProgramsJson, HomePageJson, Guide), already in that language: its translation's texts laid over the
 * English, every shared value (numbers, links, pictures, dates) the English file's. Where an entry has no
 * translation yet, the language's node is the English, with `lang: "en"`. A relation (a guide's program) links the
 * related entry in the same language. So a page queries the language it shows (`language: { eq: $language }`) and
 * gets ready data; nothing a visitor loads holds another language's texts.
 *
 * A translation whose English file is gone makes no node (the content check warns about it), so deleting an entry
 * in the editor never stops the build.
 */

/** The part of a Gatsby node these functions read. */
export interface SourceNode {
  id: string;
  parent?: string | null;
  internal: { type: string; contentDigest?: string };
  [field: string]: unknown;
}

/** The part of onCreateNode's arguments used here. */
export interface NodeArgs {
  node: SourceNode;
  getNode: (id: string) => SourceNode | undefined;
  getNodesByType: (type: string) => SourceNode[];
  actions: {
    createNode: (node: Record<string, unknown>) => unknown;
    createParentChildLink: (link: { parent: SourceNode; child: SourceNode }) => void;
  };
  createNodeId: (input: string) => string;
  createContentDigest: (input: unknown) => string;
}

/** What Gatsby and a file's own bookkeeping add to its values, which no page shows. */
const NOT_CONTENT = new Set(["id", "parent", "children", "internal", "$schema", "fields"]);
/** What a translation says about itself besides its texts, and a guide's text (`body`), which is linked by its file. */
const NOT_TEXTS = new Set([...NOT_CONTENT, "language", "translation", "body"]);

function without(value: Record<string, unknown>, names: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => !names.has(name)));
}

/** A file of data/ as a kind's: its kind, its entry's id for a list, and the language its folder is for. */
export interface DataFile {
  kind: ContentKind;
  id?: string;
  /** "en" for an English file; a translation's language folder ("es", "zh-hans"). */
  folder: string;
  /** The English file it is or translates, inside data/: "programs/community-care.json". */
  english: string;
}

/** Which kind a file of data/ is ("translations/es/programs/community-care.json"), or undefined for none. */
export function dataFileOf(relativePath: string): DataFile | undefined {
  const translation = new RegExp(`^${TRANSLATIONS_FOLDER}/([^/]+)/(.+)$`).exec(relativePath);
  const english = translation?.[2] ?? relativePath;
  const folder = translation?.[1] ?? "en";
  for (const kind of CONTENT_KINDS) {
    if (!isListKind(kind)) {
      if (kind.file === english) return { kind, folder, english };
      continue;
    }
    const extension = isMarkdownKind(kind) ? ".md" : ".json";
    if (path.posix.dirname(english) === kind.folder && english.endsWith(extension)) {
      return { kind, id: path.posix.basename(english, extension), folder, english };
    }
  }
  return undefined;
}

/** What a relation in a language links an entry's node by: its id and the language ("peer-support es"). */
export function entryKey(id: string, language: string): string {
  return `${id} ${language}`;
}

/**
 * A value with every relation (a field the editor fills from another list: a guide's program) turned into the key
 * of the related entry's node in `language`, which its GraphQL type links (@link(by: "entryKey")).
 */
export function withLinks(schema: z.ZodType, value: unknown, language: string): unknown {
  const inner = unwrap(schema);
  if (editorHints.get(inner)?.widget === "relation") return typeof value === "string" && value !== "" ? entryKey(value, language) : value;
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item: unknown) => withLinks(inner.element as z.ZodType, item, language));
  if (inner instanceof z.ZodObject && isRecord(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, shape[name] ? withLinks(shape[name], field, language) : field]));
  }
  return value;
}

/** The languages every entry has a node in: English, then data/languages.json's, by code. */
export function nodeLanguages(dataDir = DATA_DIR): string[] {
  return ["en", ...languageCodes(dataDir)];
}

/**
 * The file of data/ a node was read from ("pages/home.json"), by its parent File node; undefined for a node read
 * from another folder, such as the one an earlier build read its data from, whose nodes the build is deleting.
 */
function relativePathOf(node: SourceNode, getNode: NodeArgs["getNode"], dataDir: string): string | undefined {
  const file = node.parent ? getNode(node.parent) : undefined;
  if (typeof file?.absolutePath !== "string") return undefined;
  const relative = path.relative(dataDir, file.absolutePath).split(path.sep).join("/");
  return relative.startsWith("../") || path.isAbsolute(relative) ? undefined : relative;
}

/** A Markdown entry's front matter as written: a day without quotes, which YAML 1.1 reads as a Date, as its text. */
export function dayAsWritten(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string") return /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/.exec(value)?.[1] ?? value;
  return value;
}

function frontMatterOf(value: unknown): Record<string, unknown> {
  const frontmatter = isRecord(value) ? value : {};
  return Object.fromEntries(Object.entries(frontmatter).map(([key, value]) => [key, dayAsWritten(value)]));
}

/** An entry's values and, for a translation, its texts: a JSON file's fields, or a Markdown file's front matter. */
function valuesOf(node: SourceNode, markdown: boolean): Record<string, unknown> {
  return markdown ? frontMatterOf(node.frontmatter) : without(node, NOT_CONTENT);
}

/** What one entry's node in one language holds besides its values. */
interface Made {
  language: string;
  /** "en" where the language has no translation of the entry yet, so its English is shown. */
  lang: string | null;
  /** Whether the entry's own page exists in the language (a translated guide or program). */
  hasOwnPage: boolean;
}

/** A translation's texts as its file on disk holds them, and the file, inside data/. */
interface Translation {
  texts: Record<string, unknown>;
  file: string;
}

/**
 * A translation read from disk (readData: a JSON file's fields, or a Markdown file's front matter). Always from
 * disk, never from its node, so an entry's node in a language does not depend on which file the build reads
 * first, nor on whether Gatsby's store lists a node it has just been given (a clean-clone build once made every
 * Spanish footer text English). A file that cannot be read is no translation; the content check stops the build
 * with its reason.
 */
function translationOnDisk(dataDir: string, file: string): Translation | undefined {
  const values = readData(dataDir, file);
  return isRecord(values) ? { texts: without(values, NOT_TEXTS), file } : undefined;
}

/**
 * Makes the nodes of the entry a DataJson or MarkdownRemark node belongs to: every language's, when it is the
 * English file; its own language's again, when it is a translation whose English the store holds (so an edit of a
 * translation alone shows in `gatsby develop`). Either way the translation is read from disk.
 */
export function onContentNode(args: NodeArgs, dataDir = DATA_DIR): void {
  const { node, getNode, getNodesByType } = args;
  const markdown = node.internal.type === MARKDOWN_TYPE;
  if (!markdown && node.internal.type !== DATA_FILE_TYPE) return;
  const relative = relativePathOf(node, getNode, dataDir);
  const file = relative === undefined ? undefined : dataFileOf(relative);
  if (!file || isMarkdownKind(file.kind) !== markdown) return;
  const sourceType = markdown ? MARKDOWN_TYPE : DATA_FILE_TYPE;
  // A translation read before its English: the English file's own event makes the node.
  const english =
    file.folder === "en" ? node : getNodesByType(sourceType).find((candidate) => relativePathOf(candidate, getNode, dataDir) === file.english);
  if (!english) return;
  const languages = nodeLanguages(dataDir).filter((language) => file.folder === "en" || languageFolder(language) === file.folder);
  for (const language of languages) {
    const translation =
      language === "en" ? undefined : translationOnDisk(dataDir, `${TRANSLATIONS_FOLDER}/${languageFolder(language)}/${file.english}`);
    makeEntryNode(args, file, english, translation, language, dataDir);
  }
}

/**
 * Whether an entry's own page (a guide's, a program's) exists in a language: all the files it shows are
 * translated (filesOfRoute). Read from disk, so that it does not depend on the order the build reads files in.
 */
function hasOwnPageIn(file: DataFile, language: string, dataDir: string): boolean {
  if (!isListKind(file.kind) || !file.kind.ownPages || file.id === undefined) return false;
  const folder = path.join(dataDir, TRANSLATIONS_FOLDER, languageFolder(language));
  const files = filesOfRoute(file.kind.page(file.id)) ?? [];
  return language === "en" || files.every((needed) => existsSync(path.join(folder, needed)));
}

function makeEntryNode(
  args: NodeArgs,
  file: DataFile,
  english: SourceNode,
  translation: Translation | undefined,
  language: string,
  dataDir: string,
): void {
  const { actions, createNodeId, createContentDigest } = args;
  const markdown = isMarkdownKind(file.kind);
  const englishValues = valuesOf(english, markdown);
  const texts = translation?.texts;
  const values = texts ? translate(englishValues, texts) : englishValues;
  const linked = withLinks(file.kind.shape, values, language) as Record<string, unknown>;
  const made: Made = {
    language,
    lang: language !== "en" && !texts ? "en" : null,
    hasOwnPage: (language === "en" || texts !== undefined) && hasOwnPageIn(file, language, dataDir),
  };
  const id = file.id ?? file.english;
  const own = markdown
    ? // The text's MarkdownRemark node is linked by its file (@link(by: "fileAbsolutePath")), found when a page asks.
      { guideId: id, frontmatter: linked, text: translation ? path.join(dataDir, translation.file) : english.fileAbsolutePath }
    : { ...linked, ...(file.id === undefined ? {} : { jsonId: file.id }) };
  const content = { ...own, ...made, entryKey: entryKey(id, language) };
  const child = {
    ...content,
    // One per English file and language: a build that reads the same entry from another file (a copy of data/)
    // makes new nodes, never ones that the old file's deletion would take with it.
    id: createNodeId(`${typeNameOf(file.kind)} ${language} of ${english.id}`),
    parent: english.id,
    children: [],
    internal: { type: typeNameOf(file.kind), contentDigest: createContentDigest(content) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: english, child });
}
