import { readingMinutes } from "../../lib/reading-time";
import { filledIn } from "../../content/field-notes";
import { isRecord } from "../../content/field-paths";
import { CONTENT_KINDS, isMarkdownKind, MARKDOWN_TYPE, typeNameOf } from "../../content/registry";
import type { SiteSettings } from "../../content/site-settings";
import { filledInFields, graphqlTypeDefs } from "../generate/graphql-types";
import { crisisLinesIn, localLinks, withProgramPlaces } from "./translated-pages";
import { inLanguage } from "../../lib/languages";
import { withCrisisPlaces } from "../../lib/crisis";
import { guideHtml, sectionsOf, withPictures, type MarkdownHeading, type PictureData } from "./guide-html";

/**
 * The GraphQL layer's types, from the content registry: the type definitions (generated) and the resolvers of the
 * computed and filled-in fields.
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

/** The language an entry's node is in (language-nodes.ts writes it), English for a file read as written. */
function languageOf(source: Record<string, unknown>): string {
  return typeof source.language === "string" ? source.language : "en";
}

/** An entry's id: its file name, which its node holds (jsonId, or guideId for a guide). */
function idOf(source: Record<string, unknown>): string {
  const id = source.jsonId ?? source.guideId;
  return typeof id === "string" ? id : "";
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
 * fills in when a file leaves them out (an event's address: the organization's).
 */
export function contentResolvers(site: SiteSettings): Record<string, Record<string, FieldResolver>> {
  const resolvers: Record<string, Record<string, FieldResolver>> = {};
  for (const kind of CONTENT_KINDS) {
    // A Markdown entry's fields are its front matter.
    const entryOf = isMarkdownKind(kind)
      ? (source: Record<string, unknown>) => (isRecord(source.frontmatter) ? source.frontmatter : {})
      : (source: Record<string, unknown>) => source;
    for (const [name, field] of Object.entries(kind.computed ?? {})) {
      (resolvers[typeNameOf(kind)] ??= {})[name] = {
        type: field.type,
        description: field.description,
        // A text made from the entry (a day, an amount) is written in the node's language; an address is the page in
        // it where the entry's own page exists in that language, the English page otherwise.
        resolve: (source) => {
          const language = languageOf(source);
          const value = field.compute(entryOf(source) as never, { id: idOf(source), site, language });
          return name === "path" && typeof value === "string" ? inLanguage(value, source.hasOwnPage === true ? language : "en") : value;
        },
      };
    }
  }
  const headingsOf = async (text: unknown, context: unknown, info: ResolveInfo) =>
    ((await resolveField(MARKDOWN_TYPE, "headings", text, context, info)) ?? []) as MarkdownHeading[];
  // A Markdown entry's text in its node's language: the translation's file, or the English one.
  // Found by its file when a page asks (language-nodes.ts writes the file), once every node of data/ is in the store.
  const textOf = async (source: Record<string, unknown>, context: NodeModelContext) =>
    typeof source.text === "string"
      ? ((await context.nodeModel.findOne({ type: MARKDOWN_TYPE, query: { filter: { fileAbsolutePath: { eq: source.text } } } })) as
          (Record<string, unknown> & EntrySource) | null)
      : null;
  const textResolvers: Record<string, FieldResolver> = {
    sections: {
      type: "[MarkdownSection!]!",
      description: "The text's sections (## headings), with the ids the table of contents links to.",
      resolve: async (source, _args, context, info) =>
        sectionsOf(await headingsOf(await textOf(source, context), context, info)).filter((section) => section.depth === 2),
    },
    readingMinutes: {
      type: "Int!",
      description: "Minutes to read the text (src/lib/reading-time.ts, which the editor's preview uses too).",
      resolve: async (source, _args, context) => {
        const text = await textOf(source, context);
        return readingMinutes(typeof text?.rawMarkdownBody === "string" ? text.rawMarkdownBody : "");
      },
    },
    bodyHtml: {
      type: "String!",
      description: "The text as the page shows it: headings with the ids the contents link to, link addresses for print.",
      resolve: async (source, _args, context, info) => {
        const text = await textOf(source, context);
        if (!text) return "";
        const html = ((await resolveField(MARKDOWN_TYPE, "html", text, context, info)) as string | null) ?? "";
        const folder = context.nodeModel.getNodeById({ id: text.parent })?.relativeDirectory ?? "";
        const pictured = await withPictures(html, folder, (relativePath) => textPicture(relativePath, context, info));
        // A translation (translations/es/guides/) is in its own language: its crisis steps, its programs' names.
        const language = folder.startsWith("translations/") ? languageOf(source) : "en";
        const filled = withProgramPlaces(withCrisisPlaces(pictured, crisisLinesIn(language), language), language);
        const made = guideHtml(filled, await headingsOf(text, context, info), site.siteUrl);
        // A translation links to the site's pages in its own language where they exist.
        return language === "en" ? made : localLinks(made, language);
      },
    },
  };
  for (const kind of CONTENT_KINDS.filter(isMarkdownKind)) Object.assign((resolvers[typeNameOf(kind)] ??= {}), textResolvers);
  for (const [typeName, fields] of Object.entries(filledInFields())) {
    for (const [name, schema] of Object.entries(fields)) {
      const fill = filledIn.get(schema)?.fill;
      if (!fill) continue;
      (resolvers[typeName] ??= {})[name] = { resolve: (source) => source[name] ?? fill(site) };
    }
  }
  return resolvers;
}
