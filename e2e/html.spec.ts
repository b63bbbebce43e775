import { spawnSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { gzipSync } from "node:zlib";
import { htmlFiles } from "../src/node/post-build/html-files";
import { NOT_PAGES, routeOfHtmlFile } from "../src/node/post-build";
import { ENHANCE_FOLDER } from "../src/node/post-build/page-scripts";
import { BUDGETS, executableScripts, kb, LOADER_ATTRIBUTES, MODULE_BUDGETS, modulesWantedAtLoad } from "./support/budgets";
import { expect, test } from "./support/fixtures";
import { PUBLIC_DIR } from "../harness/static-server";
import { PAGES } from "../harness/routes";
import { ensureJava } from "../harness/system-tools";

/**
 * Every HTML file of the build passes html-validate's standard and accessibility rules, and every page the W3C's
 * Nu HTML Checker (vnu.jar, the checker behind validator.w3.org/nu), CSS included. They read the build, not a
 * browser: the desktop project runs them once.
 */

// The package's main export is the path of the checker's jar.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const VNU_JAR = String(require("vnu-jar") as string);

/** Every HTML file the build publishes, Gatsby's slice files included; page data and images hold none. */
const allHtml = () => htmlFiles(PUBLIC_DIR, ["page-data", "static"]);

const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });

test("builds an HTML file for every page", async () => {
  const files = (await allHtml()).map((file) => path.relative(PUBLIC_DIR, file));
  for (const route of PAGES) expect(files).toContain(path.join(route.path.slice(1), "index.html"));
  expect(files).toContain("404.html");
});

test("reports no error in any built HTML file", async () => {
  const files = await allHtml();
  expect(files.length).toBeGreaterThanOrEqual(PAGES.length + 1);
  const problems: string[] = [];
  for (const file of files) {
    const html = await readFile(file, "utf8");
    // Never valid in HTML, and html-validate does not report it: React 18's stream wrote some.
    if (html.includes("\u0000")) problems.push(`${path.relative(PUBLIC_DIR, file)}: holds a NUL character`);
    const report = await validator.validateString(html, file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2) {
          problems.push(`${path.relative(PUBLIC_DIR, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test("gives every page's <html> its language and no other attribute", async () => {
  const pages = await htmlFiles(PUBLIC_DIR, NOT_PAGES);
  expect(pages.length).toBeGreaterThanOrEqual(PAGES.length + 1);
  const problems: string[] = [];
  for (const file of pages) {
    const root = /<html\b[^>]*>/.exec(await readFile(file, "utf8"))?.[0] ?? "(none)";
    // Gatsby's Head, under React 19, would add data-original-tag="html" (src/node/gatsby/html-lang.ts).
    if (!/^<html lang="[A-Za-z]+(?:-[A-Za-z]+)*">$/.test(root)) problems.push(`${routeOfHtmlFile(path.relative(PUBLIC_DIR, file))}: ${root}`);
  }
  expect(problems).toEqual([]);
});

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

test("has no error by the W3C's Nu HTML Checker on any page", async () => {
  // Pages only: Gatsby's slice files under _gatsby/ are fragments it stitches into pages, not documents.
  const pages = await htmlFiles(PUBLIC_DIR, ["page-data", "static", "_gatsby"]);
  expect(pages.length).toBeGreaterThanOrEqual(PAGES.length + 1);
  // One Java start for every page: the checker takes them all at once. Java's quick compiler alone, and one
  // thread collecting garbage, halve the CPU time of a run this short (12.3 s to 5.9 s for 192 pages); that
  // compiler's frames are larger, so the checker's deep recursion gets a bigger stack.
  const java = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss4m"];
  const run = spawnSync(ensureJava(), [...java, "-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...pages], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error).toBeUndefined();
  const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] };
  const problems = messages
    .filter((message) => message.type !== "info")
    .map((message) => {
      const file = message.url ? path.relative(PUBLIC_DIR, new URL(message.url).pathname) : "?";
      return `${file}:${message.lastLine ?? 0}:${message.lastColumn ?? 0} ${message.type}: ${message.message}`;
    });
  expect(problems).toEqual([]);
  // Errors and nothing else make the checker exit with a failure.
  expect(run.status).toBe(0);
});

test.describe("the scripts of every built page", () => {
  test("none loads Gatsby's runtime or names a script file; each runs one inline module script, the same loader everywhere", async () => {
    const loaders = new Set<string>();
    const problems: string[] = [];
    const pages = await htmlFiles(PUBLIC_DIR, NOT_PAGES);
    expect(pages.length).toBeGreaterThanOrEqual(PAGES.length + 1);
    for (const file of pages) {
      const html = await readFile(file, "utf8");
      const route = routeOfHtmlFile(path.relative(PUBLIC_DIR, file));
      if (/<script[^>]*\ssrc=/.test(html)) problems.push(`${route}: names a script file`);
      if (/___chunkMapping|gatsby-script-loader|\/page-data\//.test(html)) problems.push(`${route}: carries Gatsby's runtime`);
      const scripts = executableScripts(html);
      if (scripts.length !== 1 || scripts[0]?.attributes !== LOADER_ATTRIBUTES) {
        problems.push(`${route}: runs ${scripts.length} inline scripts (${scripts.map((script) => script.attributes || "classic").join(", ")})`);
      }
      for (const script of scripts) loaders.add(script.text);
    }
    expect(problems).toEqual([]);
    expect(loaders.size).toBe(1);
    const [loader] = [...loaders];
    expect(gzipSync(loader ?? "").length).toBeLessThanOrEqual(BUDGETS.loader);
  });

  test("only the contact and search pages, in every language, want a module as they load", async () => {
    const wanted: Record<string, string[]> = {};
    for (const file of await htmlFiles(PUBLIC_DIR, NOT_PAGES)) {
      const names = modulesWantedAtLoad(await readFile(file, "utf8"));
      if (names.length > 0) wanted[routeOfHtmlFile(path.relative(PUBLIC_DIR, file))] = names;
    }
    const expected = Object.fromEntries(
      PAGES.filter((page) => /\/(contact|search)\/$/.test(page.path)).map((page) => [
        page.path,
        [page.path.endsWith("/contact/") ? "contact-form" : "search"],
      ]),
    );
    expect(wanted).toEqual(expected);
  });

  test("each module, with the code it shares with others, is within its budget", async () => {
    const folder = path.join(PUBLIC_DIR, ENHANCE_FOLDER);
    const files = await readdir(folder);
    const sizes: Record<string, string> = {};
    const budgets: Record<string, string> = {};
    for (const [name, budget] of Object.entries(MODULE_BUDGETS)) {
      const file = files.find((candidate) => new RegExp(`^${name}-[A-Z0-9]+\\.js$`).test(candidate));
      expect(file, `public/${ENHANCE_FOLDER}/ has ${name}`).toBeDefined();
      const text = await readFile(path.join(folder, file ?? ""), "utf8");
      const shared = [...text.matchAll(/from"\.\/(shared-[A-Z0-9]+\.js)"/g)].map((match) => match[1] ?? "");
      const all = [text, ...(await Promise.all(shared.map((chunk) => readFile(path.join(folder, chunk), "utf8"))))];
      const bytes = all.reduce((sum, part) => sum + gzipSync(part).length, 0);
      sizes[name] = bytes <= budget ? "within" : kb(bytes);
      budgets[name] = "within";
    }
    expect(sizes).toEqual(budgets);
  });
});
