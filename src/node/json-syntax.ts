/**
 * Reads a data file's JSON and, when it cannot be read, says where and why in words a volunteer can act on.
 * A small scanner walks the text by the JSON grammar first: the engine's own messages ("Unexpected token
 * '}'") leave out the position on some Node versions and never suggest a fix, and JSON.parse silently keeps
 * the last of two fields with the same name. JSON.parse then builds the value.
 */

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
  bom:
    'the file starts with an invisible "byte order mark". Save it as UTF-8 without BOM ' +
    "(most editors offer this under Save As or Encoding).",
  empty: "the file is empty. A list file needs at least [ ], a settings file its { } with the fields.",
  trailingContent: "there is more after the end of the content. Remove it (is there a } or ] too many?).",
  comment: "JSON files cannot contain comments (// or /* */). Remove the comment.",
  endOfFile: "the file ends where a value should be. Something was cut off at the end of the file.",
  curlyQuote: (quote: string) =>
    `${quote} is a curly quote. Use straight double quotes (") around names and texts; ` +
    "a word processor may have changed them.",
  singleQuote: `single quotes (') cannot be used around a text. Use double quotes (") instead.`,
  dollar: "a number cannot contain a $ sign. Write the amount alone, such as 25.",
  bareWord: (word: string) =>
    `${word} is not a value JSON understands. Put text in double quotes, and write true or false without quotes.`,
  noValue: "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }.",
  lineBreakInText:
    'this text has no closing quote (") before the end of the line. Add it, and keep each text on one line.',
  controlCharacter: "this text contains a tab or another invisible control character. Remove it.",
  backslash:
    "a backslash (\\) cannot be used like this inside a text. In a file path use / instead; " +
    "to write a backslash itself, type two (\\\\).",
  unclosedText: 'this text has no closing quote (").',
  badNumber:
    "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). " +
    "If it is a code such as a ZIP code, put it in double quotes.",
  unquotedName: 'a field name must be in double quotes, such as "title".',
  noName: 'a field name in double quotes should be here, such as "title".',
  noColon: (name: string) => `a colon (:) is missing after "${name}".`,
  repeatedName: (name: string) =>
    `"${name}" appears twice in the same group, and only the last one would be used. Remove one of them.`,
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

/** Thrown inside the scanner to stop at the first spot it cannot read. */
class StopAt {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

export function spotAt(text: string, offset: number, message: string): JsonSpot {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1, message };
}

