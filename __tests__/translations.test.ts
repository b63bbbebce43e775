/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent } from "../src/content/check";
import { CONTENT_KINDS, filesOfRoute, jsonTypeName, listKind, SETTINGS_KINDS } from "../src/content/registry";
import { readMarkdown } from "../src/content/markdown";
import { formatProblem } from "../src/content/report";
import {
  formatStrandedTranslations,
  strandedTranslations,
  englishFromGit,
  formatOutdatedTranslations,
  languageCodes,
  languagesOf,
  outdatedTranslations,
  readDataJson,
  textsOf,
  translationShape,
  writeTranslationStatus,
  wholeSiteLanguages,
  type EnglishAsOf,
} from "../src/content/translations";
import { textsBesideEnglish } from "../src/cms/entries";
import { graphqlTypeDefs } from "../src/node/generate/graphql-types";
import { inLanguages, languagesWith } from "../src/node/gatsby/translated-pages";
import { inLanguage } from "../src/lib/languages";
import { translate } from "../src/lib/translate";
// cspell:dictionaries es-es

/**
 * Translations (data/translations/<code>/): texts only, beside an English file that holds every shared value; a
 * page built in each language that has its translation; and a warning when the English texts change after the
 * day a translation was last checked against them.
 */

const FIXTURE = path.join(__dirname, "../test/fixtures/data");
const DATA = path.join(__dirname, "../data");
const GET_HELP = "pages/get-help.json";
const SPANISH = `translations/es/${GET_HELP}`;
const copies: string[] = [];

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

function copyOfData(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "kindred-translations-"));
  copies.push(copy);
  cpSync(FIXTURE, copy, { recursive: true });
  return copy;
}

const read = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Json;
const write = (dir: string, file: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
};

function messagesAfter(edit: (dir: string) => void): string[] {
  const dir = copyOfData();
  edit(dir);
  return checkContent(dir).map(formatProblem);
}

const getHelp = SETTINGS_KINDS.find((kind) => kind.file === GET_HELP);
if (!getHelp) throw new Error("no Get help page in the registry");

describe("a translation's shape", () => {
  it("holds the texts of the page and none of its shared values", () => {
    const fields = Object.keys(translationShape(getHelp).shape);
    expect(fields).toEqual(expect.arrayContaining(["translation", "title", "intro", "emergency", "lines", "helpSteps", "guideLinkLabel", "seo"]));
    // The guide linked is the same page in every language.
    expect(fields).not.toContain("guide");
    const english = read(DATA, GET_HELP);
    const texts = textsOf(getHelp.shape, english) as { emergency: Json; lines: Json[]; care: Json[] };
    expect(Object.keys(texts.emergency)).toEqual(["heading", "text", "label"]);
    // Numbers to call and text, the keyword, the chat's address and the ids stay in the English file.
    expect(JSON.stringify(texts)).not.toMatch(/"(number|message|address|id|link)":/);
    expect(texts.lines).toHaveLength((english.lines as unknown[]).length);
  });

  it("is checked in data/, whose every translation passes", () => {
    expect(checkContent(DATA)).toEqual([]);
  });
});

