import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { inLanguage } from "../src/lib/languages";
import { guidePath, ROUTES, topicPath } from "../src/lib/routes";
import { checkContent } from "../src/content/check";
import { readMarkdown } from "../src/content/markdown";
import {
  backendAnswer,
  backOnMain,
  checkoutPublished,
  committedFiles,
  expectPictures,
  openEditor,
  startLocalBackend,
  type Content,
  type Editor,
  type LocalBackend,
} from "./support/editor";
import { expect, test, visit } from "./support/fixtures";
import type { Library } from "../harness/routes";
import { markdownHtml } from "./support/markdown";
import { startStaticServer } from "../harness/static-server";
// cspell:dictionaries es-es

/**
 * The content editor at /admin/, in local mode against decap-server on a temporary clone of HEAD: what an editor
 * does through its screens, checked in the files and branches of that clone. One editor, logged in once, serves
 * every test of the file in turn: each test goes on from the files the one before left.
 */

test.describe.configure({ mode: "serial" });

let backend: LocalBackend;
let content: Content;
let editor: Editor;
/** The checkout of what the editor published, and its build, started once the new event is published. */
let publishedCheckout: { dir: string; close: () => void } | undefined;
let publishedBuild: Promise<string> | undefined;

const NEW_EVENT = { id: "autumn-family-picnic", title: "Autumn Family Picnic" };

/** The guide written in the editor, published before the event above, so that the one build shows both. */
function newGuide(library: Library, firstGuideId: string) {
  const [topic] = library.topics;
  const [audience] = library.audiences;
  return {
    id: "finding-calm-before-exams",
    title: "Finding calm before exams",
    summary: "Small, practical ways to help a teen stay steady in the weeks before exams.",
    topic: { id: topic?.id ?? "no-topic", label: topic?.label ?? "no topic" },
    audience: { id: audience?.id ?? "no-audience", label: audience?.label ?? "no audience" },
    published: "2026-12-01",
    reviewed: "2026-12-02",
    heading: "A calmer week",
    items: ["Keep regular meals and sleep", "Plan short breaks between subjects"],
    // A link to another guide of the library, which the build checks exists.
    link: { text: "another of our guides", to: guidePath(firstGuideId) },
    picture: { file: "calm-desk.png", alt: "A tidy desk with a glass of water and a timetable" },
  };
}
let NEW_GUIDE: ReturnType<typeof newGuide>;

/** Subjects taken from the clone's data/ as committed (the first of each list), so that they follow staff edits. */
function first<T>(list: readonly T[], what: string): T {
  const [item] = list;
  if (item === undefined) throw new Error(`data/ holds no ${what}`);
  return item;
}

test.beforeAll(async ({ browser, site }) => {
  backend = await startLocalBackend();
  content = backend.content;
  NEW_GUIDE = newGuide(content.readData<Library>("pages/resources.json"), first(content.guides, "guide").id);
  editor = await openEditor(browser, site.origin, backend, { viewport: { width: 1280, height: 900 } });
  await editor.logIn();
});

test.afterAll(async () => {
  await editor?.close();
  await backend?.close();
  if (builder && builder.exitCode === null) builder.kill();
  await publishedBuild?.catch(() => undefined);
  publishedCheckout?.close();
});

test("loads in local mode with no console error and no request to another host", async () => {
  const { page, origin, watch } = editor;
  const response = await page.goto(`${origin}/admin/`);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page).toHaveTitle(/^Content editor · /);
  // Visitor pages keep their own policy, without 'unsafe-eval'; the editor is not in the sitemap.
  const home = await page.request.get(`${origin}/`);
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  const config = await page.request.get(`${origin}/admin/config.yml`);
  expect(config.headers()["content-type"]).toBe("text/yaml; charset=utf-8");
  const sitemap = await page.request.get(`${origin}/sitemap-0.xml`);
  expect(await sitemap.text()).not.toContain("/admin");
  for (const collection of ["Events", "Programs", "Giving levels", "Impact figures", "Guides", "Page texts", "Settings"]) {
    await expect(page.getByRole("link", { name: collection }).first()).toBeVisible();
  }
  await expect(page.getByText(first(content.events, "event").title).first()).toBeVisible();
  expect(watch.errors).toEqual([]);
  expect(watch.foreign).toEqual([]);
});

