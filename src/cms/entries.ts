import type { Labels } from "../content/page-context";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import fromMarkdown from "mdast-util-from-markdown";
import type { GetHelpTexts } from "../components/GetHelpContent";
import type { GuideArticleData } from "../components/GuideArticle";
import { eventFields, guideFields, programFields, tierFields, type EntryContext } from "../lib/computed";
import { sectionsOf } from "../lib/guide-sections";
import { readingMinutes } from "../lib/reading-time";
import { guidePath } from "../lib/routes";
import type { CrisisTexts, PostalAddress } from "../content/shapes";
import { CRISIS_WORDS, type CrisisLines } from "../lib/crisis";
import { ENGLISH_ENTRY_FIELD, TRANSLATIONS_PATH } from "../node/editor/translations";

export type { PostalAddress };

/**
 * The site's components are typed by their GraphQL fragments, where the build has already derived some
 * fields (an event's date as text, a tier's price as text, a program's address). An entry being edited is the
 * raw JSON of one file, possibly half typed, so these map it to those shapes with the build's own computed
 * fields (src/lib/computed.ts) and never throw: a value that cannot be read yet is shown as typed.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Where an image field's value ("images/events/x.png") can be loaded from in the editor. */
export type AssetUrl = (value: string) => string;

function text(value: Json | undefined): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function texts(value: Json | undefined): string[] {
  return Array.isArray(value) ? value.map(text).filter((item) => item !== "") : [];
}

function object(value: Json | undefined): JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
}

function attempt(format: () => string, fallback: string): string {
  try {
    return format();
  } catch {
    return fallback;
  }
}

/**
 * A picture for the Picture component: the uploaded or stored file at one size, in the card's proportions.
 * Without a file to show (none chosen yet, or another entry's, which the editor cannot load), a calm, empty
 * frame takes the picture's place instead of a broken image.
 */
export function previewImage(value: Json | undefined, assetUrl: AssetUrl, width: number, aspectRatio: number): IGatsbyImageData {
  const height = Math.round(width / aspectRatio);
  const path = text(value);
  const src = path ? assetUrl(path) : "";
  const frame = src ? {} : { backgroundColor: "var(--color-brand-soft)" };
  const shown = src || `data:image/svg+xml,${encodeURIComponent(emptyFrame(width, height))}`;
  return { layout: "constrained", width, height, ...frame, images: { fallback: { src: shown, sizes: `${width}px` }, sources: [] } };
}

function emptyFrame(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"/>`;
}

export function postalAddress(value: Json | undefined): PostalAddress {
  const address = object(value);
  return {
    street: text(address.street),
    locality: text(address.locality),
    region: text(address.region),
    postalCode: text(address.postalCode),
    country: text(address.country),
  };
}

/** An event file as EventCard's fragment; without an address of its own, the event is at the organization's. */
export function eventCard(id: string, data: JsonObject, assetUrl: AssetUrl, site: { address: PostalAddress; timezone: string }) {
  const date = text(data.date);
  const startTime = text(data.startTime);
  const endTime = text(data.endTime);
  const location = object(data.location);
  const address = location.address ? postalAddress(location.address) : site.address;
  const title = text(data.title);
  const times = { date, startTime, endTime };
  const context: EntryContext = { id, site };
  return {
    jsonId: id || "new-event",
    lang: null,
    title,
    dateText: attempt(() => eventFields.dateText(times), date),
    timeText: attempt(() => eventFields.timeText(times), `${startTime} - ${endTime}`),
    startsAt: attempt(() => eventFields.startsAt(times, context), ""),
    endsAt: attempt(() => eventFields.endsAt(times, context), ""),
    description: text(data.description),
    location: { name: text(location.name), address: { locality: address.locality, region: address.region } },
    imageAlt: text(data.imageAlt),
    image: { childImageSharp: { gatsbyImageData: previewImage(data.image, assetUrl, 640, 1.5) } },
  };
}

