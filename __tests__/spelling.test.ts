/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BRITISH_SPELLINGS, checkSpelling, EXCEPTIONS, formatHit, spellingInFile, type SpellingException } from "../src/node/spelling";

/**
 * The site is written in American English. The first test reads the project itself (data/, the texts in src/, the
 * README and docs/); the others prove, on texts of their own, what the check finds and what it leaves alone.
 */

const found = (file: string, text: string, exceptions?: readonly SpellingException[]) => spellingInFile(file, text, exceptions).map(formatHit);

describe("American English", () => {
  it("is what data/ and every text that visitors and editors read are written in", () => {
    expect(checkSpelling().map(formatHit)).toEqual([]);
  });
});

describe("the spelling check", () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it("fails on a British spelling in a page's texts, naming the file, the line and the American word", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "spelling-"));
    roots.push(root);
    mkdirSync(path.join(root, "data/pages"), { recursive: true });
    writeFileSync(path.join(root, "data/pages/about.json"), '{\n  "title": "About Us",\n  "intro": "Neighbours helping neighbours."\n}\n');
    writeFileSync(path.join(root, "README.md"), "# A site\n\nWritten for the organisation.\n");
    expect(checkSpelling(root).map(formatHit)).toEqual([
      'data/pages/about.json:3: "Neighbours" -> "Neighbors"',
      'data/pages/about.json:3: "neighbours" -> "neighbors"',
      'README.md:3: "organisation" -> "organization"',
    ]);
  });

  it("knows the words with their usual endings, and gives the American word in the same case", () => {
    const text = "Organisations recognised COLOURFUL favourite centred travelled counsellors counselling Judgement practise whilst grey";
    expect(found("data/site.json", text).map((hit) => hit.replace(/^data\/site\.json:1: /, ""))).toEqual([
      '"Organisations" -> "Organizations"',
      '"recognised" -> "recognized"',
      '"COLOURFUL" -> "COLORFUL"',
      '"favourite" -> "favorite"',
      '"centred" -> "centered"',
      '"travelled" -> "traveled"',
      '"counsellors" -> "counselors"',
      '"counselling" -> "counseling"',
      '"Judgement" -> "Judgment"',
      '"practise" -> "practice"',
      '"whilst" -> "while"',
      '"grey" -> "gray"',
    ]);
  });

  it("matches whole words only, and leaves words that are the same in both alone", () => {
    const text = "organisationId aria-labelledby minimum programmed analysis analyses emphasis cancellation promise exercise counsel hours";
    expect(found("data/site.json", text)).toEqual([]);
  });

  it("finds a word in a page's address too", () => {
    expect(found("data/guides/a.md", "Read [the guide](/resources/your-first-counselling-appointment/).")).toEqual([
      'data/guides/a.md:1: "counselling" -> "counseling"',
    ]);
  });

  it("reads a TypeScript file's strings and the text of its JSX, not its names, comments, imports or GraphQL", () => {
    const source = [
      'import { organisationFacts } from "../organisation/colour";',
      "// The organisation's colour.",
      "export const query = graphql`",
      "  fragment OrganisationFacts on SiteJson { name }",
      "`;",
      "const organisation = { label: 'Organisation details', hint: `Your neighbour's ${'colour'}` };",
      'export const Card = () => <p title="favourite">Our neighbours {organisation.label}</p>;',
    ].join("\n");
    expect(found("src/components/Card.tsx", source)).toEqual([
      'src/components/Card.tsx:6: "Organisation" -> "Organization"',
      'src/components/Card.tsx:6: "neighbour" -> "neighbor"',
      'src/components/Card.tsx:6: "colour" -> "color"',
      'src/components/Card.tsx:7: "favourite" -> "favorite"',
      'src/components/Card.tsx:7: "neighbours" -> "neighbors"',
    ]);
  });

  it("leaves a guide's earlier addresses alone (redirectFrom), written either way YAML allows, but not the rest of the guide", () => {
    const inline = [
      "---",
      'title: "Your first counselling appointment"',
      'redirectFrom: ["/resources/your-first-counselling-appointment/", "/resources/counselling/"]',
      "---",
      "",
      "A counsellor listens.",
    ].join("\n");
    expect(found("data/guides/first.md", inline)).toEqual([
      'data/guides/first.md:2: "counselling" -> "counseling"',
      'data/guides/first.md:6: "counsellor" -> "counselor"',
    ]);
    const block = ["---", "redirectFrom:", "  - /resources/your-first-counselling-appointment/", 'title: "Counselling"', "---", ""].join("\n");
    expect(found("data/guides/first.md", block)).toEqual(['data/guides/first.md:4: "Counselling" -> "Counseling"']);
    // Only a guide's details hold its earlier addresses: the same line elsewhere is checked.
    expect(found("data/pages/resources.json", 'redirectFrom: ["/resources/counselling/"]')).toEqual([
      'data/pages/resources.json:1: "counselling" -> "counseling"',
    ]);
  });

  it("leaves an excepted phrase alone in the files it is excepted in, and only there", () => {
    const exceptions: SpellingException[] = [{ files: /^data\/pages\/about\.json$/, phrase: "Grey Street Centre", reason: "a place's own name" }];
    const text = "We meet at the Grey Street Centre, a community centre.";
    expect(found("data/pages/about.json", text, exceptions)).toEqual(['data/pages/about.json:1: "centre" -> "center"']);
    expect(found("data/pages/home.json", text, exceptions)).toEqual([
      'data/pages/home.json:1: "Grey" -> "Gray"',
      'data/pages/home.json:1: "Centre" -> "Center"',
      'data/pages/home.json:1: "centre" -> "center"',
    ]);
  });

  it("says why each exception is there", () => {
    expect(EXCEPTIONS.length).toBeGreaterThan(0);
    for (const exception of EXCEPTIONS) expect(exception.reason.length).toBeGreaterThan(20);
  });

  it("never suggests a word that is itself on the list", () => {
    const circular = [...BRITISH_SPELLINGS].filter(([british, american]) => american === british || BRITISH_SPELLINGS.has(american));
    expect(circular).toEqual([]);
  });
});