/** Picks an option of a relation field (a searchable select) by typing the start of its label. */
async function choose(label: string, option: string): Promise<void> {
  const input = editor.page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(option.slice(0, 6));
  await editor.page.getByRole("option", { name: option, exact: true }).click();
}

test("creates a guide with a section, a list, a link and an uploaded picture in its text, published to main", async () => {
  const { page, watch } = editor;
  const { repo } = backend;
  const guide = NEW_GUIDE;
  await editor.openEntry("guides", "new");
  await page.getByLabel("Title", { exact: true }).fill(guide.title);
  await page.getByLabel("Summary", { exact: true }).fill(guide.summary);
  await choose("Topics", guide.topic.label);
  await choose("Audiences", guide.audience.label);
  await page.getByLabel("Published on", { exact: true }).fill(guide.published);
  await page.getByLabel("Last reviewed on", { exact: true }).fill(guide.reviewed);
  // The text, written in the editor's Markdown mode, then back in the rich-text editor for the picture.
  const text = page.locator("[data-slate-editor]");
  const mode = page.getByRole("switch");
  await mode.click();
  await text.click();
  const lines = [
    "Exams can weigh on the whole family, not only on the one taking them.",
    "",
    `## ${guide.heading}`,
    "",
    ...guide.items.map((item) => `- ${item}`),
    "",
    `Reading [${guide.link.text}](${guide.link.to}) can help you ask how they are doing.`,
  ];
  // Line by line, each taken in (drawn as its own line) before the next.
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    if (line) await page.keyboard.insertText(line);
    await expect(text.locator("[data-slate-node='element']")).toHaveCount(index + 1);
    await expect(text.locator("[data-slate-node='element']").nth(index)).toHaveText(line || /^\W*$/);
  }
  await mode.click();
  await expect(text.getByRole("heading", { level: 2, name: guide.heading })).toBeVisible();
  // A new line after the last paragraph, clicked at the end of its last line (a key goes where the browser's
  // selection is: the editor reads it from each key's input event).
  const paragraphs = text.locator("p");
  const count = await paragraphs.count();
  const last = paragraphs.last();
  const box = await last.boundingBox();
  await last.click({ position: { x: (box?.width ?? 10) - 4, y: (box?.height ?? 10) - 6 } });
  await page.keyboard.press("Enter");
  await expect(paragraphs).toHaveCount(count + 1);
  await page.getByRole("button", { name: "Add Component" }).click();
  await page.getByRole("menuitem", { name: "Image" }).click();
  // A picture wider than the site's narrowest, made here, uploaded through the media library as an editor does.
  const picture = path.join(mkdtempSync(path.join(tmpdir(), "site-upload-")), guide.picture.file);
  await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 120, g: 170, b: 160 } } })
    .png()
    .toFile(picture);
  const component = text.locator("[contenteditable='false']").last();
  await component.getByRole("button", { name: /choose an image/i }).click();
  await page.locator("input[type='file']").setInputFiles(picture);
  await expect(page.getByText(guide.picture.file).first()).toBeVisible();
  await page.getByRole("button", { name: /choose selected/i }).click();
  await component.getByLabel("Alt Text", { exact: true }).fill(guide.picture.alt);
  await editor.save();
  await editor.setStatus("Ready");
  await editor.publishNow();
  const file = `data/guides/${guide.id}.md`;
  expect(repo.draftBranches().filter((branch) => branch.includes(guide.id))).toEqual([]);
  const reading = readMarkdown(repo.published(file));
  if (!reading.ok) throw new Error(`${file} cannot be read: ${reading.error.message}`);
  expect(reading.frontMatter).toEqual({
    title: guide.title,
    summary: guide.summary,
    topics: [guide.topic.id],
    audiences: [guide.audience.id],
    published: guide.published,
    reviewed: guide.reviewed,
  });
  // Pictures in the text are written from the guide's folder, where the build finds them.
  expect(reading.body).toContain(`![${guide.picture.alt}](../images/guides/${guide.picture.file})`);
  expect(repo.git("ls-tree", "--name-only", "main", "data/images/guides/")).toContain(guide.picture.file);
  expect(watch.errors).toEqual([]);
  expect(watch.foreign).toEqual([]);
});

