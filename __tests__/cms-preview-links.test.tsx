import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { render } from "@testing-library/react";
import { parse } from "yaml";
import { EventCard } from "../src/components/EventCard";
import { TierCard } from "../src/components/TierCard";
import { inLanguage, languageFolder } from "../src/lib/languages";
import { cmsConfigText } from "../src/node/generate/cms-config";
import { PAGES, WHOLE_SITE_LANGUAGES } from "../harness/routes";
import { eventFragment, events, guideFragment, guides, programFragment, programs, tierFragment, tiers } from "./support/data";
import { labels } from "./support/page-context";

/**
 * The editor's links to a draft's deploy preview (Decap's show_preview_links): the address of the preview Netlify
 * built for the draft's pull request, then the collection's preview_path with {{slug}} made the entry's file name.
 * Each must open the page the site really builds for that entry, for every entry in data/.
 */

const ROOT = path.join(__dirname, "..");
const PREVIEW = "https://deploy-preview-12--kindredminds.netlify.app";

interface Collection {
  name: string;
  preview_path?: string;
  files?: { name: string; file: string; preview_path?: string }[];
}

const config = parse(cmsConfigText()) as { show_preview_links?: boolean; collections: Collection[] };

/** The link as Decap makes it: the preview's address, "/", and the path without its leading slashes. */
function previewLink(template: string, slug: string): URL {
  const compiled = template.replace(/\{\{slug\}\}/g, slug).replace(/^[ /]+/, "");
  return new URL(`${PREVIEW}/${compiled}`);
}

function template(collection: string): string {
  const found = config.collections.find((candidate) => candidate.name === collection)?.preview_path;
  if (!found) throw new Error(`the ${collection} collection has no preview_path`);
  return found;
}

/** The pages Gatsby makes from src/pages/ by their file names: about.tsx -> /about/, contact/thanks.tsx -> /contact/thanks/. */
const FILE_PAGES = readdirSync(path.join(ROOT, "src/pages"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => `/${file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}/`.replace(/\/+/g, "/"));

describe("the editor's links to a draft's deploy preview", () => {
  it("are shown, for every collection and every file of the settings and page texts", () => {
    expect(config.show_preview_links).toBe(true);
    for (const collection of config.collections) {
      const entries = collection.files ?? [{ file: collection.name, preview_path: collection.preview_path }];
      for (const entry of entries) expect([entry.file, entry.preview_path]).toEqual([entry.file, expect.stringMatching(/^\//)]);
    }
  });

  it.each(events.map((event) => [event.id, event]))("open the Events page at the card of event %s", (id, event) => {
    const link = previewLink(template("events"), id);
    expect(FILE_PAGES).toContain(link.pathname);
    expect(link.pathname).toBe("/events/");
    const { container } = render(<EventCard labels={labels.cards} event={eventFragment(event)} />);
    expect(container.querySelector(`[id="${link.hash.slice(1)}"]`)).not.toBeNull();
  });

  it.each(programs.map((program) => [program.id, program]))("open the page of program %s", (id, program) => {
    // The address gatsby-node.ts creates the program's page at.
    expect(previewLink(template("programs"), id).pathname).toBe(programFragment(program).path);
  });

  it.each(guides.map((guide) => [guide.id, guide]))("open the page of guide %s", (id, guide) => {
    expect(previewLink(template("guides"), id).pathname).toBe(guideFragment(guide).path);
  });

  it.each(tiers.map((tier) => [tier.id, tier]))("open the Donation page at giving level %s", (id, tier) => {
    const link = previewLink(template("tiers"), id);
    expect(link.pathname).toBe("/donation/");
    expect(FILE_PAGES).toContain(link.pathname);
    const { container } = render(<TierCard labels={labels} tier={tierFragment(tier)} />);
    expect(container.querySelector(`[id="${link.hash.slice(1)}"]`)?.textContent).toBe(tier.name);
  });

  it("open the home page, which shows the impact figures, for an impact figure", () => {
    expect(previewLink(template("impact"), "families-reached").pathname).toBe("/");
    expect(readFileSync(path.join(ROOT, "src/pages/index.tsx"), "utf8")).toContain("allImpactJson");
  });

  it("open a page the site builds for each settings file and page texts, in its language for a translation", () => {
    // A whole-site language has every page of src/pages/ too (its 404 page at /es/404/).
    const translatedFilePages = WHOLE_SITE_LANGUAGES.flatMap((language) => FILE_PAGES.map((page) => inLanguage(page, language)));
    const pages = new Set([...FILE_PAGES, ...translatedFilePages, ...PAGES.map((page) => page.path)]);
    const files = config.collections.flatMap((collection) => collection.files ?? []);
    expect(files.length).toBeGreaterThan(10);
    const missing = files.filter((file) => !pages.has(previewLink(file.preview_path ?? "", "").pathname));
    expect(missing.map((file) => `${file.file} -> ${file.preview_path}`)).toEqual([]);
    // A page's texts open their own page.
    const about = files.find((file) => file.file === "data/pages/about.json");
    expect(about?.preview_path).toBe("/about/");
    // A translation opens the English file's page in its language.
    for (const file of files.filter((candidate) => candidate.file.startsWith("data/translations/"))) {
      const [, folder = "", englishFile = ""] = /^data\/translations\/([^/]+)\/(.+)$/.exec(file.file) ?? [];
      const englishPage = files.find((candidate) => candidate.file === `data/${englishFile}`)?.preview_path ?? "";
      expect([file.file, file.preview_path]).toEqual([file.file, inLanguage(englishPage, folder)]);
    }
  });

  it("open each list's entry in a whole-site language as its English entry's page, in that language", () => {
    const lists = { events, programs, tiers, guides, impact: [{ id: "families-reached" }] };
    for (const language of WHOLE_SITE_LANGUAGES) {
      for (const [folder, entries] of Object.entries(lists)) {
        for (const { id } of entries) {
          const link = previewLink(template(`${languageFolder(language)}-${folder}`), id);
          const englishLink = previewLink(template(folder), id);
          expect(`${link.pathname}${link.hash}`).toBe(`${inLanguage(englishLink.pathname, language)}${englishLink.hash}`);
        }
      }
    }
  });
});
