import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parseDocument } from "yaml";
import { ROOT } from "./project";

/**
 * The site is written in American English for families in Georgia: a British spelling reads as a typo to them,
 * and hides a page from people searching for "counseling". This is the project's own list of the British
 * spellings to keep out of what visitors and editors read (data/, the texts in src/, the README and docs/), each
 * with its American form, and the check that finds them (run by the unit tests, __tests__/spelling.test.ts).
 *
 * Whole words only, in any case, so that names in code ("organisationId", "aria-labelledby") are left alone.
 */

/** A British spelling and the American one to write instead, both in lowercase. */
type Pair = readonly [british: string, american: string];

/** `stem` + each ending, British and American: "recognis" -> recognise/recognize, recognised/recognized … */
function withEndings(british: string, american: string, endings: readonly string[]): Pair[] {
  return endings.map((ending) => [british + ending, american + ending] as const);
}

/** organise -> organize, and so on through -ised, -ising, -isation, -iser. */
const IZE_ENDINGS = ["e", "es", "ed", "ing", "ation", "ations", "ational", "er", "ers", "able"];
const ize = (stem: string) => withEndings(`${stem}is`, `${stem}iz`, IZE_ENDINGS);

/**
 * analyse -> analyze. Not "analyses", which is also the plural of analysis in both; the noun itself is the same.
 */
const yze = (stem: string) => withEndings(`${stem}ys`, `${stem}yz`, ["e", "ed", "ing", "er", "ers"]);

/** neighbour -> neighbor, colourful -> colorful, favourite -> favorite. */
const OUR_ENDINGS = ["", "s", "ed", "ing", "hood", "hoods", "ly", "ful", "less", "ite", "ites", "able", "al", "ally", "er", "ers", "y"];
const our = (stem: string) => withEndings(`${stem}our`, `${stem}or`, OUR_ENDINGS);

/** counselling -> counseling, traveller -> traveler: American English does not double the l. */
const DOUBLED_L_ENDINGS = ["ed", "ing", "or", "ors", "er", "ers"];
const singleL = (stem: string) => withEndings(`${stem}ll`, `${stem}l`, DOUBLED_L_ENDINGS);

/** centre -> center, centred -> centered. */
const er = (stem: string): Pair[] => [
  [`${stem}re`, `${stem}er`],
  [`${stem}res`, `${stem}ers`],
  [`${stem}red`, `${stem}ered`],
  [`${stem}ring`, `${stem}ering`],
];

