import { z } from "zod";
import { eventFields, guideFields, programFields, tierFields, type EntryContext } from "../lib/computed";
import { eventPath, guidePath, NOT_FOUND_PAGE, programPath, ROUTES, tierPath } from "../lib/routes";
import {
  contactTopics,
  earlierAddresses,
  eventTimes,
  guideChoices,
  guideDates,
  pictureDescribed,
  relations,
  reviewerNamed,
  tierIncludes,
  uniqueIds,
} from "./rules";
import {
  aboutPage,
  contactPage,
  crisisLinesFile,
  donationPage,
  eventItem,
  eventsPage,
  footerFile,
  labelsFile,
  getHelpPage,
  guideFrontMatter,
  homePage,
  impactItem,
  languagesFile,
  missionPage,
  newsletterThanksPage,
  notFoundPage,
  programItem,
  programPage,
  programsPage,
  resourcesPage,
  searchPage,
  siteFile,
  thanksPage,
  tierItem,
} from "./shapes";
import type { ContentFile, Rule } from "./types";

/**
 * The content registry: one entry per kind of content, a settings file (data/site.json, data/pages/home.json)
 * or a list folder with one file per entry (data/events/). Each entry carries everything the project needs to
 * know about that kind besides its fields (shapes.ts): where it lives, what the editor calls it and how it lists
 * it, where its pictures are uploaded, its own rules, and the fields the site computes from it. From it come the
 * build's content check, the GraphQL types, the JSON Schemas and the editor's configuration.
 *
 * A new kind of content is one entry here (with its shape in shapes.ts), its page or template, and its fixtures.
 */

/**
 * A field the build adds to the kind's GraphQL type, computed from the entry by src/lib/computed.ts. `Entry` is
 * what the kind's shape reads as, so a computation that needs a field the shape lacks does not compile.
 */
export interface ComputedField<Entry = never> {
  /** Its GraphQL type: "String!". */
  type: string;
  description: string;
  compute: (entry: Entry, context: EntryContext) => unknown;
}

/**
 * What every kind has. `Entry` is the shape's data while a kind is written; the lists of all kinds, whose shapes
 * differ, hold them with `Entry` left as `never`, so whoever calls `compute` there says what the entry is.
 */
interface KindOf<Shape extends z.ZodObject, Entry> {
  shape: Shape;
  /** What the editor calls the file or the list. */
  label: string;
  /** Checks beyond the fields' own. Every kind also has its pictures checked. */
  rules?: readonly Rule[];
  computed?: Readonly<Record<string, ComputedField<Entry>>>;
}

/** A file in data/ that holds one group of fields: the site's settings or the texts of a page. */
export interface SettingsKind<Shape extends z.ZodObject = z.ZodObject, Entry = never> extends KindOf<Shape, Entry> {
  /** The file's path inside data/: "site.json", "pages/home.json". */
  file: string;
  /** The page that shows what the file holds, which the editor's link to a draft's deploy preview opens. */
  page: string;
  /**
   * Translators of a language with only some pages see the file in the editor even before it is translated:
   * the crisis lines and Get help now, which every language needs first.
   */
  translated?: boolean;
  /**
   * The file holds the texts of `page` (and of the pages under it that no other file makes: the library's topic
   * pages), which exists in a language where the file is translated (filesOfRoute).
   */
  pageTexts?: true;
}

/** A folder of data/ with one file per entry, named by the entry's id: data/events/spring-open-house.json. */
export interface ListKind<Shape extends z.ZodObject = z.ZodObject, Entry = never> extends KindOf<Shape, Entry> {
  /** The folder inside data/: "events". */
  folder: string;
  /**
   * "markdown": each entry is a Markdown file (data/guides/<id>.md) whose front matter has the shape and whose body
   * is the text, read by gatsby-transformer-remark; otherwise a JSON file.
   */
  format?: "markdown";
  /** What one entry is called in messages and in the editor ("event", shown as "New Event"). */
  item: string;
  /** Where the site shows an entry, by its id, which the editor's link to a draft's deploy preview opens. */
  page: (id: string) => string;
  /** The field that names an entry in messages and in the editor's lists. */
  nameField: keyof z.infer<Shape> & string;
  /** What the editor's list shows for an entry, in Decap's {{fields.…}} template form. */
  summary: string;
  /** How the editor first sorts the list: as the site shows it. */
  sort: { field: keyof z.infer<Shape> & string; descending?: boolean };
  /** The folder inside data/images/ where the editor uploads the entries' pictures. */
  mediaFolder?: string;
  /** Where the list must not be empty, what to say when it is. */
  required?: string;
  /**
   * Each entry has a page of its own at `page(id)`, which exists in a language where the entry is translated,
   * and `shared` too: the settings file whose texts every entry's page shows (filesOfRoute).
   */
  ownPages?: { shared?: string };
}

