import { readFile } from "node:fs/promises";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { htmlFiles } from "../src/node/html-files";
import { PUBLIC_DIR } from "./support/static-server";
import { PAGES } from "./support/routes";

/** Every HTML file of the build passes html-validate's standard and accessibility rules. */

/** Every HTML file the build publishes, Gatsby's slice files included; page data and images hold none. */
const allHtml = () => htmlFiles(PUBLIC_DIR, ["page-data", "static"]);

const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });

it("builds an HTML file for every page", async () => {
  const files = (await allHtml()).map((file) => path.relative(PUBLIC_DIR, file));
  for (const route of PAGES) expect(files).toContain(path.join(route.path.slice(1), "index.html"));
  expect(files).toContain("404.html");
});

it("reports no error in any built HTML file", async () => {
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
