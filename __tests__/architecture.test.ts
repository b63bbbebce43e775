/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Imports run one way: pages and templates use components, components use hooks and src/lib, and src/lib uses
 * nothing of the project's. Build-time code (src/node/) never reaches a visitor's page: the browser's code may
 * only borrow its types (the shapes of the data files), which TypeScript erases.
 */

const SRC = path.join(__dirname, "../src");

interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every import (and re-export) of a project file, as the folder under src/ it points into. */
function projectImports(): Import[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const statements = text.matchAll(/^(import|export)(\s+type)?\s[^;]*?\sfrom\s+"(\.[^"]+)"/gms);
    return [...statements].map((match) => ({
      file: path.relative(SRC, file),
      target: path.relative(SRC, path.resolve(path.dirname(file), match[3] ?? "")),
      typeOnly: match[2] !== undefined,
    }));
  });
}

const imports = projectImports();

function folderOf(relative: string): string {
  const [first, second] = relative.split(path.sep);
  return first === "node" ? `node/${second ?? ""}` : (first ?? "");
}

function violations(from: (folder: string) => boolean, allowed: (imported: Import) => boolean): string[] {
  return imports
    .filter((imported) => from(folderOf(imported.file)) && !allowed(imported))
    .map((imported) => `${imported.file} imports ${imported.target}${imported.typeOnly ? " (types)" : ""}`);
}

describe("the direction of imports", () => {
  it("finds the project's imports", () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it("keeps src/lib/ free of the rest of the project", () => {
    expect(
      violations(
        (folder) => folder === "lib",
        ({ target }) => folderOf(target) === "lib",
      ),
    ).toEqual([]);
  });

  it("lets components and hooks use src/lib/ and each other, and src/node/ only for types", () => {
    const runtime = ["components", "hooks", "lib", "styles"];
    const allowed = ({ target, typeOnly }: Import) => runtime.includes(folderOf(target)) || (typeOnly && folderOf(target) === "node/content");
    expect(violations((folder) => folder === "components" || folder === "hooks", allowed)).toEqual([]);
  });

  it("keeps the visitor pages from importing build-time code, but for types", () => {
    const allowed = ({ target, typeOnly }: Import) => !folderOf(target).startsWith("node/") || typeOnly;
    expect(violations((folder) => ["pages", "templates"].includes(folder), allowed)).toEqual([]);
  });

  it("lets the editor read its own settings (src/node/editor/), and other build-time code only for types", () => {
    const allowed = ({ target, typeOnly }: Import) => !folderOf(target).startsWith("node/") || typeOnly || folderOf(target) === "node/editor";
    expect(violations((folder) => folder === "cms", allowed)).toEqual([]);
  });

  it("keeps build-time code from importing pages, components, hooks or the editor", () => {
    const allowed = ({ target }: Import) => !["pages", "templates", "components", "hooks", "cms"].includes(folderOf(target));
    expect(violations((folder) => folder.startsWith("node/"), allowed)).toEqual([]);
  });

  it("leaves a guide's sections (and the slugger's large pattern) to the build and the editor, out of visitor pages", () => {
    const visitorCode = ["components", "hooks", "pages", "templates", "lib"];
    const allowed = ({ target }: Import) => target !== path.join("lib", "guide-sections");
    expect(violations((folder) => visitorCode.includes(folder), allowed)).toEqual([]);
    expect(imports.some(({ file, target }) => file.startsWith("cms") && target === path.join("lib", "guide-sections"))).toBe(true);
  });
});

describe("the content check's parts", () => {
  const content = (name: string) => path.join("node", "content", name);
  const importsOf = (name: string) => imports.filter(({ file }) => file === `${content(name)}.ts`).map(({ target }) => target);

  it("share their types through types.ts, which imports nothing of the project's", () => {
    expect(imports.some(({ target }) => target === content("types"))).toBe(true);
    expect(importsOf("types")).toEqual([]);
  });

  it("import one way: the registry names the rules, the rules make problems the report arranges", () => {
    expect(importsOf("report")).not.toContain(content("registry"));
    expect(importsOf("report")).not.toContain(content("rules"));
    expect(importsOf("rules")).not.toContain(content("registry"));
  });

  it("import nothing in a circle", () => {
    const within = imports.filter(({ file }) => file.startsWith(content("")));
    const targets = (file: string) => within.filter((imported) => imported.file === file).map(({ target }) => `${target}.ts`);
    const circles: string[] = [];
    const visit = (file: string, trail: readonly string[]) => {
      if (trail.includes(file)) {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(" -> "));
        return;
      }
      for (const next of targets(file)) visit(next, [...trail, file]);
    };
    for (const { file } of within) visit(file, []);
    expect(circles).toEqual([]);
  });
});