export type ContentKind = SettingsKind | ListKind;

/** A settings file, its computed fields checked against its shape. */
export function settings<Shape extends z.ZodObject>(kind: SettingsKind<Shape, z.infer<Shape>>): SettingsKind {
  return kind;
}

/** A list folder, its name, sort and computed fields checked against its shape. */
export function list<Shape extends z.ZodObject>(kind: ListKind<Shape, z.infer<Shape>>): ListKind {
  return kind;
}

/** Wires a computed function to its GraphQL type and description. */
export function computed<Entry>(type: string, description: string, compute: (entry: Entry, context: EntryContext) => unknown): ComputedField<Entry> {
  return { type, description, compute };
}

/** The settings-like files, in the order problems are reported. */
export const SETTINGS_KINDS: readonly SettingsKind[] = [
  // The organization's details are on every page's footer, and all of them on the Contact page.
  settings({ file: "site.json", label: "Organization and contact details", shape: siteFile, page: ROUTES.contact }),
  settings({ file: "footer.json", label: "Footer: newsletter and crisis line", shape: footerFile, page: ROUTES.home }),
  // Every crisis number, once, and each language's way in: the footer, Get help now and the guides read them.
  settings({ file: "crisis-lines.json", label: "Crisis lines: numbers and ways in", shape: crisisLinesFile, page: ROUTES.getHelp, translated: true }),
  settings({ file: "labels.json", label: "Words on every page: menu, buttons, forms", shape: labelsFile, page: ROUTES.contact }),
  settings({ pageTexts: true, file: "pages/home.json", label: "Home page", shape: homePage, page: ROUTES.home }),
  settings({ pageTexts: true, file: "pages/about.json", label: "About page", shape: aboutPage, page: ROUTES.about }),
  settings({ pageTexts: true, file: "pages/mission.json", label: "Mission and values page", shape: missionPage, page: ROUTES.mission }),
  settings({ pageTexts: true, file: "pages/events.json", label: "Events page", shape: eventsPage, page: ROUTES.events }),
  settings({ pageTexts: true, file: "pages/programs.json", label: "Programs page", shape: programsPage, page: ROUTES.programs }),
  // Every program's page shows these texts; the Programs page links to each.
  settings({ file: "pages/program.json", label: "Every program's page", shape: programPage, page: ROUTES.programs }),
  settings({ pageTexts: true, file: "pages/donation.json", label: "Donation page", shape: donationPage, page: ROUTES.donation }),
  settings({ pageTexts: true, file: "pages/contact.json", label: "Contact page", shape: contactPage, rules: [contactTopics], page: ROUTES.contact }),
  settings({ pageTexts: true, file: "pages/thanks.json", label: "Thank-you page after a message", shape: thanksPage, page: ROUTES.contactThanks }),
  settings({
    pageTexts: true,
    file: "pages/newsletter-thanks.json",
    label: "Thank-you page after signing up",
    shape: newsletterThanksPage,
    page: ROUTES.newsletterThanks,
  }),
  settings({ pageTexts: true, file: "pages/not-found.json", label: "Page not found", shape: notFoundPage, page: NOT_FOUND_PAGE }),
  settings({
    pageTexts: true,
    file: "pages/resources.json",
    label: "Guides: texts, topics and audiences",
    shape: resourcesPage,
    rules: [uniqueIds],
    page: ROUTES.resources,
  }),
  settings({ pageTexts: true, file: "pages/search.json", label: "Search page", shape: searchPage, page: ROUTES.search }),
  settings({
    pageTexts: true,
    file: "pages/get-help.json",
    label: "Get help now page",
    shape: getHelpPage,
    rules: [relations],
    page: ROUTES.getHelp,
    translated: true,
  }),
  // The languages pages are translated into, and what a translated page says about it.
  settings({ file: "languages.json", label: "Languages", shape: languagesFile, page: ROUTES.getHelp }),
];