describe("the content check of a translation", () => {
  it("refuses a shared value written again, saying where it is written once", () => {
    expect(
      messagesAfter((dir) => {
        const spanish = read(dir, SPANISH);
        spanish.guide = "mi-guia";
        write(dir, SPANISH, spanish);
      }),
    ).toEqual([
      'data/translations/es/pages/get-help.json: "guide" is the same in every language, so it is written once, in ' +
        "data/pages/get-help.json. Remove it here; change it there if it is wrong.",
    ]);
  });

  it("refuses a list of another length than the English one", () => {
    expect(
      messagesAfter((dir) => {
        const spanish = read(dir, SPANISH);
        (spanish.lines as unknown[]).pop();
        write(dir, SPANISH, spanish);
      }),
    ).toEqual([
      'data/translations/es/pages/get-help.json: "lines" has 2 items but the English in data/pages/get-help.json has 3. ' +
        "Translate each item of the English, in the same order, and no other.",
    ]);
  });

  it("refuses a missing text and a lost place, as in the English", () => {
    expect(
      messagesAfter((dir) => {
        const spanish = read(dir, SPANISH);
        delete spanish.title;
        (spanish.emergency as Json).label = "Llamar";
        write(dir, SPANISH, spanish);
      }),
    ).toEqual([
      expect.stringMatching(/^data\/translations\/es\/pages\/get-help\.json: "title" is missing/),
      'data/translations/es/pages/get-help.json: "label" (in "emergency") is "Llamar", which has lost {number}. Keep {number} in the text, ' +
        "with the braces: the site puts its own words there.",
    ]);
  });

  it("names a language folder that data/languages.json lacks, and a file no page is built from", () => {
    expect(
      messagesAfter((dir) => {
        write(dir, `translations/fr/${GET_HELP}`, read(dir, SPANISH));
        write(dir, "translations/es/pages/team.json", { title: "Quiénes somos" });
      }),
    ).toEqual([
      expect.stringMatching(
        /^data\/translations\/es\/pages\/team\.json: the site shows nothing from this file, so it would not appear\. A language's folder holds translations of: .*pages\/about\.json.*guides\/<id>\.md\.$/,
      ),
      'data/translations/fr/: there is no language "fr" in data/languages.json, so the site would not show these translations. ' +
        'The folders of its languages are "es", "ko", "zh-hans". Add the language there, or rename the folder to its code in lowercase.',
    ]);
  });

  it("asks for the language of its folder", () => {
    expect(
      messagesAfter((dir) => {
        write(dir, SPANISH, { ...read(dir, SPANISH), language: "ko" });
      }),
    ).toEqual([
      'data/translations/es/pages/get-help.json: "language" is "ko", but the file is in data/translations/es/, the folder of "es". ' +
        'Write "es", or move the file to the folder of its language.',
    ]);
  });

  it("asks for the translation's record: the day it was checked against its English", () => {
    expect(
      messagesAfter((dir) => {
        const spanish = read(dir, SPANISH);
        spanish.translation = { checked: "25/11/2026" };
        write(dir, SPANISH, spanish);
      }),
    ).toEqual([expect.stringContaining('"checked" (in "translation") is "25/11/2026", which is not written as YYYY-MM-DD.')]);
  });
});

describe("a translation whose English entry was deleted", () => {
  it("never stops the build: the site leaves it out, and the build names it with what to do", () => {
    const dir = copyOfData();
    write(dir, "translations/es/events/annual-community-gathering.json", {
      language: "es",
      translation: { checked: "2026-11-20" },
      title: "Reunión comunitaria anual",
    });
    rmSync(path.join(dir, "events/annual-community-gathering.json"));
    expect(checkContent(dir).map(formatProblem)).toEqual([]);
    expect(strandedTranslations(dir)).toEqual(["translations/es/events/annual-community-gathering.json"]);
    expect(formatStrandedTranslations(strandedTranslations(dir))).toBe(
      [
        "1 translation is left out of the site, because the entry it translates is no longer there:",
        "",
        "1. data/translations/es/events/annual-community-gathering.json: its English entry was deleted or renamed",
        "",
        "Delete each one, or rename it after the English entry's new file name.",
      ].join("\n"),
    );
  });

  it("is not reported while its English entry is there", () => {
    const dir = copyOfData();
    write(dir, "translations/es/events/annual-community-gathering.json", {
      language: "es",
      translation: { checked: "2026-11-20" },
      title: "Reunión",
    });
    expect(strandedTranslations(dir)).toEqual([]);
  });
});

