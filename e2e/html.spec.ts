import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { htmlFiles } from "../src/node/post-build/html-files";
import { expect, test } from "./support/fixtures";
import { PUBLIC_DIR } from "./support/static-server";
import { PAGES } from "./support/routes";

/**
 * Every HTML file of the build passes html-validate's standard and accessibility rules, and every page the W3C's
 * Nu HTML Checker (vnu.jar, the checker behind validator.w3.org/nu), CSS included. They read the build, not a
 * browser: the desktop project runs them once.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureJava } = require("../scripts/find-java.js") as { ensureJava: () => string };
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
    const report = await validator.validateString(await readFile(file, "utf8"), file);
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
  // One Java start for every page: the checker takes them all at once.
  const run = spawnSync(ensureJava(), ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...pages], {
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
