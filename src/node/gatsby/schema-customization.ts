import { readingMinutes } from "../../lib/reading-time";
import { editorHints, filledIn, objectNames } from "../content/field-notes";
import { fieldsOf, unwrap } from "../content/field-paths";
import { CONTENT_KINDS, isMarkdownKind, MARKDOWN_TYPE, typeNameOf } from "../content/registry";
import type { SiteSettings } from "../content/site-settings";
import { filledInFields, graphqlTypeDefs } from "../generate/graphql-types";
import { TRANSLATED_KINDS } from "../content/translations";
import { crisisLinesIn, dayInLanguage, localLinks, withProgramPlaces } from "./translated-pages";
import { withCrisisPlaces } from "../../lib/crisis";
import { guideHtml, sectionsOf, withPictures, type MarkdownHeading, type PictureData } from "./guide-html";

/**
 * The GraphQL layer's types, from the content registry: the type definitions (generated), the @fileName
 * extension that gives every list entry its id, and the resolvers of the computed and filled-in fields.
 */
export function typeDefs(): string {
  return `${graphqlTypeDefs()}
"A heading of a Markdown text, with the id its section is linked by."
type MarkdownSection {
  id: String!
  value: String!
  depth: Int!
}
`;
}

/**
 * @fileName: an entry of a list folder is named by its file (data/events/spring-open-house.json), which is what
 * the editor creates from its title, so the id is never typed twice nor out of step with the file.
 */
interface EntrySource {
  parent: string | null;
}

interface NodeModelContext {
  nodeModel: {
    getNodeById: (query: {
      id: string | null;
    }) => { name?: string; relativeDirectory?: string; children?: string[]; internal?: { type: string } } | null;
    findOne: (query: { type: string; query: { filter: Record<string, unknown> } }) => Promise<{ id: string; children?: string[] } | null>;
  };
}

function fileNameOf(source: EntrySource, context: NodeModelContext): string | undefined {
  return context.nodeModel.getNodeById({ id: source.parent })?.name;
}

export const fileNameExtension = {
  name: "fileName",
  extend: () => ({
    resolve: (source: EntrySource, _args: unknown, context: NodeModelContext) => fileNameOf(source, context),
  }),
};

/**
 * @folder: the folder of data/ a Markdown entry's file is in ("guides"). Every Markdown kind shares
 * gatsby-transformer-remark's type, so queries of a kind filter on its folder.
 */
export const folderExtension = {
  name: "folder",
  extend: () => ({
    resolve: (source: EntrySource, _args: unknown, context: NodeModelContext) =>
      context.nodeModel.getNodeById({ id: source.parent })?.relativeDirectory ?? "",
  }),
};

const STORED_DAY = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/;

/**
 * A day of a Markdown entry's front matter as it was written, "2026-09-08". gatsby-transformer-remark reads front
 * matter with gray-matter's YAML 1.1, which makes a date written without quotes (as the editor saves it) a Date
 * at midnight UTC, stored as "2026-09-08T00:00:00.000Z"; the content check (YAML 1.2) keeps it the text it is.
 */
export function dayAsWritten(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string") return STORED_DAY.exec(value)?.[1] ?? value;
  return value;
}