describe("the pages of a translated file", () => {
  it("say in their note whether a native speaker has checked the translation, and on which day", () => {
    const dir = copyOfData();
    const note = () => inLanguages("/get-help/", ["en", "es"], {}, dir, { file: GET_HELP })[1]?.context.noteHtml ?? "";
    const spanish = read(dir, SPANISH);
    expect(note()).toContain("Todavía no la ha revisado una persona hablante nativa.");
    write(dir, SPANISH, { ...spanish, translation: { checked: "2026-11-20", reviewedBy: "Ana Torres" } });
    expect(note()).toContain("Revisada por una persona hablante nativa el 20 de noviembre de 2026.");
  });

  it("exist in English and in each language with its translation, every one listing all of them", () => {
    const dir = copyOfData();
    expect(languagesOf(getHelp, dir)).toEqual(["es"]);
    const pages = inLanguages("/get-help/", languagesWith(["pages/get-help.json"], dir), {}, dir);
    expect(pages.map((page) => [page.path, page.context.language])).toEqual([
      ["/get-help/", "en"],
      ["/es/get-help/", "es"],
    ]);
    for (const page of pages) expect(page.context.alternates.map((alternate) => alternate.path)).toEqual(["/get-help/", "/es/get-help/"]);
    // Deleting the translation removes its page, and no page is ever half translated.
    rmSync(path.join(dir, SPANISH));
    expect(languagesWith(["pages/get-help.json"], dir)).toEqual(["en"]);
  });

  it("live under the language's code, in lowercase", () => {
    expect(inLanguage("/get-help/", "zh-Hans")).toBe("/zh-hans/get-help/");
    expect(inLanguage("/get-help/", "en")).toBe("/get-help/");
  });

  it("read their texts from the translation and every shared value from the English", () => {
    const english = { title: "Get help now", lines: [{ id: "gcal", name: "GCAL", call: { number: "1-800-715-4225", label: "Call {number}" } }] };
    const spanish = { title: "Obtenga ayuda ahora", lines: [{ name: "GCAL", call: { label: "Llame al {number}" } }] };
    expect(translate(english, spanish)).toEqual({
      title: "Obtenga ayuda ahora",
      lines: [{ id: "gcal", name: "GCAL", call: { number: "1-800-715-4225", label: "Llame al {number}" } }],
    });
    expect(translate(english, null)).toBe(english);
  });

  it("are the English file's type in GraphQL, one node per language, which says its language", () => {
    expect(jsonTypeName({ name: "get-help", relativeDirectory: "pages" })).toBe("GetHelpPageJson");
    const defs = graphqlTypeDefs();
    expect(defs).toMatch(/type GetHelpPageJson implements Node @dontInfer \{[^}]*language: String!\n[^}]*lang: String\n/);
    expect(defs).toMatch(
      /type Guide implements Node @dontInfer \{[^}]*language: String!\n[^}]*text: MarkdownRemark! @link\(by: "fileAbsolutePath"\)\n/,
    );
    // A relation links the related entry's node in the same language, whose id the build writes in its place.
    expect(defs).toMatch(/\n {2}guide: Guide! @link\(by: "entryKey"\)\n/);
    expect(defs).not.toMatch(/TranslationJson/);
  });
});

describe("the editor's view of a translation", () => {
  it("lists each text beside the English it translates", () => {
    const english = { title: "Get help now", lines: [{ id: "gcal", hours: "24/7", call: { number: "1", label: "Call {number}" } }] };
    const spanish = {
      language: "es",
      translation: { checked: "2026-11-25" },
      title: "Obtenga ayuda",
      lines: [{ hours: "24/7 (es)", call: { label: "Llame" } }],
    };
    expect(textsBesideEnglish(english, spanish)).toEqual([
      { where: "title", english: "Get help now", translation: "Obtenga ayuda" },
      { where: "lines › 1 › hours", english: "24/7", translation: "24/7 (es)" },
      { where: "lines › 1 › call › label", english: "Call {number}", translation: "Llame" },
    ]);
  });

  it("learns from the build which translations to review", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "kindred-status-"));
    copies.push(dir);
    await writeTranslationStatus(dir, [{ file: SPANISH, checked: "2026-11-10", message: "…" }]);
    expect(JSON.parse(readFileSync(path.join(dir, "admin/translation-status.json"), "utf8"))).toEqual({
      outdated: [{ file: SPANISH, checked: "2026-11-10" }],
    });
  });
});

