import { filledIn } from "../content/fields";
import { CONTENT_KINDS, typeNameOf } from "../content/registry";
import type { SiteSettings } from "../content/site-settings";
import { filledInFields, graphqlTypeDefs } from "../generate/graphql-types";

/**
 * The GraphQL layer's types, from the content registry: the type definitions (generated), the @fileName
 * extension that gives every list entry its id, and the resolvers of the computed and filled-in fields.
 */
export function typeDefs(): string {
  return graphqlTypeDefs();
}

/**
 * @fileName: an entry of a list folder is named by its file (data/events/spring-open-house.json), which is what
 * the editor creates from its title, so the id is never typed twice nor out of step with the file.
 */
interface EntrySource {
  parent: string | null;
}

interface NodeModelContext {
  nodeModel: { getNodeById: (query: { id: string | null }) => { name?: string } | null };
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

/** A field the build adds to a type, computed from its node. */
interface FieldResolver {
  type?: string;
  description?: string;
  resolve: (source: Record<string, unknown> & EntrySource, args: unknown, context: NodeModelContext) => unknown;
}

/**
 * The computed fields of every kind (src/lib/computed.ts, wired in the registry), and the fields the build
 * fills in when a file leaves them out (an event's address: the organisation's).
 */
export function contentResolvers(site: SiteSettings): Record<string, Record<string, FieldResolver>> {
  const resolvers: Record<string, Record<string, FieldResolver>> = {};
  for (const kind of CONTENT_KINDS) {
    for (const [name, field] of Object.entries(kind.computed ?? {})) {
      (resolvers[typeNameOf(kind)] ??= {})[name] = {
        type: field.type,
        description: field.description,
        resolve: (source, _args, context) =>
          field.compute(source as never, { id: fileNameOf(source, context) ?? "", site }),
      };
    }
  }
  for (const [typeName, fields] of Object.entries(filledInFields())) {
    for (const [name, schema] of Object.entries(fields)) {
      const fill = filledIn.get(schema)?.fill;
      if (!fill) continue;
      (resolvers[typeName] ??= {})[name] = { resolve: (source) => source[name] ?? fill(site) };
    }
  }
  return resolvers;
}
