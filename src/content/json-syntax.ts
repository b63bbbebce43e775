/**
 * Reads a data file's JSON and, when it cannot be read, says where and why in words a volunteer can act on.
 * jsonc-parser (the parser behind VS Code's JSON support) walks the text and reports the first break with its
 * offset; a thin layer turns that into advice from the place in the grammar and the characters found there (a
 * curly quote, a $ before a number), because the engine's own messages ("Unexpected token '}'") leave out the
 * position on some Node versions and never suggest a fix, and JSON.parse silently keeps the last of two
 * fields with the same name. JSON.parse then builds the value.
 */
import { printParseErrorCode, visit, type ParseErrorCode } from "jsonc-parser";
// The letters JSON escapes after a backslash.
// cspell:ignore bfnrt

export interface JsonSpot {
  /** 1-based, as editors count. */
  line: number;
  column: number;
  /** What is wrong at that spot and how to fix it. */
  message: string;
}

export type JsonReading = { ok: true; value: unknown; warnings: JsonSpot[] } | { ok: false; error: JsonSpot };

/** What a volunteer reads for each way the text can break, as the end of "data/x.json, line 3, column 5: …". */
const SAY = {
  bom: 'the file starts with an invisible "byte order mark". Save it as UTF-8 without BOM ' + "(most editors offer this under Save As or Encoding).",
  empty: "the file is empty. A list file needs at least [ ], a settings file its { } with the fields.",
  trailingContent: "there is more after the end of the content. Remove it (is there a } or ] too many?).",
  comment: "JSON files cannot contain comments (// or /* */). Remove the comment.",
  endOfFile: "the file ends where a value should be. Something was cut off at the end of the file.",
  curlyQuote: (quote: string) =>
    `${quote} is a curly quote. Use straight double quotes (") around names and texts; ` + "a word processor may have changed them.",
  singleQuote: `single quotes (') cannot be used around a text. Use double quotes (") instead.`,
  dollar: "a number cannot contain a $ sign. Write the amount alone, such as 25.",
  bareWord: (word: string) => `${word} is not a value JSON understands. Put text in double quotes, and write true or false without quotes.`,
  noValue: "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }.",
  lineBreakInText: 'this text has no closing quote (") before the end of the line. Add it, and keep each text on one line.',
  controlCharacter: "this text contains a tab or another invisible control character. Remove it.",
  backslash:
    "a backslash (\\) cannot be used like this inside a text. In a file path use / instead; " + "to write a backslash itself, type two (\\\\).",
  unclosedText: 'this text has no closing quote (").',
  badNumber:
    "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). " +
    "If it is a code such as a ZIP code, put it in double quotes.",
  unquotedName: 'a field name must be in double quotes, such as "title".',
  noName: 'a field name in double quotes should be here, such as "title".',
  noColon: (name: string) => `a colon (:) is missing after "${name}".`,
  repeatedName: (name: string) => `"${name}" appears twice in the same group, and only the last one would be used. Remove one of them.`,
  unclosedGroup: "this { is never closed: a } is missing further down.",
  unclosedList: "this [ is never closed: a ] is missing further down.",
  commaAfterLastField: "there is a comma after the last field of a group. Remove this comma.",
  commaAfterLastItem: "there is a comma after the last item of a list. Remove this comma.",
  missingCommaBeforeField: "a comma is missing here, before the next field.",
  missingCommaBeforeItem: "a comma is missing here, before the next item.",
  afterField: "a comma (before another field) or a closing } should be here.",
  afterItem: "a comma (before another item) or a closing ] should be here.",
  unreadable: "the file is not valid JSON. Look for a missing or extra quote, comma or bracket.",
};

/** Thrown from the parser's callbacks to stop at the first spot it cannot read. */
class StopAt extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

export function spotAt(text: string, offset: number, message: string): JsonSpot {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1, message };
}

