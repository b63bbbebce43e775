import { z } from "zod";
import { editorHints, filledIn, isImagePath, objectNames } from "../content/field-notes";
import { unwrap } from "../content/field-paths";
import { CONTENT_KINDS, idFieldOf, isListKind, isMarkdownKind, listKind, typeNameOf, type ContentKind, type ListKind } from "../content/registry";
import { TRANSLATED_KINDS } from "../content/translations";

/**
 * The GraphQL types of data/, generated from the content registry's shapes, so that a field is declared once.
 * Every type is declared, never inferred: an empty list folder still builds, and a field that a page needs is
 * non-null, so a missing value stops the build instead of rendering an empty spot. What the shape cannot say
 * is added here: a picture is a File linked by its path, a relation links another list's entry by its file
 * name, a date can be formatted, an entry's id is its file name (@fileName), and a field the build fills in
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
      return `${typeNameOf(related)} @link(by: "${idFieldOf(related)}")`;
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
   * A Markdown entry is gatsby-transformer-remark's node (html, headings … come from the plugin); the
   * registry's shape is its front matter, a type of its own.
   */
  markdownNodeType(kind: ListKind): string {
    const frontmatter = this.nestedType(kind.shape, typeNameOf(kind));
    const id = `  ${JSON.stringify(`The ${kind.item}'s file name in data/${kind.folder}/, without .md.`)}
  ${idFieldOf(kind)}: String! @fileName
`;
    return `type ${typeNameOf(kind)} implements Node {
${id}  "The folder of data/ the entry's file is in, which tells one kind of Markdown entry from another."
  folder: String! @folder
  frontmatter: ${frontmatter}!
}`;
  }

  nodeType(kind: ContentKind): string {
    if (isMarkdownKind(kind)) return this.markdownNodeType(kind);
    const name = typeNameOf(kind);
    const id = isListKind(kind)
      ? `  ${JSON.stringify(`The ${kind.item}'s file name in data/${kind.folder}/, without .json.`)}\n  jsonId: String! @fileName\n`
      : "";
    const fields = fieldLines(this.fields(kind.shape, name));
    return `${described(kind.shape.meta()?.description, "")}type ${name} implements Node @dontInfer {\n${id}${fields}}`;
  }

  /**
   * A translation's node: its language, its record and its texts. The texts are one JSON value, in the shape of
   * the English file's texts, which a page lays over the English (src/lib/translate.ts): the content check has
   * checked every one of them, and a page's query names them once, for the English.
   */
  translationNodeType(kind: ContentKind): string {
    const name = typeNameOf(kind).replace(/Json$/, "TranslationJson");
    const id = isListKind(kind)
      ? `  ${JSON.stringify(`The ${kind.item}'s file name, as its English in data/${kind.folder}/.`)}\n  jsonId: String! @fileName\n`
      : "";
    return `"data/${isListKind(kind) ? `${kind.folder}/<id>.json` : kind.file} in another language: its texts only."
type ${name} implements Node & Translation @dontInfer {
${id}  "The language's code, as data/languages.json writes it."
  language: String!
  translation: TranslationRecord!
  "The day it was last checked against its English, as the page shows it in its language."
  checkedText: String!
  "The translated texts, in the shape of the English file's texts."
  texts: JSON!
}`;
  }

  nestedTypes(): string[] {
    return [...this.nested].map(([name, { description, fields }]) => `${described(description, "")}type ${name} {\n${fieldLines(fields)}}`);
  }
}

const TRANSLATION_RECORD_TYPE = `"When a translation was last checked against its English, and by which native speaker."
type TranslationRecord {
  checked: String!
  reviewedBy: String
}

"A file's texts in another language, which a page lays over its English."
interface Translation {
  language: String!
  translation: TranslationRecord!
  checkedText: String!
  texts: JSON!
}`;

/** "Date @dateformat" -> ["Date", " @dateformat"]: the "!" goes between the type and its directives. */
function splitDirectives(type: string): [string, string] {
  const space = type.indexOf(" ");
  return space === -1 ? [type, ""] : [type.slice(0, space), type.slice(space)];
}

/** The type definitions of every kind in the registry, for createSchemaCustomization. */
export function graphqlTypeDefs(kinds: readonly ContentKind[] = CONTENT_KINDS, translated: readonly ContentKind[] = TRANSLATED_KINDS): string {
  const writer = new TypeWriter();
  const translations = translated.filter((kind) => !isMarkdownKind(kind)).map((kind) => writer.translationNodeType(kind));
  const record = translated.length > 0 ? [TRANSLATION_RECORD_TYPE] : [];
  const nodes = [...kinds.map((kind) => writer.nodeType(kind)), ...record, ...translations];
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
