import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { derivedResolvers, typeDefs } from "./src/node/schema";
import { readSiteSettings } from "./src/node/site-settings";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(derivedResolvers(readSiteSettings()));
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allProgramsJson: { nodes: { id: string; path: string }[] } }>(`
    query ProgramPages {
      allProgramsJson {
        nodes {
          id
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the programs in data/programs.json", result.errors);
    return;
  }
  const template = path.resolve("src/templates/program.tsx");
  for (const program of result.data.allProgramsJson.nodes) {
    actions.createPage({ path: program.path, component: template, context: { id: program.id } });
  }
};