const CURLY_QUOTES = new Set(["\u201c", "\u201d", "\u201e", "\u2018", "\u2019"]);
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const VALUE_START = /[-0-9tfn"[{]/;
/** A number as JSON writes it; the parser also takes "01" as 0 then 1, so the whole token is checked here. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** The longest correct start of a text: where it stops is what is wrong with it. */
// eslint-disable-next-line no-control-regex -- JSON does not allow control characters in a text: finding one is the point.
const TEXT_START = /"(?:[^"\\\u0000-\u001f]|\\(?:u[0-9a-fA-F]{4}|["\\/bfnrt]))*/y;

function matchAt(pattern: RegExp, text: string, offset: number): string | undefined {
  pattern.lastIndex = offset;
  return pattern.exec(text)?.[0];
}

/**
 * What the parser expects next. Its error codes say what it found, not what the volunteer should do: a "}"
 * where a field name belongs is a comma too many, a text where a comma belongs is a forgotten comma, so the
 * advice depends on the place as well.
 */
type Expecting =
  | "top" // the first value of the file
  | "nameOrClose" // after {
  | "name" // after a comma in a group
  | "colon" // after a field name
  | "fieldValue" // after a colon
  | "itemOrClose" // after [
  | "item" // after a comma in a list
  | "commaOrClose" // after a field's value or a list item
  | "end"; // after the file's value

interface Open {
  kind: "group" | "list";
  offset: number;
  names: Set<string>;
}

/** Advice on a text the parser could not read, found by how far it reads as JSON. */
function textProblem(text: string, offset: number): StopAt {
  const end = offset + (matchAt(TEXT_START, text, offset)?.length ?? 1);
  const char = text.charAt(end);
  if (end >= text.length) return new StopAt(offset, SAY.unclosedText);
  if (char === "\n" || char === "\r") return new StopAt(offset, SAY.lineBreakInText);
  if (char === "\\") return new StopAt(end, SAY.backslash);
  return new StopAt(end, SAY.controlCharacter);
}

/** Characters that people type where a value belongs, each with its own advice. */
function valueProblem(text: string, offset: number, token: string): StopAt {
  const char = text.charAt(offset);
  if (offset >= text.length) return new StopAt(offset, SAY.endOfFile);
  if (char === '"') return textProblem(text, offset);
  if (char === "-" || (char >= "0" && char <= "9")) return new StopAt(offset, SAY.badNumber);
  if (CURLY_QUOTES.has(char)) return new StopAt(offset, SAY.curlyQuote(char));
  if (char === "'") return new StopAt(offset, SAY.singleQuote);
  if (char === "$" && /\d/.test(text.charAt(offset + 1))) return new StopAt(offset, SAY.dollar);
  const word = matchAt(WORD, text, offset);
  if (!word) return new StopAt(offset, SAY.noValue);
  // "true-x" starts with a word JSON knows: name the whole token, not the part that is fine.
  return new StopAt(offset, SAY.bareWord(["true", "false", "null"].includes(word) ? token : word));
}

/** Walks the text with the parser, stopping (by throwing StopAt) at the first break, and collects repeated names. */
function scan(text: string, repeatedNames: JsonSpot[]): void {
  let expecting: Expecting = "top";
  const open: Open[] = [];
  let lastName = "";
  let lastComma = 0;
  let valueEnd = 0;

  const afterValue = (end: number): void => {
    valueEnd = end;
    expecting = open.length > 0 ? "commaOrClose" : "end";
  };

  /** The advice for the parser's first error: by the place in the grammar, then by the text found there. */
  const problem = (code: ParseErrorCode, offset: number, length: number): StopAt => {
    if (printParseErrorCode(code) === "InvalidCommentToken") return new StopAt(offset, SAY.comment);
    const atEnd = offset >= text.length;
    const char = text.charAt(offset);
    const token = text.slice(offset, offset + length);
    if (expecting === "top") return atEnd ? new StopAt(0, SAY.empty) : valueProblem(text, offset, token);
    if (expecting === "end") return new StopAt(offset, SAY.trailingContent);
    if (expecting === "colon") return new StopAt(offset, SAY.noColon(lastName));
    if (expecting === "fieldValue") return valueProblem(text, offset, token);
    // Every other place is inside a group or a list.
    const inner = open[open.length - 1];
    if (!inner) return new StopAt(offset, SAY.unreadable);
    const group = inner.kind === "group";
    if (atEnd) return new StopAt(inner.offset, group ? SAY.unclosedGroup : SAY.unclosedList);
    if (expecting === "commaOrClose") {
      // A value that could start the next entry means the comma before it was forgotten, and the comma
      // belongs at the end of the value before, usually the end of the line above.
      if (group ? char === '"' : VALUE_START.test(char)) {
        return new StopAt(valueEnd, group ? SAY.missingCommaBeforeField : SAY.missingCommaBeforeItem);
      }
      return new StopAt(offset, group ? SAY.afterField : SAY.afterItem);
    }
    if (expecting === "name" && char === "}") return new StopAt(lastComma, SAY.commaAfterLastField);
    if (expecting === "item" && char === "]") return new StopAt(lastComma, SAY.commaAfterLastItem);
    if (expecting === "itemOrClose" || expecting === "item") return valueProblem(text, offset, token);
    if (char === '"') return textProblem(text, offset);
    if (CURLY_QUOTES.has(char) || char === "'") return valueProblem(text, offset, token);
    return new StopAt(offset, /[A-Za-z_$]/.test(char) ? SAY.unquotedName : SAY.noName);
  };

  visit(
    text,
    {
      onObjectBegin: (offset) => {
        open.push({ kind: "group", offset, names: new Set() });
        expecting = "nameOrClose";
      },
      onArrayBegin: (offset) => {
        open.push({ kind: "list", offset, names: new Set() });
        expecting = "itemOrClose";
      },
      // The parser also ends a group or list at the end of the file, then reports the missing bracket.
      onObjectEnd: (offset) => {
        if (offset >= text.length) return;
        open.pop();
        afterValue(offset + 1);
      },
      onArrayEnd: (offset) => {
        if (offset >= text.length) return;
        open.pop();
        afterValue(offset + 1);
      },
      onObjectProperty: (name, offset) => {
        const names = open[open.length - 1]?.names;
        if (names?.has(name)) repeatedNames.push(spotAt(text, offset, SAY.repeatedName(name)));
        names?.add(name);
        lastName = name;
        expecting = "colon";
      },
      onSeparator: (separator, offset) => {
        if (separator === ":") {
          expecting = "fieldValue";
          return;
        }
        lastComma = offset;
        expecting = open[open.length - 1]?.kind === "group" ? "name" : "item";
      },
      onLiteralValue: (value: unknown, offset, length) => {
        if (typeof value === "number") {
          const end = offset + (matchAt(NUMBER, text, offset)?.length ?? 0);
          if (end !== offset + length || /[0-9.eE]/.test(text.charAt(end))) throw new StopAt(offset, SAY.badNumber);
        }
        afterValue(offset + length);
      },
      onError: (code, offset, length) => {
        throw problem(code, offset, length);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
}

export function readJson(text: string): JsonReading {
  const warnings: JsonSpot[] = [];
  try {
    // The parser would take the mark for an unknown word; it is invisible, so it gets its own advice.
    if (text.charCodeAt(0) === 0xfeff) throw new StopAt(0, SAY.bom);
    scan(text, warnings);
  } catch (stop) {
    if (!(stop instanceof StopAt)) throw stop;
    return { ok: false, error: spotAt(text, stop.offset, stop.message) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown, warnings };
  } catch {
    // The parser follows the same grammar; should the two ever disagree, the file is still unreadable.
    return { ok: false, error: spotAt(text, 0, SAY.unreadable) };
  }
}