describe("a translation whose English has changed", () => {
  const dir = copyOfData();
  const english = read(dir, GET_HELP);
  const checkedOn = (read(dir, SPANISH).translation as Json).checked as string;
  const asOf =
    (then: unknown): EnglishAsOf =>
    () =>
      then;

  it("is not listed while the English texts are those it was checked against", () => {
    expect(outdatedTranslations(dir, asOf(english))).toEqual([]);
  });

  it("is not listed when only a shared value changed: every language shows the new number", () => {
    const before = JSON.parse(JSON.stringify(english)) as Json;
    (before.emergency as Json).number = "912";
    expect(outdatedTranslations(dir, asOf(before))).toEqual([]);
  });

  it("is listed, as a warning that does not stop the build, when an English text changed after it was checked", () => {
    const before = { ...english, intro: "An older introduction." };
    const outdated = outdatedTranslations(dir, asOf(before));
    expect(outdated).toEqual([
      {
        file: SPANISH,
        checked: checkedOn,
        message:
          `the English in data/${GET_HELP} has changed since this translation was checked on ${checkedOn}. Compare the two, update the ` +
          'translation, and set "checked" to the day you did. Until then the page shows the translation as it is.',
      },
    ]);
    expect(formatOutdatedTranslations(outdated)).toMatch(/^1 translation needs review: .*The site still builds/);
    // The English file did not exist yet on that day.
    expect(outdatedTranslations(dir, asOf(null))).toHaveLength(1);
    // History that cannot say (no git) lists nothing rather than everything.
    expect(outdatedTranslations(dir, asOf(undefined))).toEqual([]);
  });

  it("is found from the site's history: an English text committed after the day of the check", () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), "kindred-history-"));
    copies.push(repo);
    const data = path.join(repo, "data");
    cpSync(FIXTURE, data, { recursive: true });
    const git = (args: string[], day: string) =>
      execFileSync("git", args, {
        cwd: repo,
        env: { ...process.env, GIT_AUTHOR_DATE: `${day}T12:00:00Z`, GIT_COMMITTER_DATE: `${day}T12:00:00Z` },
        stdio: "pipe",
      });
    git(["init", "-q"], "2026-11-01");
    git(["-c", "user.name=Staff", "-c", "user.email=staff@example.org", "add", "."], "2026-11-01");
    git(["-c", "user.name=Staff", "-c", "user.email=staff@example.org", "commit", "-q", "-m", "Site"], "2026-11-01");
    const spanish = read(data, SPANISH);
    write(data, SPANISH, { ...spanish, translation: { checked: "2026-11-10" } });
    git(["-c", "user.name=Staff", "-c", "user.email=staff@example.org", "commit", "-qam", "Checked"], "2026-11-10");
    expect(outdatedTranslations(data, englishFromGit(repo, data))).toEqual([]);
    // A number changed later: shared, so nothing to review.
    const changed = read(data, GET_HELP);
    (changed.emergency as Json).number = "912";
    write(data, GET_HELP, changed);
    git(["-c", "user.name=Staff", "-c", "user.email=staff@example.org", "commit", "-qam", "Number"], "2026-11-15");
    expect(outdatedTranslations(data, englishFromGit(repo, data))).toEqual([]);
    // A text changed later: the Spanish is listed.
    write(data, GET_HELP, { ...changed, intro: "A new introduction." });
    git(["-c", "user.name=Staff", "-c", "user.email=staff@example.org", "commit", "-qam", "Intro"], "2026-11-20");
    expect(outdatedTranslations(data, englishFromGit(repo, data)).map((found) => found.file)).toEqual([SPANISH]);
  });
});

