/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { TSX_NAME_HELPER } from "../scripts/tsx-names";

const ROOT = path.join(__dirname, "..");

/** The text of a function as a script run by tsx holds it: what page.evaluate() sends to the page. */
function asTsxCompilesIt(source: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tsx-names-")), "function.ts");
  writeFileSync(file, `const sent = ${source};\nprocess.stdout.write(String(sent));\n`);
  const run = spawnSync(process.execPath, ["--import", "tsx", file], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`tsx failed: ${run.stderr}`);
  return run.stdout;
}

describe("tsx's name helper in the page", () => {
  const sent = asTsxCompilesIt("(n: number) => { const double = (x: number) => x * 2; return double(n); }");

  it("is needed: a function with a named function inside, as tsx compiles it, fails where the helper is missing", () => {
    expect(sent).toContain("__name(");
    expect(() => runInNewContext(`(${sent})(21)`) as unknown).toThrow("__name is not defined");
  });

  it("lets that function run", () => {
    expect(runInNewContext(`${TSX_NAME_HELPER}\n(${sent})(21)`)).toBe(42);
  });
});
