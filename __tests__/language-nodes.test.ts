/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataFileOf, onContentNode, type NodeArgs, type SourceNode } from "../src/node/gatsby/language-nodes";
// cspell:dictionaries es-es

/**
 * Every entry of data/ becomes one node per language, already in it (src/node/gatsby/language-nodes.ts): run here
 * on a small store of the nodes gatsby-transformer-json and gatsby-transformer-remark would make, in either order.
 */

let dataDir = "";

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "kindred-nodes-"));
  const languages = { english: { name: "English", openGraphLocale: "en_US" }, translations: [{ code: "es" }, { code: "zh-Hans" }] };
  writeFileSync(path.join(dataDir, "languages.json"), JSON.stringify(languages));
  // The files a program's Spanish page needs, on disk as the build finds them.
  mkdirSync(path.join(dataDir, "translations/es/programs"), { recursive: true });
  mkdirSync(path.join(dataDir, "translations/es/pages"), { recursive: true });
  writeFileSync(path.join(dataDir, "translations/es/pages/program.json"), "{}");
  writeFileSync(path.join(dataDir, "translations/es/programs/peer-support.json"), JSON.stringify(SPANISH_PROGRAM));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A store of nodes as Gatsby keeps them, and the nodes the build made from them. */
function store({ listsNew = true } = {}) {
  const nodes = new Map<string, SourceNode>();
  // Gatsby may not list a node it has just been given (getNodesByType) while it writes the node away.
  const unlisted = new Set<string>();
  const made = new Map<string, Record<string, unknown>>();
  let count = 0;
  const add = (relativePath: string, type: string, values: Record<string, unknown>): SourceNode => {
    count += 1;
    const file: SourceNode = { id: `file-${count}`, absolutePath: path.join(dataDir, relativePath), internal: { type: "File" } };
    const node: SourceNode = { ...values, id: `node-${count}`, parent: file.id, internal: { type } };
    nodes.set(file.id, file);
    nodes.set(node.id, node);
    if (!listsNew) unlisted.add(node.id);
    return node;
  };
  const args = (node: SourceNode): NodeArgs => ({
    node,
    getNode: (id) => nodes.get(id),
    getNodesByType: (type) => [...nodes.values()].filter((candidate) => candidate.internal.type === type && !unlisted.has(candidate.id)),
    actions: {
      createNode: (child) => made.set(child.id as string, child),
      createParentChildLink: () => undefined,
    },
    createNodeId: (input) => `id(${input})`,
    createContentDigest: (input) => JSON.stringify(input).length.toString(),
  });
  const byLanguage = (type: string) =>
    Object.fromEntries(
      [...made.values()].filter((node) => (node.internal as { type: string }).type === type).map((node) => [node.language as string, node] as const),
    );
  return { add, args, made, byLanguage, run: (node: SourceNode) => onContentNode(args(node), dataDir) };
}