describe("a translated entry or guide whose English has changed", () => {
  const dir = copyOfData();
  const EVENT = "events/annual-community-gathering.json";
  const GUIDE = "guides/helping-a-friend-in-crisis.md";
  const checked = "2026-11-10";
  const event = read(dir, EVENT);
  const englishGuide = readMarkdown(readFileSync(path.join(dir, GUIDE), "utf8"));
  if (!englishGuide.ok) throw new Error(`the fixture's ${GUIDE} cannot be read`);
  const guide = { ...(englishGuide.frontMatter as Json), body: englishGuide.body.trim() };
  // Spanish of both, as the editor saves them: the texts only, with the record of the day they were checked.
  write(dir, `translations/es/${EVENT}`, { language: "es", translation: { checked }, ...(textsOf(listKind("events").shape, event) as Json) });
  mkdirSync(path.join(dir, "translations/es/guides"), { recursive: true });
  writeFileSync(
    path.join(dir, `translations/es/${GUIDE}`),
    `---\nlanguage: "es"\ntranslation:\n  checked: "${checked}"\ntitle: "Ayudar a un amigo en crisis"\nsummary: "Qué decir y cuándo llamar o enviar un mensaje de texto al 988."\n---\n\nCuando alguien a quien quiere está en crisis, puede ayudar.\n`,
  );
  /** The English of each file as it was on the day of the check, `then` for those named in it. */
  const asOf =
    (then: Record<string, unknown>): EnglishAsOf =>
    (file) =>
      file in then ? then[file] : file === EVENT ? event : file === GUIDE ? guide : read(dir, file);

  it("is not listed while the texts are those it was checked against, or only a shared value changed", () => {
    expect(outdatedTranslations(dir, asOf({}))).toEqual([]);
    // The event moved to another day, and the guide's topics changed: shared, so nothing to read again.
    expect(outdatedTranslations(dir, asOf({ [EVENT]: { ...event, date: "2024-05-01" }, [GUIDE]: { ...guide, topics: ["wellbeing"] } }))).toEqual([]);
  });

  it("is listed when the event's description or the guide's text changed after the check", () => {
    const outdated = outdatedTranslations(dir, asOf({ [EVENT]: { ...event, description: "An older description." } }));
    expect(outdated.map((found) => [found.file, found.checked])).toEqual([[`translations/es/${EVENT}`, checked]]);
    expect(outdated[0]?.message).toContain(`the English in data/${EVENT} has changed since this translation was checked on ${checked}`);
    // A sentence of the guide's Markdown text, not only its front matter, counts.
    const body = outdatedTranslations(dir, asOf({ [GUIDE]: { ...guide, body: `${guide.body}\n\nAn older closing line.` } }));
    expect(body.map((found) => found.file)).toEqual([`translations/es/${GUIDE}`]);
    const title = outdatedTranslations(dir, asOf({ [GUIDE]: { ...guide, title: "An older title" } }));
    expect(title.map((found) => found.file)).toEqual([`translations/es/${GUIDE}`]);
  });
});

describe("data/languages.json, read once for every page of a build", () => {
  it("is read again as soon as it changes on disk, and missing or broken reads as no languages", () => {
    const dir = copyOfData();
    const languages = read(dir, "languages.json") as { translations: Json[] };
    expect(languageCodes(dir)).toEqual(languages.translations.map((language) => language.code));
    write(dir, "languages.json", {
      ...languages,
      translations: [...languages.translations, { ...languages.translations[0], code: "fr", wholeSite: true }],
    });
    expect(languageCodes(dir)).toContain("fr");
    expect(wholeSiteLanguages(dir)).toContain("fr");
    writeFileSync(path.join(dir, "languages.json"), "{ not json");
    expect(languageCodes(dir)).toEqual([]);
    rmSync(path.join(dir, "languages.json"));
    expect(readDataJson(dir, "languages.json")).toBeUndefined();
  });
});

describe("which page exists in which language", () => {
  it("is said once, by the registry: each page's files, translated, make the page in a language", () => {
    expect(filesOfRoute("/")).toEqual(["pages/home.json"]);
    expect(filesOfRoute("/404.html")).toEqual(["pages/not-found.json"]);
    expect(filesOfRoute("/get-help/")).toEqual(["pages/get-help.json"]);
    expect(filesOfRoute("/programs/peer-support/")).toEqual(["pages/program.json", "programs/peer-support.json"]);
    expect(filesOfRoute("/resources/grief-and-loss/")).toEqual(["guides/grief-and-loss.md"]);
    // A topic's page shows the library's texts.
    expect(filesOfRoute("/resources/topics/anxiety/")).toEqual(["pages/resources.json"]);
  });

  it("knows every page of src/pages/: a new one without its texts in the registry would have no translations", () => {
    const routes = readdirSync(path.join(__dirname, "../src/pages"))
      .filter((name) => name.endsWith(".tsx"))
      .map((name) => name.replace(/\.tsx$/, ""))
      .map((name) => (name === "index" ? "/" : `/${name}/`));
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(routes.filter((route) => filesOfRoute(route) === undefined)).toEqual([]);
  });

  it("loses a page's translations with its kind: a registry without the About page's texts builds it in English only", () => {
    const withoutAbout = CONTENT_KINDS.filter((kind) => !("file" in kind && kind.file === "pages/about.json"));
    expect(filesOfRoute("/about/", withoutAbout)).toBeUndefined();
    const dir = copyOfData();
    write(dir, "translations/es/pages/about.json", { language: "es" });
    expect(languagesWith(filesOfRoute("/about/") ?? [], dir)).toContain("es");
  });
});