/** A giving level as TierCard's fragment; `includes` names another level's file, shown by its name. */
export function tierCard(id: string, data: JsonObject, tierNames: Readonly<Record<string, string>>) {
  const price = typeof data.price === "number" ? data.price : Number.NaN;
  const currency = text(data.currency) || "USD";
  const includes = text(data.includes);
  return {
    jsonId: id || "new-level",
    lang: null,
    name: text(data.name),
    priceText: attempt(() => (Number.isFinite(price) ? tierFields.priceText({ price, currency }) : text(data.price)), text(data.price)),
    billingPeriod: text(data.billingPeriod),
    description: text(data.description),
    benefits: texts(data.benefits),
    icon: text(data.icon),
    featured: data.featured === true,
    checkoutUrl: text(data.checkoutUrl) || null,
    includes: includes ? { name: tierNames[includes] ?? includes } : null,
  };
}

/** A program as ProgramRow's fragment. */
export function programRow(id: string, data: JsonObject, assetUrl: AssetUrl) {
  const jsonId = id || "new-program";
  return {
    jsonId,
    lang: null,
    name: text(data.name),
    summary: text(data.summary),
    icon: text(data.icon),
    path: programFields.path(data, { id: jsonId }),
    imageAlt: text(data.imageAlt),
    image: { childImageSharp: { gatsbyImageData: previewImage(data.image, assetUrl, 720, 1.333) } },
  };
}

/** A program as ProgramBody's fragment, for its own page. */
export function programBody(id: string, data: JsonObject, assetUrl: AssetUrl) {
  return {
    jsonId: id || "new-program",
    name: text(data.name),
    summary: text(data.summary),
    details: texts(data.details),
    highlights: texts(data.highlights),
    imageAlt: text(data.imageAlt),
    image: { childImageSharp: { gatsbyImageData: previewImage(data.image, assetUrl, 720, 1.333) } },
  };
}

/** The texts every program page shares (pages/program.json), as ProgramBody's second fragment. */
export function programBodyTexts(data: JsonObject) {
  return {
    eyebrow: text(data.eyebrow),
    offersHeading: text(data.offersHeading),
    ctaHeading: text(data.ctaHeading),
    ctaText: text(data.ctaText),
    askLabel: text(data.askLabel),
  };
}

/** The home page's file as HomeHero's fragment. */
export function homeHero(data: JsonObject, assetUrl: AssetUrl) {
  return {
    eyebrow: text(data.eyebrow),
    title: text(data.title),
    heroImageAlt: text(data.heroImageAlt),
    heroImage: { childImageSharp: { gatsbyImageData: previewImage(data.heroImage, assetUrl, 640, 1.2) } },
  };
}

export function impactStat(id: string, data: JsonObject) {
  return { jsonId: id || "new-figure", value: text(data.value), label: text(data.label) };
}

/** A node of a Markdown syntax tree, as far as the preview reads it. */
interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  alt?: string | null;
  children?: MarkdownNode[];
}

function markdownTree(markdown: string): MarkdownNode {
  return fromMarkdown(markdown);
}

function nodesOf(node: MarkdownNode, type: string): MarkdownNode[] {
  return [...(node.type === type ? [node] : []), ...(node.children ?? []).flatMap((child) => nodesOf(child, type))];
}

/** A heading's words, as remark gives them (mdast-util-to-string): its text, without marks or link addresses. */
function wordsOfHeading(node: MarkdownNode): string {
  return node.value ?? node.alt ?? (node.children ?? []).map(wordsOfHeading).join("");
}

/**
 * The headings of a guide's text as gatsby-transformer-remark lists them, read with the same Markdown reader
 * (mdast-util-from-markdown, as remark 13), for the table of contents and the ids it links to (sectionsOf).
 */
export function markdownHeadings(markdown: string): { value: string; depth: number }[] {
  return nodesOf(markdownTree(markdown), "heading").map((heading) => ({ value: wordsOfHeading(heading), depth: heading.depth ?? 2 }));
}