/**
 * The Spanish, edited beside its English as a translator does: a page's text (the About page's introduction) and a
 * guide's text (a sentence added to it), each saved as a draft, then published; and the Spanish translation of the
 * guide written above, started in the editor. Published before the event below, so that the one build shows them.
 */
const SPANISH_PAGE = { file: "data/translations/es/pages/about.json", english: "data/pages/about.json", entry: "translation-about" };
const SPANISH_SENTENCE = " Lo revisó el equipo de traducción.";
let spanishPage: { before: Record<string, unknown>; intro: string } | undefined;
let spanishGuide: { id: string; file: string; english: string; title: string; before: { frontMatter: unknown; html: string } } | undefined;
/** The Spanish translation of the guide written in the editor above, once published. */
let newSpanishGuide: { title: string; summary: string; paragraph: string } | undefined;

/** A guide file as the build reads it: its front matter as data, its text as the HTML the build makes of it. */
function asBuilt(file: string, text: string): { frontMatter: unknown; html: string } {
  const reading = readMarkdown(text);
  if (!reading.ok) throw new Error(`${file} cannot be read: ${reading.error.message}`);
  return { frontMatter: reading.frontMatter, html: markdownHtml(reading.body) };
}

/** A Spanish guide as saved: its front matter as it was, its text as it was but for the sentence typed into it. */
function expectOnlyTheSentence(text: string): void {
  if (!spanishGuide) throw new Error("no Spanish guide was edited");
  const saved = asBuilt(spanishGuide.file, text);
  expect(saved.frontMatter).toEqual(spanishGuide.before.frontMatter);
  expect(saved.html).toContain(SPANISH_SENTENCE.trim());
  expect(saved.html.replace(SPANISH_SENTENCE, "")).toBe(spanishGuide.before.html);
}

