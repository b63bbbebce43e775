/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crisisBlockHtml, crisisLinksOf, crisisWays, withCrisisPlaces, type CrisisLines } from "../src/lib/crisis";
import { checkContent } from "../src/content/check";
import { formatProblem } from "../src/content/report";
import { crisisLinesIn } from "../src/node/gatsby/translated-pages";
import { readLanguages } from "../src/content/translations";
import { languageFolder } from "../src/lib/languages";
// cspell:dictionaries es-es
// A misspelling that this test makes on purpose.
// cspell:ignore lifline

/**
 * The right way in, in every language: each crisis number is written once (data/crisis-lines.json), and a reader
 * is offered only what answers in their language. The crisis steps every guide and Get help now show are made
 * from it, so changing a number there changes every page and guide that gives it, in every language.
 */

const DATA = path.join(__dirname, "../data");
const FIXTURE = path.join(__dirname, "../test/fixtures/data");
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A scratch copy of a data folder. */
function copyOf(source: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "kindred-crisis-"));
  copies.push(copy);
  cpSync(source, copy, { recursive: true });
  return copy;
}

const english = crisisLinesIn("en", DATA);

describe("the ways in, by language (data/crisis-lines.json)", () => {
  it("offers English readers a call, a text and the chat, and says how Spanish and other languages get through", () => {
    const ways = crisisWays(english, "en");
    expect(ways.lifeline.links.map((link) => link.href)).toEqual(["tel:988", "sms:988", english.lifeline.chat]);
    expect(ways.textLine?.links.map((link) => link.href)).toEqual(["sms:741741?&body=HOME"]);
    expect(ways.lifeline.notes).toEqual(["On a call, press 2 for Spanish.", "For Spanish, text AYUDA to 988.", english.words.interpreter]);
  });

  it("gives a Spanish reader AYUDA on every text, 988's Spanish chat and WhatsApp, never HOME", () => {
    const spanish = crisisLinesIn("es", DATA);
    const ways = crisisWays(spanish, "es");
    const way = english.waysIn.find((candidate) => candidate.language === "es");
    expect(ways.lifeline.links.map((link) => link.href)).toEqual(["tel:988", "sms:988?&body=AYUDA", way?.lifelineChat]);
    expect(ways.textLine?.links.map((link) => link.href)).toEqual(["sms:741741?&body=AYUDA"]);
    expect(ways.textLine?.notes).toEqual(["O escriba por WhatsApp al 442-AYUDAME"]);
    expect(ways.lifeline.notes).toEqual(["Al llamar, oprima el 2 para hablar en español."]);
    expect(crisisLinksOf(spanish, "es")).toMatchObject({ text: "sms:988?&body=AYUDA", option: "2" });
    expect(crisisBlockHtml(spanish, "es")).not.toContain("HOME");
  });

  it.each(["ko", "zh-Hans"])("offers a %s reader a call with an interpreter, and no text or chat", (language) => {
    const lines = crisisLinesIn(language, DATA);
    const ways = crisisWays(lines, language);
    expect(ways.lifeline.links.map((link) => link.kind)).toEqual(["call"]);
    expect(ways.textLine).toBeNull();
    expect(ways.lifeline.notes[0]).toBe(lines.words.interpreter);
    expect(ways.lifeline.notes[0]).toMatch(language === "ko" ? /“Korean”/ : /“Mandarin”.*“Cantonese”/);
    // Which languages text and chat answer in, in the reader's own language.
    const named = new Intl.DisplayNames([language], { type: "language" }).of("es") ?? "-";
    expect(ways.lifeline.notes[1]).toContain(named);
    expect(crisisLinksOf(lines, language).text).toBeNull();
    const block = crisisBlockHtml(lines, language);
    expect(block).not.toMatch(/sms:|chat/);
  });

  it("tells a language it does not list to call with an interpreter, in the English words until translated", () => {
    const ways = crisisWays(english, "fr");
    expect(ways.lifeline.links.map((link) => link.href)).toEqual(["tel:988"]);
    expect(ways.lifeline.notes[0]).toBe(english.words.interpreter);
    expect(ways.lifeline.notes).toHaveLength(2);
  });
});

describe("the crisis steps", () => {
  it("say to stay with them and lock up medicines and firearms, then give 988, GCAL and 911 as links", () => {
    const html = crisisBlockHtml(english, "en");
    for (const words of [english.words.stay, english.words.means, english.words.lifeline, english.words.stateLine, english.words.emergency]) {
      expect(html).toContain(words.replace(/&/g, "&amp;"));
    }
    expect(html).toContain('href="tel:18007154225"');
    expect(html).toContain('href="tel:911"');
  });

  it("give a reader's own plan the lines alone", () => {
    const html = crisisBlockHtml(english, "en", "lines");
    expect(html).not.toContain(english.words.stay);
    expect(html).toContain('href="tel:988"');
  });

  it("fill a guide's places: the steps on a line of their own, a number inside a sentence", () => {
    const html = withCrisisPlaces("<p>Save {stateLine} now.</p>\n<p>{crisis}</p>", english, "en");
    expect(html).toContain('Save <a href="tel:18007154225">1-800-715-4225</a> now.');
    expect(html).toContain('class="crisis-block crisis-block--crisis"');
    expect(html).not.toContain("{crisis}");
  });
});

