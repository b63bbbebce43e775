import { readFileSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { parse } from "yaml";
import { GetHelpTranslationPreview } from "../src/cms/previews";
import { CMS_CONFIG_FILE } from "../src/node/generate/cms-config";
import { GET_HELP_PAGES } from "../e2e/support/routes";

/**
 * The editor's preview of a translation (Get help now in Spanish): the page in that language with the English
 * page's numbers, what is known of its review, the build's word that its English has changed, and each text beside
 * its English. The preview link opens the page in that language.
 */

const ROOT = path.join(__dirname, "..");
// The fixture's data (test/fixtures/data/), so that a staff edit to data/ leaves this test as it is.
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, "test/fixtures/data", file), "utf8")) as Record<string, unknown>;
const english = read("pages/get-help.json");
const spanish = read("translations/es/pages/get-help.json");
const languages = read("languages.json");

/** Decap's immutable values, as far as the preview reads them. */
const immutable = (value: unknown) => ({ toJS: () => value });
const item = (slug: string, data: unknown) => ({ get: (key: string) => (key === "slug" ? slug : immutable(data)) });

function props(data: Record<string, unknown>): PreviewTemplateComponentProps {
  const collections: Record<string, ReturnType<typeof item>[]> = {
    pages: [item("get-help", english)],
    settings: [item("languages", languages)],
  };
  return {
    entry: { get: (key: string) => (key === "data" ? immutable(data) : "es/pages/get-help") },
    getCollection: (name: string) => Promise.resolve(collections[name] ?? []),
    getAsset: () => ({ url: "" }),
    widgetFor: () => null,
  } as unknown as PreviewTemplateComponentProps;
}

function answerStatus(outdated: { file: string; checked: string }[]): void {
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ outdated }) })) as unknown as typeof fetch;
}

describe("the preview of a translation", () => {
  it("shows the page in its language with the English page's numbers, its review, and each text beside its English", async () => {
    answerStatus([]);
    const intro = `${String(spanish.intro)} (nuevo)`;
    render(<GetHelpTranslationPreview {...props({ ...spanish, intro })} />);
    expect(await screen.findByRole("heading", { level: 1, name: String(spanish.title) })).toBeInTheDocument();
    expect(screen.getAllByText(intro).length).toBeGreaterThan(0);
    // The numbers are the English file's: 911 first.
    const emergency = (english.emergency as { number: string }).number;
    expect(document.querySelector('a[href^="tel:"]')).toHaveAttribute("href", `tel:${emergency}`);
    expect(screen.getByText(/Not yet checked by a native speaker/)).toBeInTheDocument();
    const beside = screen.getByRole("region", { name: "Beside the English" });
    const row = within(beside).getByRole("row", { name: new RegExp(`^intro ${String(english.intro).slice(0, 20)}`) });
    expect(row).toHaveTextContent(intro);
    expect(screen.queryByText(/Needs review/)).toBeNull();
  });

  it("says when the build found its English changed since the day it was checked", async () => {
    answerStatus([{ file: "translations/es/pages/get-help.json", checked: "2026-11-10" }]);
    render(<GetHelpTranslationPreview {...props(spanish)} />);
    expect(await screen.findByText(/Needs review: the English has changed since this translation was checked on 2026-11-10/)).toBeInTheDocument();
  });

  it("names the native speaker once one has checked it", async () => {
    answerStatus([]);
    render(<GetHelpTranslationPreview {...props({ ...spanish, translation: { checked: "2026-11-25", reviewedBy: "Ana López" } })} />);
    expect(await screen.findByText("Checked by Ana López, a native speaker, on 2026-11-25.")).toBeInTheDocument();
  });

  it("is linked from the editor to the page in that language", () => {
    const config = parse(readFileSync(path.join(ROOT, CMS_CONFIG_FILE), "utf8")) as { collections: { name: string; preview_path?: string }[] };
    const template = config.collections.find((collection) => collection.name === "get-help-translations")?.preview_path ?? "";
    for (const page of GET_HELP_PAGES.filter((candidate) => candidate.lang)) {
      const link = template.replace(/\{\{fields\.language \| lower\}\}/, (page.lang ?? "").toLowerCase());
      expect(link).toBe(page.path);
    }
  });
});