test.describe("translating into Spanish", () => {
  test("saves a Spanish page text and a Spanish guide's text as drafts, each beside its English: the published files and the English ones stay as they were", async () => {
    const { page } = editor;
    const { repo } = backend;
    const guide = content.guides.find((candidate) => existsSync(path.join(repo.dir, `data/translations/es/guides/${candidate.id}.md`)));
    test.skip(!existsSync(path.join(repo.dir, SPANISH_PAGE.file)) || !guide, "data/translations/es/ has no About page or no guide");
    if (!guide) return;
    const preview = page.frameLocator("iframe#preview-pane");
    const beside = preview.getByRole("region", { name: "Beside the English" });

    // The About page's introduction, beside the English one.
    const englishPage = repo.published(SPANISH_PAGE.english);
    const before = repo.publishedJson(SPANISH_PAGE.file);
    const intro = `${String(before.intro)} Le esperamos.`;
    await editor.openEntry("es-pages", SPANISH_PAGE.entry);
    await page.getByLabel("Intro", { exact: true }).fill(intro);
    const englishIntro = repo.publishedJson<{ intro: string }>(SPANISH_PAGE.english).intro;
    await expect(beside.getByRole("row").filter({ hasText: englishIntro })).toContainText(intro);
    await editor.save();
    spanishPage = { before, intro };
    const pageBranch = `cms/es-pages/${SPANISH_PAGE.entry}`;
    expect(JSON.parse(repo.git("show", `${pageBranch}:${SPANISH_PAGE.file}`))).toEqual({ ...before, intro });

    // A sentence added to the guide's text, in the rich-text editor, at the end of its first paragraph.
    const file = `data/translations/es/guides/${guide.id}.md`;
    const english = `data/guides/${guide.id}.md`;
    const englishGuide = repo.published(english);
    const spanishText = repo.published(file);
    const spanish = asBuilt(file, spanishText);
    const title = String((spanish.frontMatter as { title: string }).title);
    spanishGuide = { id: guide.id, file, english, title, before: spanish };
    await editor.openEntry("es-guides", guide.id);
    await expect(preview.getByRole("region", { name: "Its page in this language" }).getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(beside.getByRole("row").filter({ hasText: guide.title }).first()).toContainText(title);
    // Both columns fit the preview pane, a guide's long addresses (its sources) wrapped, so neither is cut off.
    const overflow = await beside
      .getByRole("table")
      .evaluate((table) => table.getBoundingClientRect().right - table.ownerDocument.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const text = page.locator("[data-slate-editor]");
    const paragraph = text.locator("p").first();
    const box = await paragraph.boundingBox();
    await paragraph.click({ position: { x: (box?.width ?? 10) - 4, y: (box?.height ?? 10) - 6 } });
    await page.keyboard.insertText(SPANISH_SENTENCE);
    await expect(text).toContainText(SPANISH_SENTENCE.trim());
    await expect(
      preview.getByRole("region", { name: "Its page in this language" }).getByText(SPANISH_SENTENCE.trim(), { exact: false }),
    ).toBeVisible();
    await editor.save();
    const guideBranch = `cms/es-guides/${guide.id}`;
    expectOnlyTheSentence(repo.git("show", `${guideBranch}:${file}`));

    // Nothing is published yet, and a Spanish edit leaves the English files as they were, byte for byte.
    expect(repo.draftBranches().sort()).toEqual([guideBranch, pageBranch].sort());
    expect(repo.publishedJson(SPANISH_PAGE.file)).toEqual(before);
    expect(repo.published(file)).toBe(spanishText);
    for (const branch of [pageBranch, guideBranch]) {
      expect(repo.git("show", `${branch}:${SPANISH_PAGE.english}`)).toBe(englishPage);
      expect(repo.git("show", `${branch}:${english}`)).toBe(englishGuide);
    }
  });

  test("publishes both: the published Spanish changes in exactly those texts, the English not at all", async () => {
    test.skip(!spanishPage || !spanishGuide, "no Spanish translation was edited");
    if (!spanishPage || !spanishGuide) return;
    const { repo } = backend;
    const englishFiles = [SPANISH_PAGE.english, spanishGuide.english].map((file) => [file, repo.published(file)]);
    for (const [collection, entry] of [
      ["es-pages", SPANISH_PAGE.entry],
      ["es-guides", spanishGuide.id],
    ] as const) {
      await editor.openEntry(collection, entry);
      await editor.setStatus("Ready");
      await editor.publishNow();
    }
    expect(repo.draftBranches()).toEqual([]);
    expect(repo.publishedJson(SPANISH_PAGE.file)).toEqual({ ...spanishPage.before, intro: spanishPage.intro });
    expectOnlyTheSentence(repo.published(spanishGuide.file));
    expect(englishFiles.map(([file = ""]) => [file, repo.published(file)])).toEqual(englishFiles);
    expect(editor.watch.errors).toEqual([]);
  });

  test("starts the Spanish translation of the guide written above: saved under the English guide's name, which its file does not repeat", async () => {
    const { page } = editor;
    const { repo } = backend;
    const guide = NEW_GUIDE;
    const translation = {
      title: "Encontrar la calma antes de los exámenes",
      summary: "Formas pequeñas y prácticas de ayudar a un adolescente a mantenerse estable antes de los exámenes.",
      paragraph: "Los exámenes pueden pesar sobre toda la familia.",
      checked: "2026-12-02",
    };
    await editor.openEntry("es-guides", "new");
    const preview = page.frameLocator("iframe#preview-pane");
    await expect(preview.getByText("Choose the English guide this translates")).toBeVisible();
    await page.getByLabel("Checked against the English on", { exact: true }).fill(translation.checked);
    await page.getByLabel("Title", { exact: true }).fill(translation.title);
    await page.getByLabel("Summary", { exact: true }).fill(translation.summary);
    const text = page.locator("[data-slate-editor]");
    await text.click();
    await page.keyboard.insertText(translation.paragraph);
    await expect(text).toHaveText(translation.paragraph);
    // The English guide last: the file is named after it.
    await choose("English guide", guide.title);
    await expect(
      preview.getByRole("region", { name: "Its page in this language" }).getByRole("heading", { level: 1, name: translation.title }),
    ).toBeVisible();
    await editor.save();
    const file = `data/translations/es/guides/${guide.id}.md`;
    const branch = `cms/es-guides/${guide.id}`;
    expect(repo.draftBranches()).toEqual([branch]);
    const saved = readMarkdown(repo.git("show", `${branch}:${file}`));
    if (!saved.ok) throw new Error(`${file} cannot be read: ${saved.error.message}`);
    expect(saved.frontMatter).toEqual({
      language: "es",
      translation: { checked: translation.checked },
      title: translation.title,
      summary: translation.summary,
    });
    expect(saved.body.trim()).toBe(translation.paragraph);
    // Saved, it says which English guide it translates, and that no longer changes.
    await expect(page.getByLabel("English guide", { exact: true })).toHaveValue(`${guide.title} (${guide.id})`);
    await expect(page.getByLabel("English guide", { exact: true })).not.toBeEditable();
    await editor.setStatus("Ready");
    await editor.publishNow();
    expect(repo.draftBranches()).toEqual([]);
    expect(repo.git("ls-tree", "--name-only", "main", "data/translations/es/guides/")).toContain(`${guide.id}.md`);
    newSpanishGuide = translation;
    expect(editor.watch.errors).toEqual([]);
  });
});

/**
 * An event with a Spanish translation, not the one the tests below edit: deleted in the editor, as staff would, the
 * site as published still builds (the last tests build it), without the event in either language.
 */
let deletedEvent: { id: string; title: string; spanishTitle: string } | undefined;

test("deletes an event that has a Spanish translation: its English file goes, and nothing stops the site's build", async () => {
  const { page, origin } = editor;
  const { repo } = backend;
  const translated = committedFiles("data/translations/es/events").map((file) => path.basename(file, ".json"));
  const event = content.events.filter((candidate) => translated.includes(candidate.id) && candidate !== content.events[0]).at(-1);
  test.skip(!event, "no event other than the first has a Spanish translation");
  if (!event) return;
  const spanishTitle = repo.publishedJson<{ title: string }>(`data/translations/es/events/${event.id}.json`).title;
  await editor.openEntry("events", event.id);
  // Decap asks before it deletes a published entry; the editor's page says yes (support/editor.ts), as staff would.
  await backendAnswer(page, origin, "deleteFiles", () => page.getByRole("button", { name: "Delete published entry" }).click());
  await expect(page.getByRole("button", { name: /^Sav/ })).toHaveCount(0);
  await expect.poll(() => backOnMain(repo)).toEqual({ branch: "main", locked: false, changes: "" });
  expect(repo.git("ls-tree", "--name-only", "main", "data/events/")).not.toContain(`${event.id}.json`);
  // Its translation stays in the repository: the build leaves it out with a warning, and goes on.
  expect(repo.git("ls-tree", "--name-only", "main", "data/translations/es/events/")).toContain(`${event.id}.json`);
  deletedEvent = { id: event.id, title: event.title, spanishTitle };
});

test("creates an event with an uploaded picture, published to main with its picture", async () => {
  const { page } = editor;
  const { repo } = backend;
  const { title, id } = NEW_EVENT;
  await editor.openEntry("events", "new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date", { exact: true }).fill("2099-10-04");
  await page.getByLabel("Start time", { exact: true }).fill("11:00");
  await page.getByLabel("End time", { exact: true }).fill("15:00");
  await page.getByLabel("Name", { exact: true }).fill("Newtown Park");
  await page.getByLabel("Description", { exact: true }).fill("Games, food and gentle conversations about wellbeing for every generation.");
  await page.getByLabel("Picture description (alt text)", { exact: true }).fill("Families on picnic blankets under autumn trees");
  // The picture: one of the events' pictures under a new name, uploaded through the media library.
  const images = path.join(repo.dir, "data/images/events");
  const picture = path.join(mkdtempSync(path.join(tmpdir(), "site-upload-")), `${id}.png`);
  copyFileSync(path.join(images, first(readdirSync(images), "event picture")), picture);
  await page.getByRole("button", { name: /choose an image/i }).click();
  await page.locator("input[type='file']").setInputFiles(picture);
  await expect(page.getByText(`${id}.png`).first()).toBeVisible();
  await page.getByRole("button", { name: /choose selected/i }).click();
  await editor.save();
  await editor.setStatus("Ready");
  await editor.publishNow();
  expect(repo.draftBranches()).toEqual([]);
  expect(repo.publishedJson(`data/events/${id}.json`)).toMatchObject({ title, date: "2099-10-04", image: `images/events/${id}.png` });
  expect(repo.git("ls-tree", "--name-only", "main", "data/images/events/")).toContain(`${id}.png`);

  // decap-server, which checks branches out while it works, leaves the clone on main, its work committed.
  await expect.poll(() => backOnMain(repo)).toEqual({ branch: "main", locked: false, changes: "" });

  // The site as published is built in a checkout of its own while the tests below go on with the editor.
  publishedCheckout = checkoutPublished(repo);
  const dir = publishedCheckout.dir;
  publishedBuild = build(dir).then(() => dir);
  // Awaited by the last tests; a failure is reported there.
  publishedBuild.catch(() => undefined);
});

test.describe("editing an event", () => {
  let before: Record<string, unknown>;
  let file: string;
  let id: string;
  let newTitle: string;

  test("saves a changed title as a draft: the published file stays as it was", async () => {
    const event = first(content.events, "event");
    id = event.id;
    file = `data/events/${id}.json`;
    newTitle = `${event.title} and Picnic`;
    const { repo } = backend;
    before = repo.publishedJson(file);
    await editor.openEntry("events", id);
    await editor.page.getByLabel("Title", { exact: true }).fill(newTitle);
    await editor.save();
    expect(repo.publishedJson(file)).toEqual(before);
    expect(repo.draftBranches()).toEqual([`cms/events/${id}`]);
    expect(JSON.parse(repo.git("show", `cms/events/${id}:${file}`))).toEqual({ ...before, title: newTitle });
  });

  test("publishes the draft: the published file changes in exactly that field", async () => {
    await editor.setStatus("Ready");
    await editor.publishNow();
    expect(backend.repo.draftBranches()).toEqual([]);
    expect(backend.repo.publishedJson(file)).toEqual({ ...before, title: newTitle });
    expect(editor.watch.errors).toEqual([]);
    expect(editor.watch.foreign).toEqual([]);
  });
});

test("shows the picture already chosen in its field, not an empty frame", async () => {
  await editor.openEntry("pages", "home");
  await expectPictures(editor.page.locator("img[role='presentation']"), 1);
});

test.describe("previews each entry with the site's own components, as it is typed", () => {
  const preview = () => editor.page.frameLocator("iframe#preview-pane");

  test("the home page's hero: the title typed, the mission from the settings, both buttons and the picture", async () => {
    await editor.openEntry("pages", "home");
    // The page's title; the SEO group below has a Title of its own.
    await editor.page.getByLabel("Title", { exact: true }).first().fill("Welcome, neighbors");
    await expect(preview().getByRole("heading", { level: 1, name: "Welcome, neighbors" })).toBeVisible();
    await expect(preview().getByText(content.site.mission)).toBeVisible();
    await expect(preview().getByRole("link", { name: "Donate Now" })).toBeVisible();
    await expect(preview().getByRole("link", { name: "Our Programs" })).toBeVisible();
    await expectPictures(preview().locator("img"), 1);
  });

  test("a program: its row on the Programs page and its own page, with the texts all program pages share", async () => {
    const texts = content.readData("pages/program.json");
    await editor.openEntry("programs", first(content.programs, "program").id);
    await editor.page.getByLabel("Name", { exact: true }).fill("Community Care Circles");
    const row = preview().getByRole("region", { name: "On the Programs page" });
    const ownPage = preview().getByRole("region", { name: "Its own page" });
    await expect(row.getByRole("heading", { level: 2, name: "Community Care Circles", exact: true })).toBeVisible();
    await expect(ownPage.getByRole("heading", { level: 1, name: "Community Care Circles", exact: true })).toBeVisible();
    await expect(ownPage.getByRole("heading", { name: texts.offersHeading })).toBeVisible();
    await expect(ownPage.getByRole("heading", { name: texts.ctaHeading.replace("{program}", "Community Care Circles") })).toBeVisible();
    await expect(ownPage.getByRole("link", { name: texts.askLabel })).toBeVisible();
    await expectPictures(preview().locator("img"), 2);
  });

  test("the texts every program page shares: on the first program's page, its picture an empty frame", async () => {
    const errorsBefore = editor.watch.errors.length;
    const program = first(content.programs, "program");
    await editor.openEntry("pages", "program");
    await editor.page.getByLabel("Call to action heading", { exact: true }).fill("Help {program} grow");
    await expect(preview().getByRole("heading", { level: 1, name: program.name, exact: true })).toBeVisible();
    await expect(preview().getByRole("heading", { name: `Help ${program.name} grow` })).toBeVisible();
    // No picture is asked of the editor that it cannot find: nothing failed and nothing shows as broken.
    const image = preview().locator("img");
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(image).toHaveAttribute("alt", "");
    expect(editor.watch.errors.slice(errorsBefore)).toEqual([]);
  });

  test("an event: its card, with the date written as the site writes it", async () => {
    // The first event as it is published now (its title changed above).
    const { id } = first(content.events, "event");
    await editor.openEntry("events", id);
    await editor.page.getByLabel("Date", { exact: true }).fill("2031-05-17");
    await expect(preview().getByText("May 17, 2031")).toBeVisible();
    const event = backend.repo.publishedJson<{ title: string }>(`data/events/${id}.json`);
    await expect(preview().getByRole("heading", { level: 2, name: event.title })).toBeVisible();
    await expectPictures(preview().locator("img"), 1);
    expect(editor.watch.errors).toEqual([]);
  });
});

/** The build under way, stopped when the file's tests end before it does. */
let builder: ChildProcess | undefined;

/**
 * `gatsby build` in a folder, without blocking this process (the browser's routes are served from here); as the
 * test build, without minifying the browser scripts no page loads (scripts/build-test-sites.ts).
 */
function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = (builder = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build", "--no-uglify"], {
      cwd: dir,
      env: { ...process.env, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    }));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`The build failed:\n${output.slice(-4000)}`))));
  });
}