/** A guide's file (its front matter, and its text as `body`) as GuideArticle's fragment, its days written in `language`. */
export function guideArticle(id: string, data: JsonObject, assetUrl: AssetUrl, language = "en"): GuideArticleData {
  const body = text(data.body);
  const published = text(data.published);
  const reviewed = text(data.reviewed);
  const dates = { published, reviewed };
  const image = text(data.image);
  return {
    guideId: id || "new-guide",
    readingMinutes: readingMinutes(body),
    publishedText: attempt(() => guideFields.publishedText(dates, { language }), published),
    reviewedText: attempt(() => guideFields.reviewedText(dates, { language }), reviewed),
    sections: sectionsOf(markdownHeadings(body)).filter((section) => section.depth === 2),
    frontmatter: {
      title: text(data.title),
      summary: text(data.summary),
      topics: texts(data.topics),
      audiences: texts(data.audiences),
      published,
      reviewed,
      printAs: text(data.printAs) || null,
      reviewerName: text(data.reviewerName) || null,
      reviewerCredential: text(data.reviewerCredential) || null,
      imageAlt: text(data.imageAlt) || null,
      // No picture chosen, no picture on the page: an empty frame would be taken for a broken one.
      image: image ? { childImageSharp: { gatsbyImageData: previewImage(image, assetUrl, 720, 1.5) } } : null,
    },
  };
}

/** A guide as GuideCard's fragment, for the library's lists. */
export function guideCard(id: string, data: JsonObject): Queries.GuideCardFragment {
  const guideId = id || "new-guide";
  return {
    guideId,
    lang: null,
    path: guideFields.path(data, { id: guideId }),
    readingMinutes: readingMinutes(text(data.body)),
    frontmatter: { title: text(data.title), summary: text(data.summary), topics: texts(data.topics), audiences: texts(data.audiences) },
  };
}

function labeled(value: Json | undefined): { id: string; label: string; description: string }[] {
  return (Array.isArray(value) ? value : []).map((item) => {
    const fields = object(item);
    return { id: text(fields.id), label: text(fields.label), description: text(fields.description) };
  });
}

/** The library's texts (pages/resources.json): its labels, and what every guide's page says around the text. */
export function libraryTexts(data: JsonObject) {
  return {
    eyebrow: text(data.eyebrow),
    title: text(data.title),
    intro: text(data.intro),
    topicsHeading: text(data.topicsHeading),
    audiencesHeading: text(data.audiencesHeading),
    allGuidesLabel: text(data.allGuidesLabel),
    guidesHeading: text(data.guidesHeading),
    topics: labeled(data.topics),
    audiences: labeled(data.audiences).map(({ id, label }) => ({ id, label })),
    forLabel: text(data.forLabel),
    factLabel: text(data.factLabel),
    listSeparator: text(data.listSeparator),
    audienceDescription: text(data.audienceDescription),
    readingTime: text(data.readingTime),
    publishedLabel: text(data.publishedLabel),
    reviewedLabel: text(data.reviewedLabel),
    reviewedBy: text(data.reviewedBy),
    reviewedByPerson: text(data.reviewedByPerson),
    reviewedByPersonWithoutCredential: text(data.reviewedByPersonWithoutCredential),
    reviewedLine: text(data.reviewedLine),
    educationNote: text(data.educationNote),
    contentsHeading: text(data.contentsHeading),
    printLabel: text(data.printLabel),
  };
}

/** The crisis line's texts (footer.json), shown near the top of every guide. */
/**
 * The words around every page (data/labels.json) as the editor holds them: each group's texts, an empty text
 * where a field is still empty.
 */