/** The lists that grow, one file per entry, in the order problems are reported. */
export const LIST_KINDS: readonly ListKind[] = [
  list({
    folder: "events",
    label: "Events",
    item: "event",
    shape: eventItem,
    // Its card on the Events page, upcoming or past.
    page: eventPath,
    nameField: "title",
    // The day as the site writes it ("March 15, 2024"), beside the title.
    summary: "{{fields.date | date('MMMM D, YYYY')}} · {{fields.title}}",
    // The latest first, where the coming ones are.
    sort: { field: "date", descending: true },
    mediaFolder: "events",
    rules: [eventTimes],
    computed: {
      dateText: computed("String!", 'The day as the pages show it: "March 15, 2024".', eventFields.dateText),
      timeText: computed("String!", 'The hours as the pages show them: "2:00 PM - 6:00 PM".', eventFields.timeText),
      startsAt: computed("Date!", "The exact start, ISO 8601 with the organization's UTC offset on that day.", eventFields.startsAt),
      endsAt: computed("Date!", "The exact end, ISO 8601 with the organization's UTC offset on that day.", eventFields.endsAt),
    },
  }),
  list({
    folder: "programs",
    label: "Programs",
    item: "program",
    shape: programItem,
    page: programPath,
    nameField: "name",
    summary: "{{fields.name}}",
    sort: { field: "order" },
    mediaFolder: "programs",
    // Its page shows the texts every program's page has (data/pages/program.json) around the program's own.
    ownPages: { shared: "pages/program.json" },
    required: "has no programs, so the Programs page would be empty. Add at least one program.",
    computed: {
      path: computed("String!", "The program's own page.", programFields.path),
    },
  }),
  list({
    folder: "tiers",
    label: "Giving levels",
    item: "giving level",
    shape: tierItem,
    page: tierPath,
    nameField: "name",
    summary: "{{fields.name}}",
    sort: { field: "order" },
    required: "has no giving levels, so the Donation page would be empty. Add at least one giving level.",
    rules: [tierIncludes],
    computed: {
      priceText: computed("String!", 'The amount as the pages show it: "$25" (made at build time, so browsers need no Intl).', tierFields.priceText),
    },
  }),
  list({
    folder: "impact",
    label: "Impact figures",
    item: "impact figure",
    shape: impactItem,
    page: () => ROUTES.home,
    nameField: "label",
    summary: "{{fields.label}}",
    sort: { field: "order" },
  }),
  list({
    folder: "guides",
    format: "markdown",
    label: "Guides",
    item: "guide",
    shape: guideFrontMatter,
    page: guidePath,
    nameField: "title",
    summary: "{{fields.published | date('MMMM D, YYYY')}} · {{fields.title}}",
    // The newest first, as the library lists them.
    sort: { field: "published", descending: true },
    mediaFolder: "guides",
    ownPages: {},
    rules: [guideDates, guideChoices, relations, pictureDescribed, reviewerNamed, earlierAddresses],
    computed: {
      path: computed("String!", "The guide's own page.", guideFields.path),
      publishedText: computed("String!", 'The day it was published, as the pages show it: "September 8, 2026".', guideFields.publishedText),
      reviewedText: computed("String!", 'The day it was last reviewed, as the pages show it: "October 20, 2026".', guideFields.reviewedText),
    },
  }),
];

export const CONTENT_KINDS: readonly ContentKind[] = [...SETTINGS_KINDS, ...LIST_KINDS];

export function isListKind(kind: ContentKind): kind is ListKind {
  return "folder" in kind;
}

