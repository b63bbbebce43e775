import { readFileSync } from "node:fs";
import path from "node:path";
import { englishEntryProblem } from "../src/cms/english-entry-control";
import { textBesideEnglish, textSections, translationPlace } from "../src/cms/entries";
import { translationFrontMatter, translationJson } from "../src/cms/translation-formats";
import { ENGLISH_ENTRY_FIELD } from "../src/node/editor/translations";
// cspell:dictionaries es-es

/**
 * How the editor reads and writes translations of list entries (src/cms/translation-formats.ts): as Decap's own
 * formats, less the field a new translation chooses its English entry with, so that its file holds the texts only;
 * and how it finds a translation's English entry, and reads a translated text beside the English section by section.
 */

const ROOT = path.join(__dirname, "..");

/** A guide's translation as the translations are written: details in double quotes, a blank line, the text. */
const GUIDE = [
  "---",
  'language: "es"',
  "translation:",
  '  checked: "2026-11-25"',
  '  reviewedBy: "Ana López"',
  'title: "El duelo: cómo vivirlo"',
  'summary: "Qué es el duelo, y cómo acompañar a alguien que lo vive."',
  "---",
  "",
  "El duelo es la respuesta natural a una pérdida.",
  "",
  "## Cómo se puede sentir",
  "",
  "- tristeza",
  "- enojo",
  "",
].join("\n");

describe("the formats of translated entries", () => {
  it("read a translated guide's details and text, and write them back to the same file", () => {
    const data = translationFrontMatter.fromFile(GUIDE);
    expect(data).toEqual({
      language: "es",
      translation: { checked: "2026-11-25", reviewedBy: "Ana López" },
      title: "El duelo: cómo vivirlo",
      summary: "Qué es el duelo, y cómo acompañar a alguien que lo vive.",
      body: "\nEl duelo es la respuesta natural a una pérdida.\n\n## Cómo se puede sentir\n\n- tristeza\n- enojo\n",
    });
    expect(translationFrontMatter.toFile(data, ["language", "translation", "title", "summary", "body"])).toBe(GUIDE);
  });

  it("write a new translation without the English entry it was named after, its details in the form's order", () => {
    const written = translationFrontMatter.toFile(
      { title: "Título", [ENGLISH_ENTRY_FIELD]: "grief-and-loss", language: "es", translation: { checked: "2026-12-01" }, body: "Texto." },
      [ENGLISH_ENTRY_FIELD, "language", "translation", "title", "body"],
    );
    expect(written).toBe('---\nlanguage: "es"\ntranslation:\n  checked: "2026-12-01"\ntitle: "Título"\n---\nTexto.');
    const json = translationJson.toFile({ [ENGLISH_ENTRY_FIELD]: "tier-monthly", language: "es", name: "Aliado" });
    expect(JSON.parse(json)).toEqual({ language: "es", name: "Aliado" });
    expect(json).toBe(JSON.stringify({ language: "es", name: "Aliado" }, null, 2));
  });

  it("read a translation not written yet as an empty form, and one without a text without a body", () => {
    expect(translationJson.fromFile(null)).toEqual({});
    expect(translationFrontMatter.fromFile(null)).toEqual({});
    expect(translationFrontMatter.fromFile('---\ntitle: "Solo"\n---\n')).toEqual({ title: "Solo" });
  });

  it("read and write a JSON translation as the project writes it", () => {
    const file = path.join(ROOT, "test/fixtures/data/translations/es/pages/get-help.json");
    const text = readFileSync(file, "utf8");
    expect(translationJson.fromFile(text)).toEqual(JSON.parse(text));
    expect(`${translationJson.toFile(translationJson.fromFile(text))}\n`).toBe(text);
  });
});

describe("a new translation's English entry", () => {
  it("cannot be one already translated; a translation already saved keeps its own", () => {
    expect(englishEntryProblem(true, "grief-and-loss", "guide", "grief-and-loss")).toMatch(/^This English guide is translated already/);
    expect(englishEntryProblem(true, "grief-and-loss", "guide", "understanding-anxiety")).toBeUndefined();
    expect(englishEntryProblem(true, "", "guide", undefined)).toBeUndefined();
    expect(englishEntryProblem(false, "grief-and-loss", "guide", "grief-and-loss")).toBeUndefined();
  });
});

describe("where a translation's English is", () => {
  it("follows from the translation's file: page texts and settings by name, a list's entries by id", () => {
    expect(translationPlace("data/translations/es/pages/about.json")).toEqual({
      folder: "es",
      file: "translations/es/pages/about.json",
      englishFile: "pages/about.json",
      english: { collection: "pages", slug: "about" },
    });
    expect(translationPlace("data/translations/zh-hans/footer.json")?.english).toEqual({ collection: "settings", slug: "footer" });
    expect(translationPlace("data/translations/es/guides/grief-and-loss.md")?.english).toEqual({ collection: "guides", slug: "grief-and-loss" });
  });

  it("follows, for a new translation, from its collection's folder and the English entry chosen, and is unknown until one is", () => {
    expect(translationPlace("", "data/translations/es/events", "summer-fundraising-gala", "json")).toMatchObject({
      englishFile: "events/summer-fundraising-gala.json",
      english: { collection: "events", slug: "summer-fundraising-gala" },
    });
    expect(translationPlace("", "data/translations/es/events", "", "json")).toBeUndefined();
    expect(translationPlace("data/events/summer-fundraising-gala.json")).toBeUndefined();
  });
});

describe("a translated text beside its English", () => {
  it("is read section by section, from one second-level heading to the next", () => {
    expect(textSections("Intro.\n\n## One\n\nA.\n\n### Part\n\nB.\n\n## Two\n\nC.\n")).toEqual([
      "Intro.",
      "## One\n\nA.\n\n### Part\n\nB.",
      "## Two\n\nC.",
    ]);
    expect(textSections("## First\n\nA.")).toEqual(["## First\n\nA."]);
    expect(textSections("")).toEqual([]);
  });

  it("pairs each section with the English one in the same place, and shows a missing section as empty", () => {
    expect(textBesideEnglish("Intro.\n\n## One\n\nA.\n\n## Two\n\nB.", "Introducción.\n\n## Uno\n\nA.")).toEqual([
      { where: "text › 1", english: "Intro.", translation: "Introducción." },
      { where: "text › 2", english: "## One\n\nA.", translation: "## Uno\n\nA." },
      { where: "text › 3", english: "## Two\n\nB.", translation: "" },
    ]);
  });
});