/** Writes a file into the data folder, as the build finds it on disk, for the length of a test. */
function onDisk(relativePath: string, text: string): () => void {
  const file = path.join(dataDir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return () => rmSync(file);
}

const PROGRAM = { $schema: "../../schemas/programs.schema.json", name: "Peer support", summary: "Talk with parents.", order: 1, icon: "people" };
const SPANISH_PROGRAM = { language: "es", translation: { checked: "2026-11-20" }, name: "Apoyo entre pares", summary: "Hable con otras familias." };

describe("an entry's nodes", () => {
  it("are one per language, each already in it; a language without a translation shows the English, marked lang en", () => {
    const { add, run, byLanguage } = store();
    run(add("programs/peer-support.json", "DataJson", PROGRAM));
    run(add("translations/es/programs/peer-support.json", "DataJson", SPANISH_PROGRAM));
    const nodes = byLanguage("ProgramsJson");
    expect(Object.keys(nodes).sort()).toEqual(["en", "es", "zh-Hans"]);
    expect(nodes.en).toMatchObject({ jsonId: "peer-support", name: "Peer support", lang: null, hasOwnPage: true });
    // Texts from the translation, every other value (order, icon) the English file's; the record is not content.
    expect(nodes.es).toMatchObject({ name: "Apoyo entre pares", summary: "Hable con otras familias.", order: 1, icon: "people", lang: null });
    expect(nodes.es).not.toHaveProperty("translation");
    expect(nodes.es).not.toHaveProperty("$schema");
    expect(nodes.es?.hasOwnPage).toBe(true);
    expect(nodes["zh-Hans"]).toMatchObject({ name: "Peer support", lang: "en", hasOwnPage: false });
  });

  it("come out the same whichever of the English and its translation the build reads first", () => {
    const first = store();
    first.run(first.add("programs/peer-support.json", "DataJson", PROGRAM));
    first.run(first.add("translations/es/programs/peer-support.json", "DataJson", SPANISH_PROGRAM));
    const second = store();
    const translation = second.add("translations/es/programs/peer-support.json", "DataJson", SPANISH_PROGRAM);
    second.run(translation);
    second.run(second.add("programs/peer-support.json", "DataJson", PROGRAM));
    const names = (made: Map<string, Record<string, unknown>>) =>
      [...made.values()].map((node) => `${node.language as string} ${node.name as string}`).sort();
    expect(names(second.made)).toEqual(names(first.made));
  });

  it("are in their language whether or not the store lists the other file's node yet: the translation is read from disk", () => {
    for (const englishFirst of [true, false]) {
      const { add, run, byLanguage } = store({ listsNew: false });
      const english = add("programs/peer-support.json", "DataJson", PROGRAM);
      const translation = add("translations/es/programs/peer-support.json", "DataJson", SPANISH_PROGRAM);
      for (const node of englishFirst ? [english, translation] : [translation, english]) run(node);
      expect(byLanguage("ProgramsJson").es).toMatchObject({ name: "Apoyo entre pares", order: 1, lang: null });
      expect(byLanguage("ProgramsJson").es).not.toHaveProperty("translation");
    }
  });

  it("are made again from the translation's file as it is now when a translation alone changes", () => {
    const { add, run, byLanguage } = store();
    run(add("programs/peer-support.json", "DataJson", PROGRAM));
    const removeChanged = onDisk("translations/es/programs/peer-support.json", JSON.stringify({ ...SPANISH_PROGRAM, name: "Apoyo mutuo" }));
    try {
      run(add("translations/es/programs/peer-support.json", "DataJson", { ...SPANISH_PROGRAM, name: "Apoyo mutuo" }));
      expect(byLanguage("ProgramsJson").es?.name).toBe("Apoyo mutuo");
    } finally {
      removeChanged();
      writeFileSync(path.join(dataDir, "translations/es/programs/peer-support.json"), JSON.stringify(SPANISH_PROGRAM));
    }
  });

  it("are read from the build's own data/, never from the files of an earlier build's folder it is deleting", () => {
    const { add, run, byLanguage } = store();
    // An earlier build's Spanish file, not yet deleted, at the same place in another folder.
    add("../earlier/data/translations/es/programs/peer-support.json", "DataJson", { ...SPANISH_PROGRAM, name: "Antiguo" });
    run(add("translations/es/programs/peer-support.json", "DataJson", SPANISH_PROGRAM));
    run(add("programs/peer-support.json", "DataJson", PROGRAM));
    expect(byLanguage("ProgramsJson").es?.name).toBe("Apoyo entre pares");
  });

  it("are none for a translation whose English entry was deleted, so the build goes on", () => {
    const { add, run, made } = store();
    run(add("translations/es/programs/deleted-program.json", "DataJson", SPANISH_PROGRAM));
    expect(made.size).toBe(0);
  });

  it("link a related entry in their own language, and the text in it, whichever Markdown file the build reads first", () => {
    const spanish = "translations/es/guides/finding-calm.md";
    const removeSpanish = onDisk(
      spanish,
      '---\nlanguage: "es"\ntranslation:\n  checked: "2026-11-20"\ntitle: "Encontrar la calma"\nsummary: "Respirar."\n---\n\nRespire despacio.\n',
    );
    try {
      for (const englishFirst of [true, false]) {
        const { add, run, byLanguage } = store({ listsNew: false });
        const guide = {
          // gatsby-transformer-remark reads a day without quotes as a Date, and notes the file it read.
          frontmatter: { title: "Finding calm", summary: "Breathing.", published: new Date("2026-09-08T00:00:00Z"), program: "peer-support" },
          fileAbsolutePath: path.join(dataDir, "guides/finding-calm.md"),
        };
        const english = add("guides/finding-calm.md", "MarkdownRemark", guide);
        const translated = add(spanish, "MarkdownRemark", { frontmatter: { title: "Out of date" } });
        for (const node of englishFirst ? [english, translated] : [translated, english]) run(node);
        const guides = byLanguage("Guide");
        expect(guides.es).toMatchObject({ guideId: "finding-calm", lang: null, text: path.join(dataDir, spanish) });
        expect(guides.es?.frontmatter).toEqual({
          title: "Encontrar la calma",
          summary: "Respirar.",
          published: "2026-09-08",
          program: "peer-support es",
        });
        expect(guides["zh-Hans"]).toMatchObject({
          lang: "en",
          text: path.join(dataDir, "guides/finding-calm.md"),
          frontmatter: { title: "Finding calm", program: "peer-support zh-Hans" },
        });
      }
    } finally {
      removeSpanish();
    }
  });
});

describe("a file of data/", () => {
  it("is known by its kind, its entry and its language's folder", () => {
    expect(dataFileOf("translations/zh-hans/pages/get-help.json")).toMatchObject({ folder: "zh-hans", english: "pages/get-help.json" });
    expect(dataFileOf("events/spring-open-house.json")).toMatchObject({ id: "spring-open-house", folder: "en" });
    expect(dataFileOf("guides/finding-calm.md")).toMatchObject({ id: "finding-calm" });
    expect(dataFileOf("images/hero.json")).toBeUndefined();
  });
});