const PAIRS: readonly Pair[] = [
  ...[
    "organ",
    "recogn",
    "apolog",
    "real",
    "emphas",
    "special",
    "priorit",
    "optim",
    "summar",
    "categor",
    "minim",
    "maxim",
    "util",
    "custom",
    "standard",
    "normal",
    "personal",
    "memor",
    "critic",
    "familiar",
    "mobil",
    "stabil",
    "visual",
    "author",
    "sympath",
    "energ",
    "social",
    "final",
    "hospital",
    "stigmat",
    "traumat",
    "character",
    "symbol",
    "general",
    "ideal",
    "rational",
    "harmon",
    "agon",
    "patron",
    "sanit",
    "scrutin",
    "legal",
    "jeopard",
    "computer",
    "digit",
    "mesmer",
    "tranquil",
    "vandal",
    "victim",
    "revolution",
    "subsid",
    "capital",
  ].flatMap(ize),
  ...["anal", "paral", "catal"].flatMap(yze),
  ...[
    "neighb",
    "behavi",
    "col",
    "fav",
    "hon",
    "hum",
    "lab",
    "harb",
    "rum",
    "vap",
    "flav",
    "sav",
    "endeav",
    "od",
    "rig",
    "vig",
    "val",
    "arm",
    "parl",
    "cand",
    "clam",
    "splend",
    "ferv",
    "ard",
  ].flatMap(our),
  ...[
    "counse",
    "trave",
    "cance",
    "labe",
    "mode",
    "dia",
    "signa",
    "leve",
    "channe",
    "fue",
    "jewe",
    "marve",
    "tota",
    "equa",
    "quarre",
    "riva",
    "tunne",
    "funne",
    "shove",
  ].flatMap(singleL),
  ...["cent", "theat", "met", "lit", "fib", "calib", "somb", "meag", "spect", "lust"].flatMap(er),
  ["marvellous", "marvelous"],
  ["manoeuvre", "maneuver"],
  ["manoeuvres", "maneuvers"],
  ["practise", "practice"],
  ["practises", "practices"],
  ["practised", "practiced"],
  ["practising", "practicing"],
  ["judgement", "judgment"],
  ["judgements", "judgments"],
  ["acknowledgement", "acknowledgment"],
  ["acknowledgements", "acknowledgments"],
  ["programme", "program"],
  ["programmes", "programs"],
  ["licence", "license"],
  ["licences", "licenses"],
  ["defence", "defense"],
  ["offence", "offense"],
  ["offences", "offenses"],
  ["pretence", "pretense"],
  ["catalogue", "catalog"],
  ["catalogues", "catalogs"],
  ["catalogued", "cataloged"],
  ["enrol", "enroll"],
  ["enrols", "enrolls"],
  ["enrolment", "enrollment"],
  ["enrolments", "enrollments"],
  ["fulfil", "fulfill"],
  ["fulfils", "fulfills"],
  ["fulfilment", "fulfillment"],
  ["instil", "instill"],
  ["instils", "instills"],
  ["instalment", "installment"],
  ["instalments", "installments"],
  ["skilful", "skillful"],
  ["skilfully", "skillfully"],
  ["wilful", "willful"],
  ["grey", "gray"],
  ["greys", "grays"],
  ["greyer", "grayer"],
  ["greyish", "grayish"],
  ["whilst", "while"],
  ["amongst", "among"],
  ["mum", "mom"],
  ["mums", "moms"],
  ["mummy", "mommy"],
  ["learnt", "learned"],
  ["misspelt", "misspelled"],
  ["ageing", "aging"],
  ["enquire", "inquire"],
  ["enquires", "inquires"],
  ["enquired", "inquired"],
  ["enquiry", "inquiry"],
  ["enquiries", "inquiries"],
  ["cheque", "check"],
  ["cheques", "checks"],
  ["tyre", "tire"],
  ["tyres", "tires"],
  ["aluminium", "aluminum"],
  ["pyjamas", "pajamas"],
  ["mould", "mold"],
  ["plough", "plow"],
  ["sceptic", "skeptic"],
  ["sceptical", "skeptical"],
  ["scepticism", "skepticism"],
  ["cosy", "cozy"],
  ["focussed", "focused"],
  ["focussing", "focusing"],
  ["paediatric", "pediatric"],
  ["paediatrics", "pediatrics"],
  ["paediatrician", "pediatrician"],
  ["paediatricians", "pediatricians"],
  ["orthopaedic", "orthopedic"],
  ["anaemia", "anemia"],
  ["anaesthetic", "anesthetic"],
  ["diarrhoea", "diarrhea"],
  ["oestrogen", "estrogen"],
  ["foetus", "fetus"],
  ["haemorrhage", "hemorrhage"],
  ["jewellery", "jewelry"],
  ["storey", "story"],
  ["storeys", "stories"],
  ["draught", "draft"],
  ["kerb", "curb"],
  ["maths", "math"],
  ["aeroplane", "airplane"],
  ["aeroplanes", "airplanes"],
];

/** Every British spelling the check looks for, with its American form. */
export const BRITISH_SPELLINGS: ReadonlyMap<string, string> = new Map(PAIRS);

/**
 * Places where a British spelling is right, each with the reason. A phrase exception lets the words of `phrase`
 * keep their spelling where that phrase is written in a file matching `files` (a name, a quotation). A field
 * exception does the same for a field of a guide's details (its front matter).
 */
export type SpellingException = { files: RegExp; phrase: string; reason: string } | { files: RegExp; field: string; reason: string };

export const EXCEPTIONS: readonly SpellingException[] = [
  {
    files: /(^|\/)data\/guides\/[^/]+\.md$/,
    field: "redirectFrom",
    reason:
      "a guide's earlier addresses are kept as they were published, so that links and bookmarks to them still " +
      "lead to the guide; an old address keeps its old spelling",
  },
  {
    files: /^docs\/editing-content\.md$/,
    phrase: '"neighbours" -> "neighbors"',
    reason: "the editing guide quotes a line of this check's report, which names the British spelling it found",
  },
];

/** A British spelling found in a file. */
export interface SpellingHit {
  /** The file, from the project's root: "data/pages/about.json". */
  file: string;
  line: number;
  /** The word as written, and the American spelling in the same case. */
  british: string;
  american: string;
}

/** `data/pages/about.json:4: "Neighbours" -> "Neighbors"` */
export function formatHit(hit: SpellingHit): string {
  return `${hit.file}:${hit.line}: ${JSON.stringify(hit.british)} -> ${JSON.stringify(hit.american)}`;
}

