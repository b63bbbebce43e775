import { readFileSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { render, screen, within, waitFor } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { parse } from "yaml";
import { TranslationPreview } from "../src/cms/previews";
import { readMarkdown } from "../src/content/markdown";
import { ENGLISH_ENTRY_FIELD, settingsTranslationsName, translationFileName } from "../src/node/editor/translations";
import { cmsConfigText } from "../src/node/generate/cms-config";
import { GET_HELP_PAGES } from "../harness/routes";
// cspell:dictionaries es-es

/**
 * The editor's preview of a translation (TranslationPreview): what is known of its review, the build's word that
 * its English has changed, each text beside its English (a guide's text section by section), and, where the preview
 * can draw the page, the page in that language: Get help now with the English page's numbers, a guide with the
 * library's words, the crisis line and the words on every page in that language. The preview link opens the page in
 * that language.
 */

const ROOT = path.join(__dirname, "..");
// The fixture's data (test/fixtures/data/), so that a staff edit to data/ leaves this test as it is.
const FIXTURES = path.join(ROOT, "test/fixtures/data");
const read = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as Record<string, unknown>;
const english = read("pages/get-help.json");
const spanish = read("translations/es/pages/get-help.json");
const languages = read("languages.json");
const about = read("pages/about.json");

const GUIDE_ID = "caring-for-yourself-while-caring-for-someone-else";
const guideReading = readMarkdown(readFileSync(path.join(FIXTURES, "guides", `${GUIDE_ID}.md`), "utf8"));
if (!guideReading.ok) throw new Error("the fixture's guide cannot be read");
const englishGuide = { ...(guideReading.frontMatter as { title: string }), body: guideReading.body };

/** A guide's translation, and the Spanish of the texts around it, as a translator may have written them. */
const spanishGuide = {
  language: "es",
  translation: { checked: "2026-11-25" },
  title: "Cuidarse mientras cuida a otra persona",
  summary: "Note el desgaste de apoyar a alguien que quiere.",
  body: "Quizás usted es madre o padre de un adolescente.\n\n## Su bienestar también importa\n\nCuidarse no es egoísta.\n",
};
const spanishPages = {
  [translationFileName("pages/resources.json")]: { printLabel: "Imprimir esta guía", contentsHeading: "En esta guía", publishedLabel: "Publicada" },
  [translationFileName("footer.json")]: { crisis: { heading: "¿Está en crisis?" } },
};

/** Decap's immutable values, as far as the preview reads them. */
const immutable = (value: unknown) => ({ toJS: () => value });
const item = (slug: string, data: unknown) => ({ get: (key: string) => (key === "slug" ? slug : immutable(data)) });
const map = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });

const collections: Record<string, ReturnType<typeof item>[]> = {
  pages: [item("get-help", english), item("about", about), item("resources", read("pages/resources.json"))],
  settings: [
    item("languages", languages),
    item("footer", read("footer.json")),
    item("labels", read("labels.json")),
    item("crisis-lines", read("crisis-lines.json")),
  ],
  guides: [item(GUIDE_ID, englishGuide)],
  [settingsTranslationsName("es")]: Object.entries(spanishPages).map(([name, data]) => item(name, data)),
};

interface Entry {
  path: string;
  data: Record<string, unknown>;
  folder?: string;
  extension?: string;
}

function props({ path: file, data, folder = "", extension = "json" }: Entry): PreviewTemplateComponentProps {
  return {
    entry: map({ data: immutable(data), path: file, slug: path.basename(file).replace(/\.\w+$/, "") }),
    collection: map({ folder, extension }),
    fields: [map({ name: ENGLISH_ENTRY_FIELD, label: "English guide" }), map({ name: "title", label: "Title" })],
    getCollection: (name: string, slug?: string) => {
      const all = collections[name] ?? [];
      if (slug === undefined) return Promise.resolve(all);
      const found = all.find((candidate) => candidate.get("slug") === slug);
      return found ? Promise.resolve(found) : Promise.reject(new Error(`no entry ${name}/${slug}`));
    },
    getAsset: () => ({ url: "" }),
    // The editor's own rendering of the text: here its Markdown as a paragraph.
    widgetFor: (name: string) => (name === "body" && typeof data.body === "string" ? <p>{data.body}</p> : null),
  } as unknown as PreviewTemplateComponentProps;
}

const GET_HELP = "data/translations/es/pages/get-help.json";

function answerStatus(outdated: { file: string; checked: string }[]): void {
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ outdated }) })) as unknown as typeof fetch;
}

