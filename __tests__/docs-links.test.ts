/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { anchorsOf, brokenLinks, linksInMarkdown, linksInSources, markdownFiles } from "./support/docs-links";

/**
 * Editors are sent to the documentation by the build's messages, and readers from one document to another: each
 * link must name a file that exists and, with an anchor, a heading of that file.
 */

const ROOT = path.join(__dirname, "..");

describe("links into the documentation", () => {
  it("each lead to a file and a heading that exist, from the README, docs/ and the code's messages", () => {
    expect(brokenLinks(ROOT)).toEqual([]);
  });

  it("are found where they are written: the README's, the documents' and the content check's", () => {
    const fromMarkdown = markdownFiles(ROOT).flatMap((file) => linksInMarkdown(ROOT, file));
    expect(fromMarkdown.filter((link) => link.from.startsWith("README.md:")).map((link) => link.file)).toContain("docs/testing.md");
    expect(fromMarkdown.some((link) => link.from.startsWith("docs/") && link.anchor !== null)).toBe(true);
    expect(linksInSources(ROOT)).toContainEqual(expect.objectContaining({ file: "docs/editing-content.md", anchor: "preview-on-your-computer" }));
  });
});

describe("the link check", () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  function project(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(os.tmpdir(), "docs-links-"));
    roots.push(root);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  it("names each missing file and each missing heading, wherever the link is written", () => {
    const root = project({
      "README.md": "# Site\n\nSee [editing](docs/editing.md#add-an-event) and [gone](docs/gone.md).\n",
      "docs/editing.md": "# Editing\n\n## Add an event\n\nBack to [the top](#editing), [nowhere](#add-a-program).\n",
      "src/node/report.ts": 'export const HINT = "see docs/editing.md#when-the-build-stops";\n',
    });
    expect(brokenLinks(root)).toEqual([
      "README.md:3: docs/gone.md: docs/gone.md does not exist",
      "docs/editing.md:5: docs/editing.md#add-a-program: docs/editing.md has no heading with the anchor #add-a-program (its anchors: editing, add-an-event)",
      "src/node/report.ts:1: docs/editing.md#when-the-build-stops: docs/editing.md has no heading with the anchor #when-the-build-stops (its anchors: editing, add-an-event)",
    ]);
  });

  it("leaves web addresses, other files, inline code and code blocks alone", () => {
    const root = project({
      "README.md": [
        "# Site",
        "[Gatsby](https://www.gatsbyjs.com/docs/x.md), [config](netlify.toml), `[not a link](docs/none.md)`",
        "```",
        "[in a block](docs/none.md)",
        "```",
        "",
      ].join("\n"),
      "src/a.ts": 'const url = "https://example.org/docs/none.md";\n',
    });
    expect(brokenLinks(root)).toEqual([]);
  });

  it("makes anchors as GitHub does: lowercase, hyphens for spaces, no punctuation, numbered repeats", () => {
    const text = [
      "# The content editor (/admin/)",
      "## Draft, review, publish",
      "## Set it up on Netlify (once)",
      "## The content editor's dependencies",
      "## `npm run bench` and **Lighthouse**",
      "## [Search](https://pagefind.app/)",
      "## Notes",
      "## Notes",
      "```sh",
      "# not a heading",
      "```",
    ].join("\n");
    expect(anchorsOf(text)).toEqual([
      "the-content-editor-admin",
      "draft-review-publish",
      "set-it-up-on-netlify-once",
      "the-content-editors-dependencies",
      "npm-run-bench-and-lighthouse",
      "search",
      "notes",
      "notes-1",
    ]);
  });
});