export function labelsOf(data: JsonObject): Labels {
  // Every word is a text, "" while the entry has none (or is still loading), so that a preview never breaks on one.
  const group = (name: string) => {
    const words: Record<string, string> = Object.fromEntries(Object.entries(object(data[name])).map(([key, value]) => [key, text(value)]));
    return new Proxy(words, { get: (target, key) => (typeof key === "string" ? (target[key] ?? "") : undefined) });
  };
  return {
    header: group("header"),
    navigation: group("navigation"),
    footer: group("footer"),
    buttons: group("buttons"),
    cards: group("cards"),
    forms: group("forms"),
  } as unknown as Labels;
}

export function crisisTexts(data: JsonObject): CrisisTexts {
  const crisis = object(data.crisis);
  return {
    heading: text(crisis.heading),
    text: text(crisis.text),
    sentence: text(crisis.sentence),
    callLink: text(crisis.callLink),
    textLink: text(crisis.textLink),
    lifelineName: text(crisis.lifelineName),
    helpPageLink: text(crisis.helpPageLink),
  };
}

/** data/crisis-lines.json as the crisis steps and links take it; "" for a word the entry has none of yet. */
export function crisisLinesOf(data: JsonObject): CrisisLines {
  const words = object(data.words);
  const lifeline = object(data.lifeline);
  const stateLine = object(data.stateLine);
  const textLine = object(data.textLine);
  const waysIn = Array.isArray(data.waysIn) ? data.waysIn.map(object) : [];
  return {
    lifeline: { name: text(lifeline.name), number: text(lifeline.number), chat: text(lifeline.chat) },
    stateLine: { name: text(stateLine.name), number: text(stateLine.number) },
    textLine: { name: text(textLine.name), number: text(textLine.number), keyword: text(textLine.keyword) },
    emergencyNumber: text(data.emergencyNumber),
    waysIn: waysIn.map((way) => ({
      language: text(way.language),
      callOption: text(way.callOption) || null,
      lifelineKeyword: text(way.lifelineKeyword) || null,
      lifelineChat: text(way.lifelineChat) || null,
      textLineKeyword: text(way.textLineKeyword) || null,
      textLineWhatsApp: text(way.textLineWhatsApp) || null,
    })),
    words: Object.fromEntries(CRISIS_WORDS.map((name) => [name, text(words[name])])) as CrisisLines["words"],
  };
}

export { text as textOf, texts as textsOf, object as objectOf };

/** The Get help now page's texts as the page component takes them (its numbers are the crisis lines'). */
export function getHelpTexts(data: JsonObject): GetHelpTexts {
  const emergency = object(data.emergency);
  const services = ["lifeline", "stateLine", "textLine"] as const;
  return {
    eyebrow: text(data.eyebrow),
    title: text(data.title),
    intro: text(data.intro),
    emergency: { heading: text(emergency.heading), text: text(emergency.text), label: text(emergency.label) },
    linesHeading: text(data.linesHeading),
    lines: (Array.isArray(data.lines) ? data.lines : []).flatMap((value) => {
      const line = object(value);
      const service = services.find((name) => name === text(line.service));
      return service ? [{ service, hours: text(line.hours), whatHappens: text(line.whatHappens) }] : [];
    }),
    helpHeading: text(data.helpHeading),
    helpSteps: texts(data.helpSteps),
    guideLinkLabel: text(data.guideLinkLabel),
    planGuideLinkLabel: text(data.planGuideLinkLabel),
    careHeading: text(data.careHeading),
    careIntro: text(data.careIntro),
    care: (Array.isArray(data.care) ? data.care : []).map((value, index) => {
      const option = object(value);
      return {
        id: text(option.id) || `care-${index + 1}`,
        name: text(option.name),
        text: text(option.text),
        link: text(option.link) || null,
        linkLabel: text(option.linkLabel) || null,
      };
    }),
  };
}

/** The guides Get help now links to, by their addresses (the editor's preview shows them in English). */
export function getHelpGuides(data: JsonObject): { help: { path: string }; plan: { path: string } } {
  return { help: { path: guidePath(text(data.guide)) }, plan: { path: guidePath(text(data.planGuide)) } };
}

