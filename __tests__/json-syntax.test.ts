/** @jest-environment node */
import { readJson, spotAt } from "../src/content/json-syntax";
// A misspelling that this test makes on purpose.
// cspell:ignore trueish

/**
 * Every way a data file's JSON can break, with the exact advice and the place as an editor counts lines and
 * columns (1-based, a tab is one column), since the volunteer goes to that place to fix it.
 */

function problemIn(text: string): string {
  const reading = readJson(text);
  if (reading.ok) return "no problem";
  return `line ${reading.error.line}, column ${reading.error.column}: ${reading.error.message}`;
}

describe("reading JSON a volunteer has edited", () => {
  it.each([
    [
      "bom",
      "\ufeff[]\n",
      1,
      1,
      'the file starts with an invisible "byte order mark". Save it as UTF-8 without BOM (most editors offer this under Save As or Encoding).',
    ],
    ["empty", "", 1, 1, "the file is empty. A list file needs at least [ ], a settings file its { } with the fields."],
    ["only spaces", "  \n\n", 1, 1, "the file is empty. A list file needs at least [ ], a settings file its { } with the fields."],
    ["trailing bracket", "[]\n]\n", 2, 1, "there is more after the end of the content. Remove it (is there a } or ] too many?)."],
    ["trailing word", '{"a": 1}\nx\n', 2, 1, "there is more after the end of the content. Remove it (is there a } or ] too many?)."],
    ["line comment", "[\n  // the first value\n  1\n]\n", 2, 3, "JSON files cannot contain comments (// or /* */). Remove the comment."],
    ["block comment after value", '{"a": 1 /* one */}', 1, 9, "JSON files cannot contain comments (// or /* */). Remove the comment."],
    ["comment after colon", '{"a": // x\n 1}', 1, 7, "JSON files cannot contain comments (// or /* */). Remove the comment."],
    ["cut off after colon", '{\n  "a": ', 2, 8, "the file ends where a value should be. Something was cut off at the end of the file."],
    [
      "curly quote value",
      '{\n  "id": \u201ccompassion\u201d\n}\n',
      2,
      9,
      '\u201c is a curly quote. Use straight double quotes (") around names and texts; a word processor may have changed them.',
    ],
    [
      "curly quote name",
      '{\n  \u201cid\u201d: "compassion"\n}\n',
      2,
      3,
      '\u201c is a curly quote. Use straight double quotes (") around names and texts; a word processor may have changed them.',
    ],
    [
      "right single curly",
      "[\u2019a\u2019]",
      1,
      2,
      '\u2019 is a curly quote. Use straight double quotes (") around names and texts; a word processor may have changed them.',
    ],
    ["single quotes value", "{\"a\": 'b'}", 1, 7, "single quotes (') cannot be used around a text. Use double quotes (\") instead."],
    ["single quotes name", "{'a': \"b\"}", 1, 2, "single quotes (') cannot be used around a text. Use double quotes (\") instead."],
    ["dollar", '[\n  {\n    "price": $25\n  }\n]\n', 3, 14, "a number cannot contain a $ sign. Write the amount alone, such as 25."],
    ["dollar word", "[$x]", 1, 2, "$x is not a value JSON understands. Put text in double quotes, and write true or false without quotes."],
    ["bare word", '{"a": hello}', 1, 7, "hello is not a value JSON understands. Put text in double quotes, and write true or false without quotes."],
    ["capital True", '{"a": True}', 1, 7, "True is not a value JSON understands. Put text in double quotes, and write true or false without quotes."],
    ["nul", "[nul]", 1, 2, "nul is not a value JSON understands. Put text in double quotes, and write true or false without quotes."],
    [
      "undefined",
      "[undefined]",
      1,
      2,
      "undefined is not a value JSON understands. Put text in double quotes, and write true or false without quotes.",
    ],
    ["true-ish", "[trueish]", 1, 2, "trueish is not a value JSON understands. Put text in double quotes, and write true or false without quotes."],
    ["no value", '{"a": }', 1, 7, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["leading comma", "[,1]", 1, 2, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["plus", "[+1]", 1, 2, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["dot", "[.5]", 1, 2, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    [
      "line break in text",
      '[\n  "one\n  two"\n]',
      2,
      3,
      'this text has no closing quote (") before the end of the line. Add it, and keep each text on one line.',
    ],
    ["tab in text", '["a\tb"]', 1, 4, "this text contains a tab or another invisible control character. Remove it."],
    [
      "backslash",
      '["images\\hero.png"]',
      1,
      9,
      "a backslash (\\) cannot be used like this inside a text. In a file path use / instead; to write a backslash itself, type two (\\\\).",
    ],
    [
      "short unicode",
      '["\\u12"]',
      1,
      3,
      "a backslash (\\) cannot be used like this inside a text. In a file path use / instead; to write a backslash itself, type two (\\\\).",
    ],
    [
      "backslash at end",
      '["abc\\',
      1,
      6,
      "a backslash (\\) cannot be used like this inside a text. In a file path use / instead; to write a backslash itself, type two (\\\\).",
    ],
    ["unclosed text", '["abc', 1, 2, 'this text has no closing quote (").'],
    [
      "leading zero",
      "[01]",
      1,
      2,
      "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). If it is a code such as a ZIP code, put it in double quotes.",
    ],
    [
      "dot no digits",
      "[1.]",
      1,
      2,
      "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). If it is a code such as a ZIP code, put it in double quotes.",
    ],
    [
      "two dots",
      "[1.2.3]",
      1,
      2,
      "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). If it is a code such as a ZIP code, put it in double quotes.",
    ],
    [
      "lone minus",
      "[-]",
      1,
      2,
      "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). If it is a code such as a ZIP code, put it in double quotes.",
    ],
    [
      "minus letter",
      "[-a]",
      1,
      2,
      "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). If it is a code such as a ZIP code, put it in double quotes.",
    ],
    [
      "e no digits",
      "[1e]",
      1,
      2,
      "this is not a number as JSON writes it (digits, at most one decimal point, no leading 0). If it is a code such as a ZIP code, put it in double quotes.",
    ],
    ["zip plus four", "[30097-1234]", 1, 7, "a comma is missing here, before the next item."],
    ["unquoted name", "{a: 1}", 1, 2, 'a field name must be in double quotes, such as "title".'],
    ["number name", "{1: 2}", 1, 2, 'a field name in double quotes should be here, such as "title".'],
    ["dollar name", "{$a: 2}", 1, 2, 'a field name must be in double quotes, such as "title".'],
    ["comma only group", "{,}", 1, 2, 'a field name in double quotes should be here, such as "title".'],
    ["two commas", '{"a": 1,, "b": 2}', 1, 9, 'a field name in double quotes should be here, such as "title".'],
    ["no colon", '{\n  "title" "Hello"\n}', 2, 11, 'a colon (:) is missing after "title".'],
    ["no colon at close", '{"title"}', 1, 9, 'a colon (:) is missing after "title".'],
    ["no colon at end", '{"title"', 1, 9, 'a colon (:) is missing after "title".'],
    ["unclosed group", '{\n  "a": 1\n', 1, 1, "this { is never closed: a } is missing further down."],
    ["unclosed brace only", "{", 1, 1, "this { is never closed: a } is missing further down."],
    ["unclosed group after comma", '{"a": 1,', 1, 1, "this { is never closed: a } is missing further down."],
    ["unclosed list", "[\n  1,\n  2\n", 1, 1, "this [ is never closed: a ] is missing further down."],
    ["unclosed list after comma", "[1,", 1, 1, "this [ is never closed: a ] is missing further down."],
    ["unclosed bracket only", "[", 1, 1, "this [ is never closed: a ] is missing further down."],
    ["unclosed nested", '{"a": [1, 2}', 1, 12, "a comma (before another item) or a closing ] should be here."],
    ["comma after last field", '{\n  "a": 1,\n}', 2, 9, "there is a comma after the last field of a group. Remove this comma."],
    ["comma after last item", "[\n  1,\n  2,\n]", 3, 4, "there is a comma after the last item of a list. Remove this comma."],
    ["missing comma field", '{\n  "a": 1\n  "b": 2\n}', 2, 9, "a comma is missing here, before the next field."],
    ["missing comma item", '[\n  "a"\n  "b"\n]', 2, 6, "a comma is missing here, before the next item."],
    ["missing comma items groups", "[\n  {}\n  {}\n]", 2, 5, "a comma is missing here, before the next item."],
    ["missing comma number", "[1 2]", 1, 3, "a comma is missing here, before the next item."],
    ["missing comma true", "[1 true]", 1, 3, "a comma is missing here, before the next item."],
    ["after field word", '{"a": 1 x}', 1, 9, "a comma (before another field) or a closing } should be here."],
    ["after field number", '{"a": 1 2}', 1, 9, "a comma (before another field) or a closing } should be here."],
    ["after field bracket", '{"a": 1 ]', 1, 9, "a comma (before another field) or a closing } should be here."],
    ["after item word", "[1 x]", 1, 4, "a comma (before another item) or a closing ] should be here."],
    ["after item brace", "[1 }", 1, 4, "a comma (before another item) or a closing ] should be here."],
    ["number then letter", "[1a]", 1, 3, "a comma (before another item) or a closing ] should be here."],
    ["nbsp", "[1,\u00a02]", 1, 4, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["vertical tab", "[1,\u000b2]", 1, 4, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["form feed", "\f[]", 1, 1, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["crlf", '{\r\n  "a": 1,\r\n}', 2, 9, "there is a comma after the last field of a group. Remove this comma."],
    ["slash", "[/]", 1, 2, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["unclosed block comment", "[1 /* x", 1, 4, "JSON files cannot contain comments (// or /* */). Remove the comment."],
    ["string as name with tab", '{"a\tb": 1}', 1, 4, "this text contains a tab or another invisible control character. Remove it."],
    ["colon missing before bad string", '{"a" "b\tc"}', 1, 6, 'a colon (:) is missing after "a".'],
    ["missing comma before bad string", '["a" "b\tc"]', 1, 5, "a comma is missing here, before the next item."],
    ["nested cut", '{"a": {"b": ', 1, 13, "the file ends where a value should be. Something was cut off at the end of the file."],
    ["null byte", "[\u0000]", 1, 2, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
    ["curly in middle", '{"a": "b\u201d}', 1, 7, 'this text has no closing quote (").'],
    ["emoji word", "[\u{1F600}]", 1, 2, "a value should be here: text in double quotes, a number, true, false, a list [ ] or a group { }."],
  ])("reports %s", (_kind, text, line, column, message) => {
    expect(problemIn(text)).toBe(`line ${line}, column ${column}: ${message}`);
  });

  it("reads valid JSON to the same value as JSON.parse, with no warnings", () => {
    const text = '{"a": [1, -2.5e3, 0, 1E2, true, false, null, "x\\u0041\\n\\"\\/"], "b": {}, "c": []}';
    expect(readJson(text)).toEqual({ ok: true, value: JSON.parse(text) as unknown, warnings: [] });
  });

  it("keeps a field named __proto__ as a field, as JSON.parse does", () => {
    const reading = readJson('{"__proto__": {"polluted": true}}');
    expect(reading.ok && Object.keys(reading.value as object)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("warns of every name a group repeats, each group on its own, and still reads the value", () => {
    const reading = readJson('{"a": 1, "b": {"a": 2, "a": 3}, "a": 4}');
    expect(reading).toEqual({
      ok: true,
      value: { a: 4, b: { a: 3 } },
      warnings: [
        { line: 1, column: 24, message: '"a" appears twice in the same group, and only the last one would be used. Remove one of them.' },
        { line: 1, column: 33, message: '"a" appears twice in the same group, and only the last one would be used. Remove one of them.' },
      ],
    });
  });

  it("knows a repeated name written with an escape, which JSON.parse would also drop", () => {
    expect(readJson('{"a": 1, "\\u0061": 2}')).toMatchObject({
      ok: true,
      warnings: [{ line: 1, column: 10, message: '"a" appears twice in the same group, and only the last one would be used. Remove one of them.' }],
    });
  });

  it("reports the error, not the repeated name, when the file also cannot be read", () => {
    expect(problemIn('{"a": 1, "a": 2,}')).toBe("line 1, column 16: there is a comma after the last field of a group. Remove this comma.");
  });

  it("names the whole word when it only starts like true, false or null", () => {
    expect(problemIn("[true-x]")).toBe(
      "line 1, column 2: true-x is not a value JSON understands. Put text in double quotes, and write true or false without quotes.",
    );
  });
});

describe("a spot in the text", () => {
  it("counts lines and columns from 1, and a Windows line end as one line end", () => {
    expect(spotAt("ab\ncd", 4, "x")).toEqual({ line: 2, column: 2, message: "x" });
    expect(spotAt("ab\r\ncd", 5, "x")).toEqual({ line: 2, column: 2, message: "x" });
    expect(spotAt("", 0, "x")).toEqual({ line: 1, column: 1, message: "x" });
  });
});
