import { readdirSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Locator, Page } from "playwright-core";
import { readMarkdown } from "../src/node/content/markdown";
import { openSite, type Site } from "./support/browser";
import { cloneRepo, routeToDecapServer, startDecapServer, watchPage, type DecapServer, type Repo } from "./support/editor";
import { markdownHtml } from "./support/markdown";

/**
 * Guides in the content editor, in local mode against decap-server on a temporary clone (as in editor.e2e.ts):
 * every guide of data/guides/ goes through the editor's text editor and is saved without losing anything.
 */

let repo: Repo;
let decap: DecapServer;
let site: Site;
let page: Page;
let watch: ReturnType<typeof watchPage>;

/** Every guide in data/guides/, by its id (its file name). */
const GUIDES = readdirSync(path.join(__dirname, "../data/guides"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -".md".length));

beforeAll(async () => {
  repo = cloneRepo();
  [decap, site] = await Promise.all([startDecapServer(repo.dir), openSite()]);
  page = await site.newPage(1280);
  watch = watchPage(page, site.origin);
  page.on("dialog", (dialog) => void (dialog.message().includes("local backup") ? dialog.dismiss() : dialog.accept()));
  await routeToDecapServer(page, site.origin, decap);
  await page.goto(`${site.origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Guides" }).first().waitFor();
}, 60_000);

afterAll(async () => {
  await page?.unrouteAll({ behavior: "ignoreErrors" });
  await site?.close();
  await decap?.close();
  repo?.close();
});

function draftBranches(): string[] {
  return repo.git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean);
}

async function waitFor(condition: () => boolean, what: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens an entry in a freshly loaded editor (a change of the address's #fragment alone keeps the last form). */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${site.origin}/admin/#/collections/${collection}/entries/${entry}`);
  await page.getByRole("button", { name: "Save" }).waitFor({ timeout: 15_000 });
  await page.locator("input, textarea").first().waitFor();
}

async function save(): Promise<void> {
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Entry saved").first().waitFor({ timeout: 10_000 });
}

/**
 * Types a character at the start of a rich text and deletes it again. The editor keeps its own selection and
 * catches up with the browser's after each event, so each key waits for the last one to be taken in; the text
 * must read as before.
 */
async function typeAndTakeBack(text: Locator): Promise<void> {
  const before = await text.textContent();
  await text.locator("[data-slate-string]").first().click();
  await page.keyboard.press("Home");
  await page.waitForTimeout(200);
  await page.keyboard.type("x");
  await page.waitForTimeout(200);
  await page.keyboard.press("Backspace");
  await page.waitForTimeout(200);
  expect(await text.textContent()).toBe(before);
}

/** A guide file as the build reads it: its front matter as data, its text as the HTML the build makes of it. */
function asBuilt(file: string, text: string): { frontMatter: unknown; html: string } {
  const reading = readMarkdown(text);
  if (!reading.ok) throw new Error(`${file} cannot be read: ${reading.error.message}`);
  return { frontMatter: reading.frontMatter, html: markdownHtml(reading.body) };
}

/** The lines around the first place two texts differ, each side, for a message that can be read. */
function firstDifference(before: string, after: string): string {
  const lines = [before.split("\n"), after.split("\n")] as const;
  let at = 0;
  while (at < lines[0].length && lines[0][at] === lines[1][at]) at += 1;
  const around = (side: readonly string[]) => side.slice(Math.max(0, at - 1), at + 3).join("\n");
  return `--- before, from line ${at + 1}\n${around(lines[0])}\n--- after\n${around(lines[1])}`;
}

it("keeps every guide's front matter and the HTML of its text when the text goes through the editor and is saved", async () => {
  expect(GUIDES.length).toBeGreaterThanOrEqual(6);
  const changed: string[] = [];
  for (const id of GUIDES) {
    const file = `data/guides/${id}.md`;
    const original = repo.published(file);
    await openEntry("guides", id);
    // A character typed at the end of the text and taken back: the editor then writes the whole text anew from
    // its own document, as it does after any edit, and the entry counts as changed, so it can be saved.
    await typeAndTakeBack(page.locator("[data-slate-editor]"));
    await save();
    const branch = `cms/guides/${id}`;
    await waitFor(() => draftBranches().includes(branch), `the draft of ${file}`);
    const saved = repo.git("show", `${branch}:${file}`);
    const before = asBuilt(file, original);
    const after = asBuilt(file, saved);
    if (!isDeepStrictEqual(before.frontMatter, after.frontMatter)) {
      changed.push(`${file}: front matter ${JSON.stringify(before.frontMatter)} became ${JSON.stringify(after.frontMatter)}`);
    }
    if (before.html !== after.html) changed.push(`${file}: its HTML changed\n${firstDifference(before.html, after.html)}`);
  }
  expect(changed).toEqual([]);
  expect(watch.errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
}, 240_000);