describe("the preview of a translation", () => {
  it("shows Get help now in its language with the English page's numbers, its review, and each text beside its English", async () => {
    answerStatus([]);
    const intro = `${String(spanish.intro)} (nuevo)`;
    render(<TranslationPreview {...props({ path: GET_HELP, data: { ...spanish, intro } })} />);
    expect(await screen.findByRole("heading", { level: 1, name: String(spanish.title) })).toBeInTheDocument();
    expect(screen.getAllByText(intro).length).toBeGreaterThan(0);
    // The numbers are the crisis lines' (data/crisis-lines.json): 911 first.
    const emergency = (read("crisis-lines.json") as { emergencyNumber: string }).emergencyNumber;
    // Once the editor has loaded the crisis lines.
    await waitFor(() => expect(document.querySelector('a[href^="tel:"]')).toHaveAttribute("href", `tel:${emergency}`));
    expect(screen.getByText(/Not yet checked by a native speaker/)).toBeInTheDocument();
    const beside = screen.getByRole("region", { name: "Beside the English" });
    const row = within(beside).getByRole("row", { name: new RegExp(`^intro ${String(english.intro).slice(0, 20)}`) });
    expect(row).toHaveTextContent(intro);
    expect(screen.queryByText(/Needs review/)).toBeNull();
  });

  it("says when the build found its English changed since the day it was checked", async () => {
    answerStatus([{ file: "translations/es/pages/get-help.json", checked: "2026-11-10" }]);
    render(<TranslationPreview {...props({ path: GET_HELP, data: spanish })} />);
    expect(await screen.findByText(/Needs review: the English has changed since this translation was checked on 2026-11-10/)).toBeInTheDocument();
  });

  it("names the native speaker once one has checked it", async () => {
    answerStatus([]);
    render(
      <TranslationPreview {...props({ path: GET_HELP, data: { ...spanish, translation: { checked: "2026-11-25", reviewedBy: "Ana López" } } })} />,
    );
    expect(await screen.findByText("Checked by Ana López, a native speaker, on 2026-11-25.")).toBeInTheDocument();
  });

  it("shows a page's texts beside the English they translate, each in its language", async () => {
    answerStatus([{ file: "translations/es/pages/about.json", checked: "2026-11-25" }]);
    const data = { language: "es", translation: { checked: "2026-11-25" }, title: "Sobre nosotros", paragraphs: ["Uno.", "Dos."] };
    render(<TranslationPreview {...props({ path: "data/translations/es/pages/about.json", data })} />);
    const beside = await screen.findByRole("region", { name: "Beside the English" });
    const title = within(beside).getByRole("row", { name: `title ${String(about.title)} Sobre nosotros` });
    expect(within(title).getByText("Sobre nosotros")).toHaveAttribute("lang", "es");
    expect(within(title).getByText(String(about.title))).toHaveAttribute("lang", "en");
    const [firstParagraph] = about.paragraphs as string[];
    expect(within(beside).getByRole("row", { name: `paragraphs › 1 ${String(firstParagraph)} Uno.` })).toBeInTheDocument();
    // Only texts: the language and the review are not rows.
    expect(within(beside).getAllByRole("row")).toHaveLength(4);
    expect(screen.getByText(/Needs review/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Its page in this language" })).toBeNull();
  });

  it("shows a guide's page in its language, with the library's words and the crisis line in it, and its text beside the English section by section", async () => {
    answerStatus([]);
    render(<TranslationPreview {...props({ path: `data/translations/es/guides/${GUIDE_ID}.md`, data: spanishGuide })} />);
    const page = await screen.findByRole("region", { name: "Its page in this language" });
    expect(within(page).getByRole("heading", { level: 1, name: spanishGuide.title })).toBeInTheDocument();
    expect(within(page).getByText(spanishGuide.summary).closest("[lang]")).toHaveAttribute("lang", "es");
    expect(await within(page).findByRole("button", { name: "Imprimir esta guía" })).toBeInTheDocument();
    expect(within(page).getByText("¿Está en crisis?")).toBeInTheDocument();
    // The English guide's days, written in Spanish.
    expect(within(page).getAllByText(/de noviembre de 2026/).length).toBeGreaterThan(0);
    expect(within(page).getByText(/Cuidarse no es egoísta/)).toBeInTheDocument();
    const beside = screen.getByRole("region", { name: "Beside the English" });
    expect(within(beside).getByRole("row", { name: new RegExp(`^title ${String(englishGuide.title)}`) })).toHaveTextContent(spanishGuide.title);
    const second = within(beside).getByRole("row", { name: /^text › 2 / });
    expect(second).toHaveTextContent("## Your wellbeing matters too");
    expect(second).toHaveTextContent("## Su bienestar también importa");
    // A section of the English not yet translated is beside an empty cell.
    expect(within(beside).getByRole("row", { name: /^text › 3 ## Signs you're running low/ })).toBeInTheDocument();
  });

  it("asks a new translation for its English entry first, then shows the translation beside it", async () => {
    answerStatus([]);
    const folder = "data/translations/es/guides";
    const { unmount } = render(<TranslationPreview {...props({ path: "", folder, extension: "md", data: { title: "Cuidarse" } })} />);
    expect(screen.getByText("Choose the English guide this translates: the preview then shows the translation beside it.")).toBeInTheDocument();
    unmount();
    render(<TranslationPreview {...props({ path: "", folder, extension: "md", data: { ...spanishGuide, [ENGLISH_ENTRY_FIELD]: GUIDE_ID } })} />);
    const beside = await screen.findByRole("region", { name: "Beside the English" });
    expect(within(beside).getByRole("row", { name: new RegExp(`^title ${String(englishGuide.title)}`) })).toHaveTextContent(spanishGuide.title);
    expect(within(beside).queryByRole("row", { name: new RegExp(`^${ENGLISH_ENTRY_FIELD}`) })).toBeNull();
  });

  it("is linked from the editor to the page in that language", () => {
    const config = parse(cmsConfigText()) as {
      collections: { name: string; files?: { name: string; preview_path?: string }[] }[];
    };
    for (const page of GET_HELP_PAGES.filter((candidate) => candidate.lang)) {
      const files = config.collections.find((collection) => collection.name === settingsTranslationsName(page.lang ?? ""))?.files ?? [];
      expect(files.find((file) => file.name === translationFileName("pages/get-help.json"))?.preview_path).toBe(page.path);
    }
  });
});
