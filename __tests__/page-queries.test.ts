/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Pages and templates only show: the build makes every entry's node in every language (src/node/gatsby/
 * language-nodes.ts), so a page asks for the language it is in and gets ready data. These read the queries and
 * code of src/pages/, src/templates/ and src/components/ for what would undo that.
 */

const ROOT = path.join(__dirname, "..");

function sourceFiles(...dirs: string[]): { file: string; text: string }[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => {
        const file = path.join(dir, entry.name);
        return { file, text: readFileSync(path.join(ROOT, file), "utf8") };
      }),
  );
}

const PAGES = sourceFiles("src/pages", "src/templates");

/** Each root field of a page's query that reads content ("homePageJson(…)", "allGuide(…)"), with its arguments. */
function contentFields(text: string): string[] {
  const query = /graphql`([\s\S]*?)`/.exec(text)?.[1] ?? "";
  return [...query.matchAll(/^ {4}(?:\w+: )?((?:all)?\w*(?:Json|Guide)\b(?:\((?:[^()]|\([^()]*\))*\))?)/gim)].map((match) => match[1] ?? "");
}

describe("the pages' queries", () => {
  it("are found: every page and template reads content", () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(14);
    for (const { file, text } of PAGES) expect([file, contentFields(text).length > 0]).toEqual([file, true]);
  });

  it("ask for the content in the language the page is in", () => {
    const unfiltered = PAGES.flatMap(({ file, text }) =>
      contentFields(text)
        .filter((field) => !/language: \{ eq: \$language \}/.test(field))
        .map((field) => `${file}: ${field}`),
    );
    expect(unfiltered).toEqual([]);
  });

  it("never read Markdown files' own nodes, which hold every language's files side by side", () => {
    const reading = sourceFiles("src/pages", "src/templates", "src/components").filter(({ text }) => /markdownRemark/i.test(text));
    expect(reading.map(({ file }) => file)).toEqual([]);
  });
});

describe("pages and templates", () => {
  it("never translate, merge translations or fall back to English: the data they are given already has", () => {
    const translating = PAGES.filter(({ text }) => /\btranslate\w*\(|\btextsOf\b|Translation/.test(text));
    expect(translating.map(({ file }) => file)).toEqual([]);
  });
});