/** A Markdown entry's front matter as written, each day as its text. */
function frontMatterOf(source: Record<string, unknown>): Record<string, unknown> {
  const frontmatter = (source.frontmatter ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(frontmatter).map(([key, value]) => [key, dayAsWritten(value)]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What Gatsby and the translation's own record add to its texts, which the texts leave out. */
const NOT_TEXTS = new Set(["id", "parent", "children", "internal", "$schema", "language", "translation", "jsonId", "fields"]);

/** A translation's texts: the node's own fields, without Gatsby's and the record's. */
function translationTexts(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([name]) => !NOT_TEXTS.has(name)));
}

function languageArgument(args: unknown): string {
  return isRecord(args) && typeof args.language === "string" ? args.language : "en";
}

/** A field the build adds to a type, computed from its node. */
interface FieldResolver {
  type?: string;
  description?: string;
  args?: Record<string, { type: string; defaultValue?: unknown; description?: string }>;
  resolve: (source: Record<string, unknown> & EntrySource, args: unknown, context: NodeModelContext, info: ResolveInfo) => unknown;
}

/** The part of GraphQL's resolve info used here: the schema, to call the fields gatsby-transformer-remark adds. */
interface ResolveInfo {
  schema: {
    getType(name: string): { getFields(): Record<string, { resolve?: (...args: unknown[]) => unknown }> } | null | undefined;
  };
}

/** A field of another plugin's type, resolved as a query would (the guide's `html` and `headings`). */
function resolveField(name: string, field: string, source: unknown, context: unknown, info: ResolveInfo, args: object = {}): Promise<unknown> {
  const resolve = info.schema.getType(name)?.getFields()[field]?.resolve;
  if (!resolve) return Promise.reject(new Error(`${name}.${field} cannot be resolved: is its plugin in gatsby-config?`));
  return Promise.resolve(resolve(source, args, context, { ...info, fieldName: field }));
}

/** A picture of a guide's text at the width of the text column, as every other picture of the site is made. */
const TEXT_PICTURE = {
  layout: "constrained",
  width: 720,
  outputPixelDensities: [0.5, 1, 1.5, 2],
  sizes: "(min-width: 760px) 40rem, 92vw",
};

/** The picture at `relativePath` in data/, resized by gatsby-plugin-sharp; null when it is not there. */
async function textPicture(relativePath: string, context: NodeModelContext, info: ResolveInfo): Promise<PictureData | null> {
  const file = await context.nodeModel.findOne({ type: "File", query: { filter: { relativePath: { eq: relativePath } } } });
  const sharp = (file?.children ?? []).map((id) => context.nodeModel.getNodeById({ id })).find((child) => child?.internal?.type === "ImageSharp");
  if (!sharp) return null;
  return (await resolveField("ImageSharp", "gatsbyImageData", sharp, context, info, TEXT_PICTURE)) as PictureData | null;
}

/**
 * The computed fields of every kind (src/lib/computed.ts, wired in the registry), and the fields the build
 * fills in when a file leaves them out (an event's address: the organisation's).
 */
export function contentResolvers(site: SiteSettings): Record<string, Record<string, FieldResolver>> {
  const resolvers: Record<string, Record<string, FieldResolver>> = {};
  for (const kind of CONTENT_KINDS) {
    // A Markdown entry's fields are its front matter.
    const entryOf = isMarkdownKind(kind) ? frontMatterOf : (source: Record<string, unknown>) => source;
    for (const [name, field] of Object.entries(kind.computed ?? {})) {
      // A text made from the entry (a day, an amount) is written in the language the page asks for.
      const inLanguage = field.type === "String!" && name.endsWith("Text");
      (resolvers[typeNameOf(kind)] ??= {})[name] = {
        type: field.type,
        description: field.description,
        ...(inLanguage
          ? { args: { language: { type: "String", defaultValue: "en", description: 'The language to write it in: "en", "es"...' } } }
          : {}),
        resolve: (source, args, context) =>
          field.compute(entryOf(source) as never, { id: fileNameOf(source, context) ?? "", site, language: languageArgument(args) }),
      };
    }
  }
  const headingsOf = async (source: unknown, context: unknown, info: ResolveInfo) =>
    ((await resolveField(MARKDOWN_TYPE, "headings", source, context, info)) ?? []) as MarkdownHeading[];
  (resolvers[MARKDOWN_TYPE] ??= {}).sections = {
    type: "[MarkdownSection!]!",
    description: "The text's sections (## headings), with the ids the table of contents links to.",
    resolve: async (source, _args, context, info) => sectionsOf(await headingsOf(source, context, info)).filter((section) => section.depth === 2),
  };
  resolvers[MARKDOWN_TYPE].readingMinutes = {
    type: "Int!",
    description: "Minutes to read the text (src/lib/reading-time.ts, which the editor's preview uses too).",
    resolve: (source) => readingMinutes(typeof source.rawMarkdownBody === "string" ? source.rawMarkdownBody : ""),
  };
  resolvers[MARKDOWN_TYPE].bodyHtml = {
    type: "String!",
    description: "The text as the page shows it: headings with the ids the contents link to, link addresses for print.",
    resolve: async (source, _args, context, info) => {
      const html = ((await resolveField(MARKDOWN_TYPE, "html", source, context, info)) as string | null) ?? "";
      const folder = context.nodeModel.getNodeById({ id: source.parent })?.relativeDirectory ?? "";
      const pictured = await withPictures(html, folder, (relativePath) => textPicture(relativePath, context, info));
      // A translation (translations/es/guides/) is in its own language: its crisis steps, its programs' names.
      const written = frontMatterOf(source).language;
      const language = folder.startsWith("translations/") && typeof written === "string" ? written : "en";
      const filled = withProgramPlaces(withCrisisPlaces(pictured, crisisLinesIn(language), language), language);
      const made = guideHtml(filled, await headingsOf(source, context, info), site.siteUrl);
      // A translation links to the site's pages in its own language where they exist.
      return language === "en" ? made : localLinks(made, language);
    },
  };
  // The days of a Markdown entry's front matter, as written, wherever a page, the feed or structured data reads them.
  for (const kind of CONTENT_KINDS.filter(isMarkdownKind)) {
    const typeName = objectNames.get(kind.shape)?.typeName;
    if (!typeName) continue;
    for (const [name, schema] of Object.entries(fieldsOf(kind.shape))) {
      if (editorHints.get(unwrap(schema))?.widget !== "date") continue;
      (resolvers[typeName] ??= {})[name] = { resolve: (source) => dayAsWritten(source[name]) };
    }
  }
  const checkedText: FieldResolver = {
    resolve: (source) => {
      const entry = isRecord(source.frontmatter) ? frontMatterOf(source) : source;
      const record = entry.translation as { checked?: string } | undefined;
      return record?.checked && typeof entry.language === "string" ? dayInLanguage(record.checked, entry.language) : "";
    },
  };
  for (const kind of TRANSLATED_KINDS) {
    if (isMarkdownKind(kind)) continue;
    resolvers[typeNameOf(kind).replace(/Json$/, "TranslationJson")] = {
      checkedText,
      texts: { resolve: (source) => translationTexts(source) },
    };
  }
  // A guide's translation is a Markdown file too (data/translations/es/guides/<id>.md): its front matter's texts.
  resolvers[MARKDOWN_TYPE].translationTexts = {
    type: "JSON",
    description: "A translation's texts of its front matter (title, summary), in the shape of the English; null for an English entry.",
    resolve: (source) => {
      const entry = frontMatterOf(source);
      return typeof entry.language === "string" ? translationTexts(entry) : null;
    },
  };
  for (const [typeName, fields] of Object.entries(filledInFields())) {
    for (const [name, schema] of Object.entries(fields)) {
      const fill = filledIn.get(schema)?.fill;
      if (!fill) continue;
      (resolvers[typeName] ??= {})[name] = { resolve: (source) => source[name] ?? fill(site) };
    }
  }
  return resolvers;
}
