import { z } from "zod";
import { editorHints, filledIn, isImagePath, objectNames } from "../../content/field-notes";
import { unwrap } from "../../content/field-paths";
import {
  CONTENT_KINDS,
  DATA_FILE_TYPE,
  idFieldOf,
  isListKind,
  isMarkdownKind,
  listKind,
  MARKDOWN_TYPE,
  typeNameOf,
  type ContentKind,
  type ListKind,
} from "../../content/registry";

/**
 * The GraphQL types of data/, generated from the content registry's shapes, so that a field is declared once.
 * Every type is declared, never inferred: an empty list folder still builds, and a field that a page needs is
 * non-null, so a missing value stops the build instead of rendering an empty spot. What the shape cannot say
 * is added here: a picture is a File linked by its path, a relation links another list's entry by its file
 * name, a date can be formatted, an entry's id is its file name, and a field the build fills in
 * (filledIn) is never null.
 */

/** A GraphQL string, for a description: JSON's escapes are GraphQL's. */
function described(description: unknown, indent: string): string {
  return typeof description === "string" ? `${indent}${JSON.stringify(description)}\n` : "";
}

function descriptionOf(schema: z.ZodType): unknown {
  return schema.meta()?.description ?? unwrap(schema).meta()?.description;
}

interface FieldDefinition {
  type: string;
  required: boolean;
  directives: string;
  description: unknown;
}

type Fields = Map<string, FieldDefinition>;

function fieldLines(fields: Fields): string {
  return [...fields]
    .map(([name, { type, required, directives, description }]) => {
      return `${described(description, "  ")}  ${name}: ${type}${required ? "!" : ""}${directives}\n`;
    })
    .join("");
}

/**
 * One group of fields used in several files is one type (PostalAddress). Where the files differ only in
 * whether a field may be left out (the home page's search description), the type lets it be null.
 */
function merged(name: string, known: Fields, added: Fields): Fields {
  const same = known.size === added.size && [...known].every(([field, { type }]) => added.get(field)?.type === type);
  if (!same) throw new Error(`Two different groups of fields are both named ${name}; give one another type name.`);
  return new Map(
    [...known].map(([field, definition]) => [field, { ...definition, required: definition.required && (added.get(field)?.required ?? false) }]),
  );
}

class TypeWriter {
  /** The groups of fields met inside files, by type name, with their descriptions. */
  readonly nested = new Map<string, { description: unknown; fields: Fields }>();

  /** The type of a field's value, without the outer "!" (which depends on whether the field is required). */
  valueType(schema: z.ZodType, where: string): string {
    const hint = editorHints.get(schema);
    if (hint?.widget === "date") return "Date @dateformat";
    if (hint?.widget === "relation") {
      const related = listKind(hint.collection);
      // The related entry's node in the same language, whose id the build wrote in its place (language-nodes.ts).
      return `${typeNameOf(related)} @link(by: "entryKey")`;
    }
    if (hint?.widget === "choice") return "[String!]";
    if (isImagePath(schema)) return 'File @link(by: "relativePath")';
    switch (schema._zod.def.type) {
      case "string":
      case "enum":
        return "String";
      case "boolean":
        return "Boolean";
      case "number": {
        const json = z.toJSONSchema(schema, { unrepresentable: "any" }) as { type?: string };
        return json.type === "integer" ? "Int" : "Float";
      }
      case "array": {
        const element = (schema as z.ZodArray).element as z.ZodType;
        return `[${this.valueType(unwrap(element), `${where}[]`)}!]`;
      }
      case "object":
        return this.nestedType(schema as z.ZodObject, where);
      default:
        throw new Error(`${where}: no GraphQL type for a ${schema._zod.def.type} field; add one in graphql-types.ts.`);
    }
  }

  /** A group of fields inside a file gets a type of its own, named in the field library (PostalAddress). */
  nestedType(schema: z.ZodObject, where: string): string {
    const name = objectNames.get(schema)?.typeName;
    if (!name) throw new Error(`${where}: a group of fields needs a GraphQL type name: named(schema, noun, "TypeName").`);
    const fields = this.fields(schema, name);
    const known = this.nested.get(name);
    this.nested.set(name, {
      description: known?.description ?? schema.meta()?.description,
      fields: known ? merged(name, known.fields, fields) : fields,
    });
    return name;
  }