test.describe("refuses, while editing, each value the build check would reject", () => {
  /** The rules the editor can express (required, pattern, min), each with a value that breaks it. */
  const cases = [
    { rule: "required", collection: "events", entry: () => first(content.events, "event").id, label: "Title", key: "title", typed: "", value: "" },
    {
      rule: "pattern",
      collection: "pages",
      entry: () => "contact",
      label: "Message started from a program page",
      key: "programMessage",
      typed: "Hello",
      value: "Hello",
    },
    { rule: "min", collection: "tiers", entry: () => first(content.tiers, "giving level").id, label: "Price", key: "price", typed: "-5", value: -5 },
  ];

  for (const { rule, collection, entry: entryOf, label, key, typed, value } of cases) {
    test(`${rule}: ${label} set to "${typed}"`, async () => {
      const { page, watch } = editor;
      const { repo } = backend;
      const entry = entryOf();
      const file = `data/${collection}/${entry}.json`;
      // The build check rejects the value in a copy of the data.
      const data = mkdtempSync(path.join(tmpdir(), "site-data-"));
      try {
        cpSync(path.join(repo.dir, "data"), data, { recursive: true });
        const original = repo.publishedJson(file);
        writeFileSync(path.join(data, collection, `${entry}.json`), JSON.stringify({ ...original, [key]: value }, null, 2));
        expect(checkContent(data).length).toBeGreaterThan(0);
      } finally {
        rmSync(data, { recursive: true, force: true });
      }
      // The editor refuses to save it and says why beside the field. It checks the fields when Save is clicked and
      // either shows their errors or starts saving (the button then reads "Saving…") in the same update, so once
      // the errors show, a save would have begun.
      const branchesBefore = repo.draftBranches();
      await editor.openEntry(collection, entry);
      await page.getByLabel(label, { exact: true }).fill(typed);
      const actionsBefore = watch.actions.length;
      const saveButton = page.getByRole("button", { name: /^Sav/ }).first();
      await saveButton.click();
      await expect(page.locator("[class*='ControlErrorsList'] li").first()).toBeVisible();
      expect(await saveButton.textContent()).toBe("Save");
      expect(watch.actions.slice(actionsBefore)).not.toContain("persistEntry");
      expect(repo.draftBranches()).toEqual(branchesBefore);
    });
  }
});

