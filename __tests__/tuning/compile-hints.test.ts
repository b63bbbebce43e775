/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SourceMapConsumer, type RawSourceMap } from "source-map";
import webpack, { type Configuration } from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "../../src/node/gatsby/tuning/compile-hints";
import { expectGatsby, installedSource } from "../support/gatsby-source";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  writeFileSync(
    path.join(dir, "entry.js"),
    [
      "// a page's start-up code",
      'export function welcome(name) { return "Welcome to the circle, " + name; }',
      'document.title = welcome("friend");',
      'import("./later").then((m) => m.later());',
      "",
    ].join("\n"),
  );
  writeFileSync(path.join(dir, "later.js"), 'export function later() { return "loaded on demand"; }\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A production build like Gatsby's browser build: minified by terser-webpack-plugin (webpack's default, and the
 * plugin Gatsby's minifyJs() makes), content-hashed names, separate source maps.
 */
function build(out: string, plugins: Configuration["plugins"]): Promise<void> {
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    devtool: "source-map",
    output: { path: path.join(dir, out), filename: "[name]-[contenthash].js", chunkFilename: "[id]-[contenthash].js" },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString("errors-only")));
      else resolve();
    }),
  );
}

const scripts = (out: string) => readdirSync(path.join(dir, out)).filter((file) => file.endsWith(".js"));

describe("what the hint relies on in Gatsby's browser build", () => {
  it("minifies at webpack's OPTIMIZE_SIZE stage, just before the hint is added", () => {
    const terser = installedSource("terser-webpack-plugin", "dist/index.js");
    expectGatsby(
      /stage: compiler\.webpack\.Compilation\.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE\b/.test(terser),
      "minifies its scripts with terser-webpack-plugin at processAssets stage OPTIMIZE_SIZE",
    );
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    expectGatsby(config.includes("plugins.minifyJs("), "minifies the browser build with plugins.minifyJs() (gatsby/dist/utils/webpack.config.js)");
  });

  it("names the browser's scripts by their content hash", () => {
    const config = installedSource("gatsby", "dist/utils/webpack.config.js");
    expectGatsby(config.includes("filename: `[name]-[contenthash].js`"), "names the browser build's scripts [name]-[contenthash].js");
  });
});

describe("V8's compile hint on the browser's scripts", () => {
  beforeAll(async () => {
    await build("plain", []);
    await build("hinted", [new CompileHintsPlugin()]);
  }, 60_000);

  it("starts every script, the on-demand chunk too, with the hint, which the minifier would otherwise drop", () => {
    expect(scripts("plain")).toHaveLength(2);
    for (const file of scripts("plain")) expect(readFileSync(path.join(dir, "plain", file), "utf8")).not.toContain(COMPILE_HINT);
    expect(scripts("hinted")).toHaveLength(2);
    for (const file of scripts("hinted")) {
      const code = readFileSync(path.join(dir, "hinted", file), "utf8");
      expect(code.split("\n")[0]).toBe(COMPILE_HINT);
      expect(code).not.toContain("// a page's start-up code");
    }
  });

  it("names each file by its final content, so a browser never keeps a copy without the hint", () => {
    const plain = scripts("plain").map((file) => file.replace(/-[0-9a-f]+\.js$/, ""));
    expect(scripts("hinted").map((file) => file.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(plain);
    expect(scripts("hinted").sort()).not.toEqual(scripts("plain").sort());
  });

  it("keeps the source maps pointing at the right lines", async () => {
    const main = scripts("hinted").find((file) => file.startsWith("main-"));
    expect(main).toBeDefined();
    const code = readFileSync(path.join(dir, "hinted", main!), "utf8");
    const lines = code.split("\n");
    const line = lines.findIndex((text) => text.includes("Welcome to the circle"));
    expect(line).toBeGreaterThan(0);
    const map = JSON.parse(readFileSync(path.join(dir, "hinted", `${main}.map`), "utf8")) as RawSourceMap;
    const original = await SourceMapConsumer.with(map, null, (consumer) =>
      consumer.originalPositionFor({ line: line + 1, column: (lines[line] ?? "").indexOf('"Welcome to the circle') }),
    );
    expect(original.source).toMatch(/entry\.js$/);
    expect(original.line).toBe(2);
  });
});