  /** The fields of a group, each with its type and description; what the editor keeps hidden ($schema) is left out. */
  fields(schema: z.ZodObject, where: string): Fields {
    const fields: Fields = new Map();
    const shape: Record<string, z.ZodType> = schema.shape;
    for (const [name, field] of Object.entries(shape)) {
      if (editorHints.get(unwrap(field))?.widget === "hidden") continue;
      const [type, directives] = splitDirectives(this.valueType(unwrap(field), `${where}.${name}`));
      const required = !(field instanceof z.ZodOptional) || filledIn.has(field);
      fields.set(name, { type, required, directives, description: descriptionOf(field) });
    }
    return fields;
  }

  /**
   * A Markdown entry's node (a Guide): the registry's shape is its front matter, and its text is
   * gatsby-transformer-remark's node of the file in the node's language (html, headings … come from the plugin).
   */
  markdownNodeType(kind: ListKind): string {
    const frontmatter = this.nestedType(kind.shape, typeNameOf(kind));
    return `${described(`An entry of data/${kind.folder}/ in one language.`, "")}type ${typeNameOf(kind)} implements Node @dontInfer {
  ${JSON.stringify(`The ${kind.item}'s file name in data/${kind.folder}/, without .md.`)}
  ${idFieldOf(kind)}: String!
${LANGUAGE_FIELDS}  frontmatter: ${frontmatter}!
  "Its text: the Markdown file in the node's language, or the English one."
  text: ${MARKDOWN_TYPE}! @link(by: "fileAbsolutePath")
}`;
  }

  nodeType(kind: ContentKind): string {
    if (isMarkdownKind(kind)) return this.markdownNodeType(kind);
    const name = typeNameOf(kind);
    const id = isListKind(kind)
      ? `  ${JSON.stringify(`The ${kind.item}'s file name in data/${kind.folder}/, without .json.`)}\n  jsonId: String!\n`
      : "";
    const fields = fieldLines(this.fields(kind.shape, name));
    return `${described(kind.shape.meta()?.description, "")}type ${name} implements Node @dontInfer {\n${id}${LANGUAGE_FIELDS}${fields}}`;
  }

  nestedTypes(): string[] {
    return [...this.nested].map(([name, { description, fields }]) => `${described(description, "")}type ${name} {\n${fieldLines(fields)}}`);
  }
}

/** What every entry's node says of its language (src/node/gatsby/language-nodes.ts makes one per language). */
const LANGUAGE_FIELDS = `  "The language of the pages that show this node: en, es, zh-Hans. Query the one a page is in."
  language: String!
  "en where the entry has no translation into that language yet, so its English is shown; null otherwise."
  lang: String
  "Its id and language, such as peer-support es, by which a relation in the same language links it."
  entryKey: String!
`;

/** gatsby-transformer-json's one type for every JSON file of data/, which the build reads to make the entries' nodes. */
const DATA_FILE_TYPE_DEF = `"A JSON file of data/ as written, English or translated; pages query the entries' own types instead."
type ${DATA_FILE_TYPE} implements Node @dontInfer {
  "Unused: the files' values are read by the build (src/node/gatsby/language-nodes.ts)."
  _unused: Boolean
}`;

/** "Date @dateformat" -> ["Date", " @dateformat"]: the "!" goes between the type and its directives. */
function splitDirectives(type: string): [string, string] {
  const space = type.indexOf(" ");
  return space === -1 ? [type, ""] : [type.slice(0, space), type.slice(space)];
}

/** The type definitions of every kind in the registry, for createSchemaCustomization. */
export function graphqlTypeDefs(kinds: readonly ContentKind[] = CONTENT_KINDS): string {
  const writer = new TypeWriter();
  const nodes = [...kinds.map((kind) => writer.nodeType(kind)), DATA_FILE_TYPE_DEF];
  return `${[...writer.nestedTypes(), ...nodes].join("\n\n")}\n`;
}

/** Each field that the build fills in when the file leaves it out, by GraphQL type: { EventLocation: { address } }. */
export function filledInFields(kinds: readonly ContentKind[] = CONTENT_KINDS): Record<string, Record<string, z.ZodType>> {
  const found: Record<string, Record<string, z.ZodType>> = {};
  const visit = (schema: z.ZodType, typeName: string | undefined) => {
    const inner = unwrap(schema);
    if (inner instanceof z.ZodArray) visit(inner.element as z.ZodType, typeName);
    if (!(inner instanceof z.ZodObject)) return;
    const name = typeName ?? objectNames.get(inner)?.typeName;
    const shape: Record<string, z.ZodType> = inner.shape;
    for (const [field, fieldSchema] of Object.entries(shape)) {
      if (name && filledIn.has(fieldSchema)) (found[name] ??= {})[field] = fieldSchema;
      visit(fieldSchema, undefined);
    }
  };
  for (const kind of kinds) visit(kind.shape, isMarkdownKind(kind) ? undefined : typeNameOf(kind));
  return found;
}