function pascalCase(name: string): string {
  const words = name.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/**
 * The GraphQL type of a file in data/: every entry of a list folder shares its folder's type
 * (events/*.json -> EventsJson), a page's texts are <Name>PageJson (pages/not-found.json -> NotFoundPageJson), the
 * other settings <Name>Json (site.json -> SiteJson). The build makes one node of it per language
 * (src/node/gatsby/language-nodes.ts).
 */
export function jsonTypeName(file: { name: string; relativeDirectory: string }): string {
  if (file.relativeDirectory === "pages") return `${pascalCase(file.name)}PageJson`;
  return `${pascalCase(file.relativeDirectory || file.name)}Json`;
}

/** gatsby-transformer-json's one type for every JSON file of data/, English or translated (gatsby-config.ts). */
export const DATA_FILE_TYPE = "DataJson";

/** gatsby-transformer-remark's type: a Markdown file's text, English or translated, which an entry's node links. */
export const MARKDOWN_TYPE = "MarkdownRemark";

export function isMarkdownKind(kind: ContentKind): kind is ListKind & { format: "markdown" } {
  return isListKind(kind) && kind.format === "markdown";
}

/** The ending of an entry's file: ".json", or ".md" for a list kept as Markdown. */
export function extensionOf(kind: ListKind): string {
  return kind.format === "markdown" ? ".md" : ".json";
}

/** The field that holds an entry's id (its file name): jsonId, or guideId for a guide. */
export function idFieldOf(kind: ListKind): string {
  return kind.format === "markdown" ? `${kind.item}Id` : "jsonId";
}

/** The GraphQL type of a kind's nodes. */
export function typeNameOf(kind: ContentKind): string {
  // An entry kept as Markdown: its front matter and a link to its text in the node's language (a Guide).
  if (isMarkdownKind(kind)) return pascalCase(kind.item);
  if (isListKind(kind)) return jsonTypeName({ name: "", relativeDirectory: kind.folder });
  const parts = kind.file.replace(/\.json$/, "").split("/");
  const name = parts.pop() ?? "";
  return jsonTypeName({ name, relativeDirectory: parts.join("/") });
}

/** The list folder a relation names ("tiers"). */
export function listKind(folder: string): ListKind {
  const kind = LIST_KINDS.find((candidate) => candidate.folder === folder);
  if (!kind) throw new Error(`No list folder "${folder}" in the content registry.`);
  return kind;
}

/**
 * The files of data/ whose texts a page of the site shows, by its English address: the page exists in a language
 * where all of them are translated. The one place that says which page exists in which language, derived from
 * the registry: a settings file of page texts makes its page and the pages under it that nothing else makes; an
 * entry of a list with pages of its own makes its page, with the list's shared texts. Undefined for an address no
 * file makes, which is built in English only.
 */
export function filesOfRoute(route: string, kinds: readonly ContentKind[] = CONTENT_KINDS): string[] | undefined {
  // Gatsby builds the page-not-found page at both addresses.
  const page = route === "/404.html" ? NOT_FOUND_PAGE : route;
  const texts = kinds.filter((kind): kind is SettingsKind => !isListKind(kind) && kind.pageTexts === true);
  const exact = texts.find((kind) => kind.page === page);
  if (exact) return [exact.file];
  for (const kind of kinds) {
    if (!isListKind(kind) || !kind.ownPages) continue;
    const [before = "", after = ""] = kind.page("\u0000").split("\u0000");
    const id = page.startsWith(before) && page.endsWith(after) ? page.slice(before.length, page.length - after.length) : "";
    if (/^[a-z0-9-]+$/.test(id)) return [...(kind.ownPages.shared ? [kind.ownPages.shared] : []), `${kind.folder}/${id}${extensionOf(kind)}`];
  }
  const under = texts.filter((kind) => kind.page !== "/" && page.startsWith(kind.page)).sort((a, b) => b.page.length - a.page.length)[0];
  return under ? [under.file] : undefined;
}

/** The file the check reads for a settings kind, or for one entry of a list. */
export function contentFile(kind: ContentKind, entry?: string): ContentFile {
  if (!isListKind(kind)) return { name: kind.file, schema: kind.shape };
  return { name: `${kind.folder}/${entry ?? ""}`, schema: kind.shape, item: kind.item, nameField: kind.nameField };
}
