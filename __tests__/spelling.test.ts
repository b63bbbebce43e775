/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { ROOT } from "../src/node/project";

/**
 * The spell check is cspell with the project's configuration (cspell.config.yaml), run by `npm run lint`. These
 * tests run it on files of their own, laid out as the project's in a folder of their own with a copy of that
 * configuration, and prove what it reports where: in data/, what staff edit, only British spellings, so that a
 * new name never fails; in code and documents, every word it does not know.
 */

const CONFIG_FILES = ["cspell.config.yaml", "cspell-flagged.yaml", "cspell-words.txt"];

/** Runs the check in a copy of the project's configuration with these files, and returns what it reports. */
function spellCheck(files: Record<string, string>): { status: number | null; reports: string[] } {
  const root = mkdtempSync(path.join(os.tmpdir(), "spelling-"));
  try {
    for (const file of CONFIG_FILES) copyFileSync(path.join(ROOT, file), path.join(root, file));
    // The configuration imports the Spanish dictionary from node_modules.
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules/cspell/bin.mjs"), "--no-progress", "--no-summary", "--no-color"], {
      cwd: root,
      encoding: "utf8",
    });
    if (run.error) throw run.error;
    return { status: run.status, reports: run.stdout.split("\n").filter(Boolean) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

// The files below are written for the check to find their British spellings and unknown words.
// cspell:disable
/** A new event as staff write it: its people, places and partners are in no dictionary. */
const eventWith = (more: string) =>
  JSON.stringify(
    {
      title: "Family Wellness Night",
      description:
        "With Dr. Oluwaseun Adebayo-Nwachukwu, Siobhán Ní Bhriain, Nguyễn Thị Nam and Ines Tung of Lakshmi Venkataraman " +
        `Counseling, at the Fox Theatre on Grey Street.${more}`,
      location: { name: "Cobb Energy Performing Arts Centre" },
    },
    null,
    2,
  );

const GUIDE = [
  "---",
  'title: "Your first counseling appointment"',
  'redirectFrom: ["/resources/your-first-counselling-appointment/"]',
  "earlier:",
  "  - /resources/counselling/",
  "---",
  "",
  "A counsellor listens. Colour, COUNSELLING and the community centre, the local theatre.",
  "",
].join("\n");

const GUIDE_WITH_BLOCK_LIST = ["---", "redirectFrom:", "  - /resources/your-first-counselling-appointment/", 'title: "Counselling"', "---", ""].join(
  "\n",
);

const CODE = [
  'import { organisationFacts } from "./facts";',
  "",
  "// The organisation's colour, behaviour and centre, as Decap shows it.",
  'export const organiserName = "Zhang Wei";',
  "export function recieve(): void {}",
  "",
].join("\n");

describe("the spell check", () => {
  let result: ReturnType<typeof spellCheck>;
  /** What it reports in one file, in the order of the file. */
  const reportsIn = (file: string) => result.reports.filter((line) => line.startsWith(`${file}:`));
  beforeAll(() => {
    result = spellCheck({
      "data/events/family-wellness-night.json": eventWith(" Bring your favourite colour pencils for the organisation’s mural."),
      "data/guides/first-appointment.md": GUIDE,
      "data/guides/block-list.md": GUIDE_WITH_BLOCK_LIST,
      "data/translations/es/events/family-wellness-night.json": '{ "description": "Con Zhang Wei. Puede donar con un cheque." }\n',
      "src/components/Facts.tsx": CODE,
      // (The directive written in two parts, so that it is not one for this file.)
      "src/lib/spanish.ts": `// cspell${":"}dictionaries es-es\nexport const call = "Llame al 988 y oprima el 2, o envíe AYUDA por mensaje de texto.";\n`,
      "docs/guide.md": "The organisation's counselors meet at Creekside. Naomi Wadsworth-Oyelaran writes the newsletter.\n",
    });
  }, 60_000);
  // cspell:enable
  // What it reports, in the tests below:
  // cspell:ignore favourite colour organisation counselling counsellor centre theatre behaviour organiser recieve Zhang Wadsworth Oyelaran cheque

  it("fails when it reports anything", () => {
    expect(result.status).toBe(1);
  });

  it("reports only British spellings in data/, never a person's, a place's or a partner's name, with the American word", () => {
    expect(reportsIn("data/events/family-wellness-night.json")).toEqual([
      "data/events/family-wellness-night.json:3:188 - Forbidden word (favourite) fix: (favorite)",
      "data/events/family-wellness-night.json:3:198 - Forbidden word (colour) fix: (color)",
      "data/events/family-wellness-night.json:3:221 - Forbidden word (organisation) fix: (organization)",
    ]);
  });

  it("leaves a guide's earlier addresses alone, written either way YAML allows, but not the rest of the guide", () => {
    expect(reportsIn("data/guides/block-list.md")).toEqual(["data/guides/block-list.md:4:9 - Forbidden word (Counselling) fix: (Counseling)"]);
    expect(reportsIn("data/guides/first-appointment.md")).toEqual([
      "data/guides/first-appointment.md:5:16 - Forbidden word (counselling) fix: (counseling)",
      "data/guides/first-appointment.md:8:3 - Forbidden word (counsellor) fix: (counselor)",
      "data/guides/first-appointment.md:8:23 - Forbidden word (Colour) fix: (Color)",
      "data/guides/first-appointment.md:8:31 - Forbidden word (COUNSELLING) fix: (COUNSELING)",
      "data/guides/first-appointment.md:8:61 - Forbidden word (centre) fix: (center)",
      "data/guides/first-appointment.md:8:79 - Forbidden word (theatre) fix: (theater)",
    ]);
  });

  it("does not read the translations, where an English word on the list may be right: a cheque in Spanish", () => {
    expect(result.reports.filter((line) => line.startsWith("data/translations/"))).toEqual([]);
  });

  it("reports British spellings in code, in names and comments alike, and every word it does not know", () => {
    expect(reportsIn("src/components/Facts.tsx")).toEqual([
      "src/components/Facts.tsx:1:10 - Forbidden word (organisation) fix: (organization)",
      "src/components/Facts.tsx:3:8 - Forbidden word (organisation) fix: (organization)",
      "src/components/Facts.tsx:3:23 - Forbidden word (colour) fix: (color)",
      "src/components/Facts.tsx:3:31 - Forbidden word (behaviour) fix: (behavior)",
      "src/components/Facts.tsx:3:45 - Forbidden word (centre) fix: (center)",
      "src/components/Facts.tsx:4:14 - Forbidden word (organiser) fix: (organizer)",
      "src/components/Facts.tsx:4:31 - Unknown word (Zhang)",
      "src/components/Facts.tsx:5:17 - Unknown word (recieve) fix: (receive)",
    ]);
  });

  it("reports every unknown word in the documents too, and knows the project's own words", () => {
    expect(reportsIn("docs/guide.md")).toEqual([
      "docs/guide.md:1:5 - Forbidden word (organisation) fix: (organization)",
      "docs/guide.md:1:56 - Unknown word (Wadsworth)",
      "docs/guide.md:1:66 - Unknown word (Oyelaran)",
    ]);
  });

  it("knows the Spanish words of a file that quotes the translations and says so", () => {
    expect(reportsIn("src/lib/spanish.ts")).toEqual([]);
  });
});

describe("an event that staff add", () => {
  it("passes with the names of new people, places and partners", () => {
    expect(spellCheck({ "data/events/family-wellness-night.json": eventWith("") })).toEqual({ status: 0, reports: [] });
  }, 60_000);
});

describe("the list of British spellings (cspell-flagged.yaml)", () => {
  const entries = (parse(readFileSync(path.join(ROOT, "cspell-flagged.yaml"), "utf8")) as { flagWords: string[] }).flagWords;
  const pairs = entries.map((entry) => entry.split("->"));

  it("gives each British word in lowercase with one American word", () => {
    expect(entries.length).toBeGreaterThan(600);
    expect(pairs.filter((pair) => pair.length !== 2 || !pair.every((word) => /^[a-z]+$/.test(word)))).toEqual([]);
  });

  it("never suggests a word that is itself on the list", () => {
    const british = new Set(pairs.map(([word]) => word));
    expect(pairs.filter(([word, american]) => word === american || british.has(american ?? ""))).toEqual([]);
  });
});