const CURLY_QUOTES = new Set(["\u201c", "\u201d", "\u201e", "\u2018", "\u2019"]);
const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const VALUE_START = /[-0-9tfn"[{]/;

/**
 * Walks the text by the JSON grammar, stopping (by throwing StopAt) at the first character that breaks it,
 * and collecting the names that a group repeats.
 */
function scan(text: string, repeatedNames: JsonSpot[]): void {
  let at = 0;

  const skipSpace = (): void => {
    while (at < text.length && WHITESPACE.has(text.charAt(at))) at += 1;
    if (text.startsWith("//", at) || text.startsWith("/*", at)) throw new StopAt(at, SAY.comment);
  };

  const wordAt = (): string | undefined => {
    WORD.lastIndex = at;
    return WORD.exec(text)?.[0];
  };

  /** Characters that people type where a value belongs, each with its own advice. */
  const badValueStart = (): StopAt => {
    const char = text.charAt(at);
    if (at >= text.length) return new StopAt(at, SAY.endOfFile);
    if (CURLY_QUOTES.has(char)) return new StopAt(at, SAY.curlyQuote(char));
    if (char === "'") return new StopAt(at, SAY.singleQuote);
    if (char === "$" && /\d/.test(text.charAt(at + 1))) return new StopAt(at, SAY.dollar);
    const word = wordAt();
    return new StopAt(at, word ? SAY.bareWord(word) : SAY.noValue);
  };

  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < text.length) {
      const char = text.charAt(at);
      if (char === '"') {
        at += 1;
        return text.slice(start + 1, at - 1);
      }
      if (char === "\n" || char === "\r") throw new StopAt(start, SAY.lineBreakInText);
      if (char < " ") throw new StopAt(at, SAY.controlCharacter);
      if (char === "\\") {
        const escaped = text.charAt(at + 1);
        if (escaped === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) at += 6;
        else if (escaped !== "" && '"\\/bfnrt'.includes(escaped)) at += 2;
        else throw new StopAt(at, SAY.backslash);
        continue;
      }
      at += 1;
    }
    throw new StopAt(start, SAY.unclosedText);
  };

  const readNumber = (): void => {
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(text);
    const end = match ? at + match[0].length : at;
    if (!match || /[0-9.eE]/.test(text.charAt(end))) throw new StopAt(at, SAY.badNumber);
    at = end;
  };

  const readWord = (): void => {
    const word = wordAt() ?? "";
    if (word !== "true" && word !== "false" && word !== "null") throw badValueStart();
    at += word.length;
  };

  const readName = (): string => {
    const char = text.charAt(at);
    if (char === '"') return readString();
    if (CURLY_QUOTES.has(char) || char === "'") throw badValueStart();
    throw new StopAt(at, /[A-Za-z_$]/.test(char) ? SAY.unquotedName : SAY.noName);
  };

  interface Entries {
    close: "}" | "]";
    unclosed: string;
    commaAfterLast: string;
    missingComma: string;
    after: string;
    /** Whether a character starts another entry (so a comma before it was forgotten). */
    startsEntry: (char: string) => boolean;
  }

  const FIELDS: Entries = {
    close: "}",
    unclosed: SAY.unclosedGroup,
    commaAfterLast: SAY.commaAfterLastField,
    missingComma: SAY.missingCommaBeforeField,
    after: SAY.afterField,
    startsEntry: (char) => char === '"',
  };

  const ITEMS: Entries = {
    close: "]",
    unclosed: SAY.unclosedList,
    commaAfterLast: SAY.commaAfterLastItem,
    missingComma: SAY.missingCommaBeforeItem,
    after: SAY.afterItem,
    startsEntry: (char) => VALUE_START.test(char),
  };

  /** A { group } or [ list ]: entries read by `readEntry`, separated by commas, none after the last. */
  const readEntries = (kind: Entries, readEntry: () => void): void => {
    const open = at;
    at += 1;
    skipSpace();
    if (text.charAt(at) === kind.close) {
      at += 1;
      return;
    }
    for (;;) {
      if (at >= text.length) throw new StopAt(open, kind.unclosed);
      readEntry();
      const valueEnd = at;
      skipSpace();
      const next = text.charAt(at);
      if (next === kind.close) {
        at += 1;
        return;
      }
      if (next === ",") {
        const comma = at;
        at += 1;
        skipSpace();
        if (text.charAt(at) === kind.close) throw new StopAt(comma, kind.commaAfterLast);
        continue;
      }
      if (at >= text.length) throw new StopAt(open, kind.unclosed);
      // The comma belongs at the end of the value before, usually the end of the line above.
      throw kind.startsEntry(next) ? new StopAt(valueEnd, kind.missingComma) : new StopAt(at, kind.after);
    }
  };

  const readGroup = (): void => {
    const names = new Set<string>();
    readEntries(FIELDS, () => {
      const nameAt = at;
      const name = readName();
      if (names.has(name)) repeatedNames.push(spotAt(text, nameAt, SAY.repeatedName(name)));
      names.add(name);
      skipSpace();
      if (text.charAt(at) !== ":") throw new StopAt(at, SAY.noColon(name));
      at += 1;
      skipSpace();
      readValue();
    });
  };

  const readList = (): void => readEntries(ITEMS, readValue);

  function readValue(): void {
    const char = text.charAt(at);
    if (char === "{") readGroup();
    else if (char === "[") readList();
    else if (char === '"') readString();
    else if (char === "-" || (char >= "0" && char <= "9")) readNumber();
    else if (char === "t" || char === "f" || char === "n") readWord();
    else throw badValueStart();
  }

  if (text.charCodeAt(0) === 0xfeff) throw new StopAt(0, SAY.bom);
  skipSpace();
  if (at >= text.length) throw new StopAt(0, SAY.empty);
  readValue();
  skipSpace();
  if (at < text.length) throw new StopAt(at, SAY.trailingContent);
}

export function readJson(text: string): JsonReading {
  const warnings: JsonSpot[] = [];
  try {
    scan(text, warnings);
  } catch (stop) {
    if (!(stop instanceof StopAt)) throw stop;
    return { ok: false, error: spotAt(text, stop.offset, stop.message) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown, warnings };
  } catch {
    // The scanner follows the same grammar; should the two ever disagree, the file is still unreadable.
    return { ok: false, error: spotAt(text, 0, SAY.unreadable) };
  }
}
