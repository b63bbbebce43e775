import { readFileSync } from "node:fs";
import path from "node:path";

import { changedQueryTypes, queryTypes } from "../scripts/check-gatsby-types";

const committed = readFileSync(path.resolve(__dirname, "../src/gatsby-types.d.ts"), "utf8");

describe("the committed GraphQL types check", () => {
  it("reads the project's query types from the committed file", () => {
    expect(queryTypes(committed).size).toBeGreaterThan(20);
    expect([...queryTypes(committed).keys()]).toContain("GuidePagesQuery");
  });

  it("lets the content change what Gatsby infers, such as a new folder's child fields on File", () => {
    const withNewFolder = committed.replace(
      "  childrenImageSharp: InputMaybe<ImageSharpFilterListInput>;",
      "  childrenImageSharp: InputMaybe<ImageSharpFilterListInput>;\n  childrenImpactJson: InputMaybe<ImpactJsonFilterListInput>;",
    );
    expect(withNewFolder).not.toBe(committed);
    expect(changedQueryTypes(committed, withNewFolder)).toEqual([]);
  });

  it("names a query whose type changed, one added and one gone", () => {
    const written = committed
      .replace(/^type GuidePagesQuery = \{ /m, "type GuidePagesQuery = { readonly extra: string, ")
      .replace(/^type AboutPageQueryVariables = .*$/m, "")
      .concat("\ntype NewPageQuery = { readonly x: string };\n");
    expect(changedQueryTypes(committed, written)).toEqual(["AboutPageQueryVariables", "GuidePagesQuery", "NewPageQuery"]);
  });
});