/** A guide's Markdown as far as its places are concerned: each line of its own a paragraph. */
function paragraphs(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.trim()}</p>`)
    .join("\n");
}

/** Every guide in every language: its language and its text. */
function allGuides(dataDir: string): { language: string; file: string; text: string }[] {
  const inFolder = (folder: string, language: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .map((name) => ({ language, file: path.join(folder, name), text: readFileSync(path.join(folder, name), "utf8") }));
  return [
    ...inFolder(path.join(dataDir, "guides"), "en"),
    ...readLanguages(dataDir).translations.flatMap(({ code }) => {
      try {
        return inFolder(path.join(dataDir, "translations", languageFolder(code), "guides"), code);
      } catch {
        return [];
      }
    }),
  ];
}

describe("a crisis number changed in data/crisis-lines.json", () => {
  it("changes on every page and guide that gives it, in every language, and is written nowhere else", () => {
    const scratch = copyOf(DATA);
    const file = path.join(scratch, "crisis-lines.json");
    const lines = JSON.parse(readFileSync(file, "utf8")) as CrisisLines;
    const before = lines.stateLine.number;
    lines.stateLine.number = "1-800-555-0199";
    writeFileSync(file, `${JSON.stringify(lines, null, 2)}\n`);

    // The build's check still passes: no page or guide writes the old number by hand.
    expect(checkContent(scratch).map(formatProblem)).toEqual([]);
    const guides = allGuides(scratch);
    expect(guides.length).toBeGreaterThan(14);
    const giving = guides.filter((guide) => /\{(crisis|lines|stateLine)\}/.test(guide.text));
    // Every guide gives the crisis steps, in every language it is written in.
    expect(giving.map((guide) => guide.file)).toEqual(guides.map((guide) => guide.file));
    for (const guide of giving) {
      const html = withCrisisPlaces(paragraphs(guide.text), crisisLinesIn(guide.language, scratch), guide.language);
      expect([guide.file, html.includes('href="tel:18005550199"'), html.includes(before)]).toEqual([guide.file, true, false]);
    }
    // Get help now and the crisis steps in each language call the new number.
    for (const language of ["en", ...readLanguages(scratch).translations.map((record) => record.code)]) {
      const inLanguage = crisisLinesIn(language, scratch);
      const [link = { href: "", label: "" }] = crisisWays(inLanguage, language).stateLine.links;
      expect([link.href, link.label.includes("1-800-555-0199")]).toEqual(["tel:18005550199", true]);
    }
    // No other file that gives crisis help writes it: the guides, Get help now and the footer, in every language.
    const crisisFiles = ["pages/get-help.json", "footer.json"].flatMap((file) => [
      file,
      ...readLanguages(scratch).translations.map(({ code }) => `translations/${languageFolder(code)}/${file}`),
    ]);
    const writing = [...guides.map((guide) => guide.file), ...crisisFiles.map((file) => path.join(scratch, file))].filter((file) => {
      try {
        return readFileSync(file, "utf8").replace(/\D/g, "").includes(before.replace(/\D/g, ""));
      } catch {
        return false;
      }
    });
    expect(writing).toEqual([]);
  });
});

describe("the content check of a guide's crisis help", () => {
  const GUIDE = "guides/my-wellbeing-plan.md";
  const checkWith = (edit: (text: string) => string): string[] => {
    const scratch = copyOf(FIXTURE);
    const file = path.join(scratch, GUIDE);
    writeFileSync(file, edit(readFileSync(file, "utf8")));
    return checkContent(scratch)
      .map(formatProblem)
      .map((message) => message.replace(/^[^:]*: /, ""));
  };

  it("refuses a crisis number written by hand, or a call link, and says which place to use", () => {
    const messages = checkWith((text) => `${text}\nCall GCAL at 1-800-715-4225 or [text 988](sms:988).\n`);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^the link to "sms:988" writes a crisis number by hand\. A guide gives crisis help through its places/);
    expect(messages[1]).toMatch(/^"1-800-715-4225" is a crisis number written by hand\./);
  });

  it("refuses the steps inside a sentence, twice, or not at all in a guide that names 988", () => {
    expect(checkWith((text) => text.replace("\n{crisis}\n", "\nSee {crisis} here.\n"))).toEqual([
      expect.stringMatching(/^\{crisis\} must stand on a line of its own/),
      expect.stringMatching(/^the text names a crisis line but never gives the crisis steps\./),
    ]);
    expect(checkWith((text) => `${text}\n{lines}\n`)).toEqual([expect.stringMatching(/^the text has the crisis steps 2 times\./)]);
  });

  it("names the nearest place for a misspelled one", () => {
    expect(checkWith((text) => `${text}\nSave {lifline} in your phone.\n`)).toEqual([
      expect.stringMatching(/^\{lifline\} is not a place the site can fill in\. Did you mean \{lifeline\}\?/),
    ]);
  });
});
