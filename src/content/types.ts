import type { z } from "zod";

/**
 * The types the content check's parts share: the registry names the rules, the rules find problems, the report
 * arranges them. Kept here, importing none of them, so that none of the three needs another for its types.
 */

/** One file the check reads: a settings file, or one entry of a list folder (`item` set). */
export interface ContentFile {
  /** The file's path inside data/. */
  name: string;
  schema: z.ZodType;
  /** For an entry of a list: what one entry is called in messages ("event "Spring Open House""). */
  item?: string;
  /** For an entry of a list: the field that names it. */
  nameField?: string;
}

/** What a rule is told besides the file and its data. */
export interface RuleContext {
  /** For an entry of a list: its id (its file name without .json) and every id in the folder, its own included. */
  id?: string;
  ids?: readonly string[];
  /** The data folder, for rules that read another file (a guide's topics, from data/pages/resources.json). */
  dataDir?: string;
  /** For an entry of a list: the addresses of the site's pages, read once per folder. */
  pages?: () => ReadonlySet<string>;
  /** For an entry of a list: every entry of the folder as written (a Markdown entry's details), by id, read once. */
  entries?: () => ReadonlyMap<string, unknown>;
}

/** One thing in data/ that stops the site from building, said so that whoever edits the data can fix it. */
export interface ContentProblem {
  /** The file, relative to data/: "events/spring-open-house.json". */
  file: string;
  /** Where: the entry of a list ('event "Volunteer Appreciation Day"') or a line and column. */
  place?: string;
  /** What is wrong and how to put it right. */
  message: string;
}

/** A problem with what the checks need to order the report and to say each thing only once. */
export interface FoundProblem extends ContentProblem {
  /** Identifies the field; a second problem with the same field is left out, the first says what matters. */
  key: string;
}

/**
 * A check that looks beyond one field: between two fields, or across the entries of a list. It reads the data
 * as written, whatever else is wrong with it, and leaves a value of the wrong kind to the schema's message.
 */
export type Rule = (file: ContentFile, data: unknown, context: RuleContext) => FoundProblem[];