/** One text of a translation beside its English: where it is ("lines › 2 › hours") and both wordings. */
export interface TextBesideEnglish {
  where: string;
  english: string;
  translation: string;
}

/** Every text a translation holds, beside the English it translates, in the file's order. */
export function textsBesideEnglish(english: Json | undefined, translation: Json | undefined, where: string[] = []): TextBesideEnglish[] {
  if (typeof translation === "string") return [{ where: where.join(" › "), english: text(english), translation }];
  if (Array.isArray(translation)) {
    const englishList = Array.isArray(english) ? english : [];
    return translation.flatMap((item, index) => textsBesideEnglish(englishList[index], item, [...where, String(index + 1)]));
  }
  if (translation !== null && typeof translation === "object") {
    const englishGroup = object(english);
    return Object.entries(translation)
      .filter(([name]) => where.length > 0 || !["$schema", "language", "translation", ENGLISH_ENTRY_FIELD].includes(name))
      .flatMap(([name, value]) => textsBesideEnglish(englishGroup[name], value, [...where, name]));
  }
  return [];
}

/** A translation's place: its language's folder, its file as the build names it, and its English entry in the editor. */
export interface TranslationPlace {
  /** The language's folder, its code in lowercase: "es", "zh-hans". */
  folder: string;
  /** The file inside data/, as the build's list of translations to review names it: "translations/es/pages/about.json". */
  file: string;
  /** The English file it translates, inside data/: "pages/about.json", "guides/grief-and-loss.md". */
  englishFile: string;
  /**
   * Where the editor holds that English file: the page texts and settings by name in their collection
   * ("pages"/"about", "settings"/"footer"), a list's entries by id in the list's ("guides"/"grief-and-loss").
   */
  english: { collection: string; slug: string };
}

/**
 * Where a translation is, from its file (`path`); a new one has none yet, and is placed by its collection's folder
 * and the English entry chosen (`englishId`). Undefined while neither says (no English entry chosen yet).
 */
export function translationPlace(path: string, folder = "", englishId = "", extension = "json"): TranslationPlace | undefined {
  const file = path || (folder && englishId ? `${folder}/${englishId}.${extension}` : "");
  const match = new RegExp(`^${TRANSLATIONS_PATH}/([^/]+)/(.+)$`).exec(file);
  if (!match) return undefined;
  const [, languageFolder = "", englishFile = ""] = match;
  const slash = englishFile.lastIndexOf("/");
  const collection = slash === -1 ? "settings" : englishFile.slice(0, slash);
  const slug = englishFile.slice(slash + 1).replace(/\.[^.]+$/, "");
  return { folder: languageFolder, file: `translations/${languageFolder}/${englishFile}`, englishFile, english: { collection, slug } };
}

/**
 * A guide's text in parts, each a section (from one "## " heading to the next, the opening paragraphs first), so
 * that a translation's text can be read beside its English section by section.
 */
export function textSections(markdown: string): string[] {
  const sections: string[] = [];
  let current: string[] = [];
  for (const line of markdown.split("\n")) {
    if (/^## /.test(line) && current.some((part) => part.trim() !== "")) {
      sections.push(current.join("\n").trim());
      current = [];
    }
    current.push(line);
  }
  if (current.some((part) => part.trim() !== "")) sections.push(current.join("\n").trim());
  return sections;
}

/** A guide's text beside its English, section by section ("text › 2"); a section the other lacks is empty beside it. */
export function textBesideEnglish(english: string, translation: string, where = "text"): TextBesideEnglish[] {
  const englishSections = textSections(english);
  const translatedSections = textSections(translation);
  return Array.from({ length: Math.max(englishSections.length, translatedSections.length) }, (_, index) => ({
    where: `${where} › ${index + 1}`,
    english: englishSections[index] ?? "",
    translation: translatedSections[index] ?? "",
  }));
}