/** The American word in the case of the British one as written: "Counselling" -> "Counseling". */
function inCaseOf(written: string, american: string): string {
  if (written.length > 1 && written === written.toUpperCase()) return american.toUpperCase();
  if (written.charAt(0) === written.charAt(0).toUpperCase()) return american.charAt(0).toUpperCase() + american.slice(1);
  return american;
}

// Longest first, so that "counsellors" is found whole and not as "counsellor" with a letter left over.
const WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${[...BRITISH_SPELLINGS.keys()].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}\\p{N}_])`,
  "giu",
);

/** Where a part of a file is: from `start` to `end`, as offsets in its text. */
interface Span {
  start: number;
  end: number;
}

/** The British spellings in `text`, each with its offset. */
export function britishSpellings(text: string): { index: number; british: string; american: string }[] {
  return [...text.matchAll(WORDS)].map((match) => {
    const british = match[0];
    const american = BRITISH_SPELLINGS.get(british.toLowerCase()) ?? british;
    return { index: match.index, british, american: inCaseOf(british, american) };
  });
}

/**
 * The texts of a TypeScript file that a visitor or an editor may read: its strings and the text between its JSX
 * tags. Names, comments, imported paths and GraphQL queries (graphql`…`, read by the build only) are left out.
 */
function textsOfSource(file: string, text: string): Span[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const spans: Span[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "graphql") return;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isExternalModuleReference(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      spans.push({ start: node.getStart(source), end: node.getEnd() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

/** Where a field of a Markdown file's front matter is written, key and value, as offsets in the file. */
function frontMatterField(text: string, field: string): Span[] {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return [];
  const offset = text.indexOf(match[1] ?? "");
  const document = parseDocument(match[1] ?? "", { prettyErrors: false });
  const contents = document.contents;
  if (!contents || !("items" in contents)) return [];
  const spans: Span[] = [];
  for (const item of contents.items as { key?: { value?: unknown; range?: number[] }; value?: { range?: number[] } }[]) {
    if (item.key?.value !== field || !item.key.range) continue;
    const end = item.value?.range?.[1] ?? item.key.range[1] ?? 0;
    spans.push({ start: offset + (item.key.range[0] ?? 0), end: offset + end });
  }
  return spans;
}

/** The parts of a file that the exceptions cover. */
function exceptedSpans(file: string, text: string, exceptions: readonly SpellingException[]): Span[] {
  return exceptions
    .filter((exception) => exception.files.test(file))
    .flatMap((exception) => {
      if ("field" in exception) return frontMatterField(text, exception.field);
      const spans: Span[] = [];
      for (let at = text.indexOf(exception.phrase); at !== -1; at = text.indexOf(exception.phrase, at + 1)) {
        spans.push({ start: at, end: at + exception.phrase.length });
      }
      return spans;
    });
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts");

/**
 * The British spellings in one file (`file` from the project's root, `text` its content): in a TypeScript file,
 * in its strings and JSX text; in any other file, anywhere. What an exception covers is left out.
 */
export function spellingInFile(file: string, text: string, exceptions: readonly SpellingException[] = EXCEPTIONS): SpellingHit[] {
  const readable = isSource(file) ? textsOfSource(file, text) : [{ start: 0, end: text.length }];
  const excepted = exceptedSpans(file, text, exceptions);
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  const lineOf = (index: number) => lineStarts.filter((start) => start <= index).length;
  const within = (spans: readonly Span[], index: number, length: number) => spans.some((span) => span.start <= index && index + length <= span.end);
  return britishSpellings(text)
    .filter(({ index, british }) => within(readable, index, british.length) && !within(excepted, index, british.length))
    .map(({ index, british, american }) => ({ file, line: lineOf(index), british, american }));
}

/**
 * What the check reads, from the project's root: folders (every file in them that it reads) and single files;
 * the content the unit tests read (test/fixtures/data/) is written as the site's own. The list above holds
 * every British spelling on purpose, so this file itself is left out.
 */
export const CHECKED = {
  folders: ["data", "src", "docs", "test/fixtures/data"],
  files: ["README.md"],
  skipped: ["src/node/spelling.ts"],
};

/** Files the check reads: content and documents anywhere in those folders; TypeScript for its texts. */
const READ = /\.(json|md|ya?ml|tsx?)$/;

function filesIn(root: string, folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && READ.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Every British spelling in what the check reads under `root`, in file order. */
export function checkSpelling(root: string = ROOT, exceptions: readonly SpellingException[] = EXCEPTIONS): SpellingHit[] {
  const files = [...CHECKED.folders.flatMap((folder) => filesIn(root, folder)), ...CHECKED.files].filter((file) => !CHECKED.skipped.includes(file));
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      return [];
    }
    return spellingInFile(file, text, exceptions);
  });
}