test("builds the Spanish published in the editor: the About page's introduction, the guide's new sentence, and the guide translated in the editor", async ({
  site,
}) => {
  test.skip(!spanishPage || !spanishGuide, "no Spanish translation was edited");
  if (!publishedBuild) throw new Error("Nothing was published by the editor (see the tests above)");
  const dir = await publishedBuild;
  const server = await startStaticServer(path.join(dir, "public"));
  const reader = await site.newPage(1280);
  try {
    await reader.goto(`${server.origin}${inLanguage(ROUTES.about, "es")}`);
    await expect(reader.locator("html")).toHaveAttribute("lang", "es");
    await expect(reader.getByRole("main").getByText(spanishPage?.intro ?? "")).toBeVisible();
    await reader.goto(`${server.origin}${inLanguage(guidePath(spanishGuide?.id ?? ""), "es")}`);
    const article = reader.getByRole("article", { name: spanishGuide?.title, exact: true });
    await expect(article.getByText(SPANISH_SENTENCE.trim(), { exact: false })).toBeVisible();
    if (newSpanishGuide) {
      await reader.goto(`${server.origin}${inLanguage(guidePath(NEW_GUIDE.id), "es")}`);
      await expect(reader.getByRole("heading", { level: 1, name: newSpanishGuide.title })).toBeVisible();
      await expect(reader.getByRole("article", { name: newSpanishGuide.title, exact: true }).getByText(newSpanishGuide.paragraph)).toBeVisible();
    }
  } finally {
    await reader.context().close();
    await server.close();
  }
});

