/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Imports run one way: lint rules hold it (eslint.config.mjs, proven in import-rules.test.ts). What they cannot say
 * is checked here: which module stays out of visitor pages, and the content check's parts among themselves.
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

  it("leaves a guide's sections (and the slugger's large pattern) to the build and the editor, out of visitor pages", () => {
    const visitorCode = ["components", "hooks", "pages", "templates", "lib"];
    const allowed = ({ target }: Import) => target !== path.join("lib", "guide-sections");
    expect(violations((folder) => visitorCode.includes(folder), allowed)).toEqual([]);
    expect(imports.some(({ file, target }) => file.startsWith("cms") && target === path.join("lib", "guide-sections"))).toBe(true);
  });
});

describe("the content check's parts", () => {
  const content = (name: string) => path.join("content", name);
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