test("builds the site as published, with the event created in the editor on /events/ and the one deleted gone", async ({ site }) => {
  if (!publishedBuild) throw new Error("No event was published by the editor (see the test above)");
  const dir = await publishedBuild;
  const server = await startStaticServer(path.join(dir, "public"));
  try {
    const eventsPage = await site.newPage(1280);
    await eventsPage.goto(`${server.origin}/events/`);
    await expect(eventsPage.getByRole("heading", { name: NEW_EVENT.title })).toBeVisible();
    // The event deleted in the editor is gone from both languages' pages; its stranded translation stopped nothing.
    if (deletedEvent) {
      await expect(eventsPage.getByRole("heading", { name: deletedEvent.title })).toHaveCount(0);
      await eventsPage.goto(`${server.origin}${inLanguage(ROUTES.events, "es")}`);
      await expect(eventsPage.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(eventsPage.getByRole("heading", { name: deletedEvent.spanishTitle })).toHaveCount(0);
    }
    await eventsPage.context().close();
  } finally {
    await server.close();
  }
});

test("builds the guide written in the editor: its page with its section, list, link and picture, listed under /resources/ and its topic, found by the search", async ({
  site,
}) => {
  if (!publishedBuild) throw new Error("Nothing was published by the editor (see the tests above)");
  const guide = NEW_GUIDE;
  const dir = await publishedBuild;
  const server = await startStaticServer(path.join(dir, "public"));
  const reader = await site.newPage(1280);
  try {
    await reader.goto(`${server.origin}${guidePath(guide.id)}`);
    await expect(reader.getByRole("heading", { level: 1, name: guide.title })).toBeVisible();
    // The guide's own article; the related guides below it are articles too, each named by its title.
    const article = reader.getByRole("article", { name: guide.title, exact: true });
    await expect(article.getByRole("heading", { level: 2, name: guide.heading })).toBeVisible();
    for (const item of guide.items) await expect(article.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    await expect(article.getByRole("link", { name: guide.link.text })).toHaveAttribute("href", guide.link.to);
    // The picture is the site's own, made from the uploaded file, and it loads.
    const image = article.getByRole("img", { name: guide.picture.alt });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    expect(new URL(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).origin).toBe(server.origin);
    for (const listing of [ROUTES.resources, topicPath(guide.topic.id)]) {
      await reader.goto(`${server.origin}${listing}`);
      await expect(reader.getByRole("link", { name: guide.title, exact: true }), listing).toHaveAttribute("href", guidePath(guide.id));
    }
    // The site's search (Pagefind, indexed after the build) finds it by words of its title.
    await visit(reader, `${server.origin}${ROUTES.search}?q=${encodeURIComponent("calm before exams")}`);
    await expect(reader.getByRole("main").getByRole("link", { name: guide.title, exact: true })).toHaveAttribute("href", guidePath(guide.id));
  } finally {
    await reader.context().close();
    await server.close();
  }
});
