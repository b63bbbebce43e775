/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { ICON_NAMES } from "../src/lib/data-icons";
import { fieldsOf } from "../src/content/field-paths";
import { LIST_KINDS, SETTINGS_KINDS } from "../src/content/registry";
import { TRANSLATED_LISTS, TRANSLATED_SETTINGS, translatedIds, translationShape } from "../src/content/translations";
import { EDITOR_BACKEND } from "../src/node/editor/backend";
import { ENGLISH_ENTRY_FIELD, TRANSLATION_FORMATS, TRANSLATIONS_PATH, translationFileName } from "../src/node/editor/translations";
import { CMS_CONFIG_PATH, cmsConfig, cmsConfigText, editorLanguages, translationPreviews, type CmsField } from "../src/node/generate/cms-config";
import { DATA_DIR } from "../src/node/project";
import { inLanguage, languageFolder } from "../src/lib/languages";
import { adminContentSecurityPolicy } from "../src/node/post-build/csp";

/**
 * The editor's configuration, generated from the content registry into static/admin/config.yml (whether the
 * committed file is up to date is generated-files.test.ts's question): the fields staff see are the fields the
 * build checks, with the same rules.
 */

const ROOT = path.join(__dirname, "..");

type Collection = ReturnType<typeof cmsConfig>["collections"][number];

const config = cmsConfig();

function collection(name: string): Collection {
  const found = config.collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

function field(fields: readonly CmsField[], name: string): CmsField {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function fieldsOfFolder(name: string): CmsField[] {
  const found = collection(name);
  if (!("fields" in found)) throw new Error(`${name} is not a folder collection`);
  return found.fields;
}

/** Every field of a collection, nested ones included, with the schema it was made from. */
function pairs(
  fields: readonly CmsField[],
  schema: z.ZodType,
  inOptionalGroup = false,
): { field: CmsField; schema: z.ZodType; inOptionalGroup: boolean }[] {
  const shape = fieldsOf(schema);
  return fields.flatMap((cmsField) => {
    const own = shape[cmsField.name];
    if (!own) throw new Error(`the editor has a field ${cmsField.name} that the schema does not`);
    const unwrapped = own instanceof z.ZodOptional ? (own.unwrap() as z.ZodType) : own;
    const inner = unwrapped instanceof z.ZodArray ? (unwrapped.element as z.ZodType) : unwrapped;
    const optionalGroup = own instanceof z.ZodOptional && unwrapped instanceof z.ZodObject;
    const nested = Array.isArray(cmsField.fields) ? pairs(cmsField.fields as CmsField[], inner, optionalGroup) : [];
    return [{ field: cmsField, schema: own, inOptionalGroup }, ...nested];
  });
}

const EVERY_FIELD = [
  // A Markdown entry's text (body) is not a field of its front matter; its own test is below.
  ...LIST_KINDS.flatMap((list) =>
    pairs(
      fieldsOfFolder(list.folder).filter((cms) => cms.name !== "body"),
      list.shape,
    ),
  ),
  ...SETTINGS_KINDS.flatMap((kind) => {
    const entries = [collection("pages"), collection("settings")].flatMap((c) => ("files" in c ? c.files : []));
    const entry = entries.find((candidate) => candidate.file === `data/${kind.file}`);
    if (!entry) throw new Error(`data/${kind.file} is not in the editor`);
    return pairs(entry.fields, kind.shape);
  }),
];

describe("the editor's configuration", () => {
  it("is written as YAML that reads back as the configuration, and is never committed: every build makes it", () => {
    expect(parse(cmsConfigText())).toEqual(JSON.parse(JSON.stringify(config)));
    expect(existsSync(path.join(ROOT, "static", CMS_CONFIG_PATH))).toBe(false);
  });

  it("gives a language added to data/languages.json its translators' collections, with no other change", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kindred-editor-"));
    try {
      cpSync(path.join(ROOT, "data"), dir, { recursive: true });
      const languages = JSON.parse(readFileSync(path.join(dir, "languages.json"), "utf8")) as { translations: Record<string, unknown>[] };
      const spanish = languages.translations.find((language) => language.code === "es");
      languages.translations.push({ ...spanish, code: "vi", name: "Tiếng Việt", englishName: "Vietnamese", openGraphLocale: "vi_VN" });
      writeFileSync(path.join(dir, "languages.json"), JSON.stringify(languages));
      const names = (parse(cmsConfigText(dir)) as { collections: { name: string }[] }).collections.map((collection) => collection.name);
      expect(names.filter((name) => name.startsWith("vi-"))).toEqual(expect.arrayContaining(["vi-pages", "vi-events", "vi-programs", "vi-guides"]));
      expect(
        cmsConfig()
          .collections.map((collection) => collection.name)
          .filter((name) => name.startsWith("vi-")),
      ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("logs staff in through Git Gateway by default, keeps drafts for review, and edits local files under npm run cms", () => {
    expect(EDITOR_BACKEND).toEqual({ name: "git-gateway" });
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main", squash_merges: true });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBe(true);
    // Log-in and saving stay on the site's own /.netlify/ addresses.
    expect(adminContentSecurityPolicy()).toContain("connect-src 'self' blob:;");
  });

  it("logs staff in with their GitHub accounts through Netlify's OAuth provider when the setting says github", () => {
    const github = cmsConfig({ name: "github", repo: "kindred-minds/website" });
    expect(github.backend).toEqual({
      name: "github",
      repo: "kindred-minds/website",
      branch: "main",
      squash_merges: true,
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    // Everything else is the same: the setting changes the log-in and nothing staff edit.
    expect({ ...github, backend: undefined }).toEqual({ ...config, backend: undefined });
    const policy = adminContentSecurityPolicy({ name: "github", repo: "kindred-minds/website" });
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com;");
  });

  it("has one folder collection per growing list, one file per entry named by its slug", () => {
    for (const list of LIST_KINDS) {
      const markdown = list.format === "markdown";
      expect(collection(list.folder)).toMatchObject({
        folder: `data/${list.folder}`,
        format: markdown ? "frontmatter" : "json",
        extension: markdown ? "md" : "json",
        create: true,
        slug: "{{slug}}",
        identifier_field: list.nameField,
      });
    }
  });

  it("edits a guide's text in the rich-text editor, with headings from level 2 to 4 and pictures uploaded beside the guides'", () => {
    const guides = collection("guides");
    const body = field(fieldsOfFolder("guides"), "body");
    // Decap's markdown widget, not its richtext widget, which loses words (see MARKDOWN_BODY in cms-config.ts).
    expect(body).toMatchObject({ widget: "markdown", editor_components: ["image"] });
    const buttons = body.buttons as string[];
    expect(buttons.filter((button) => button.startsWith("heading-"))).toEqual(["heading-two", "heading-three", "heading-four"]);
    expect(buttons).toEqual(expect.arrayContaining(["bold", "italic", "link", "quote", "bulleted-list", "numbered-list"]));
    // Pictures in the text are written from the guide's folder, where the build finds them.
    expect(guides).toMatchObject({ media_folder: "/data/images/guides", public_folder: "../images/guides" });
    // The guide's own picture is written from data/, like every other picture field.
    expect(field(fieldsOfFolder("guides"), "image")).toMatchObject({ media_folder: "/data/images/guides", public_folder: "images/guides" });
  });

  it("offers a guide's topics and audiences from the library's settings file, one or more of each", () => {
    for (const [name, list] of [
      ["topics", "topics"],
      ["audiences", "audiences"],
    ] as const) {
      expect(field(fieldsOfFolder("guides"), name)).toMatchObject({
        widget: "relation",
        collection: "pages",
        file: "resources",
        value_field: `${list}.*.id`,
        display_fields: [`${list}.*.label`],
        multiple: true,
        min: 1,
      });
    }
    expect(field(fieldsOfFolder("guides"), "program")).toMatchObject({ widget: "relation", collection: "programs", required: false });
  });

  it("labels each date field its own way: a guide's days do not rename an event's", () => {
    expect(field(fieldsOfFolder("events"), "date").label).toBe("Date");
    expect(field(fieldsOfFolder("guides"), "published").label).toBe("Published on");
    expect(field(fieldsOfFolder("guides"), "reviewed").label).toBe("Last reviewed on");
    // Nor does any field of a list share its label with another.
    for (const list of LIST_KINDS) {
      const labels = fieldsOfFolder(list.folder).map((cmsField) => cmsField.label);
      expect([list.folder, labels]).toEqual([list.folder, [...new Set(labels)]]);
    }
  });

  it("lists events latest first and the other lists in the site's order, and sorts any list by name", () => {
    const sorting = (name: string): unknown => {
      const found = collection(name);
      return "sortable_fields" in found ? found.sortable_fields : undefined;
    };
    expect(sorting("events")).toEqual([{ field: "date", default_sort: "desc" }, "title"]);
    expect(sorting("programs")).toEqual([{ field: "order", default_sort: "asc" }, "name"]);
    expect(sorting("tiers")).toEqual([{ field: "order", default_sort: "asc" }, "name"]);
    expect(sorting("impact")).toEqual([{ field: "order", default_sort: "asc" }, "label"]);
  });

  it("shows the texts of a list of texts at once, each item named for what it is", () => {
    const details = field(fieldsOfFolder("programs"), "details");
    expect(details).toMatchObject({ widget: "list", collapsed: false, summary: "{{fields.detailsItem}}" });
    expect(details.field).toMatchObject({ label: "Paragraph", name: "detailsItem" });
  });

  it("shows every field of every file, the same ones the schema describes", () => {
    for (const list of LIST_KINDS) {
      const text = list.format === "markdown" ? ["body"] : [];
      expect(fieldsOfFolder(list.folder).map((cmsField) => cmsField.name)).toEqual([...Object.keys(fieldsOf(list.shape)), ...text]);
    }
    expect(EVERY_FIELD.length).toBeGreaterThan(60);
  });

  it("makes a field optional exactly where the schema does, and every field of an optional group", () => {
    // Decap checks the fields of an optional group even when the group is left out.
    for (const { field: cmsField, schema, inOptionalGroup } of EVERY_FIELD) {
      expect([cmsField.name, cmsField.required === false]).toEqual([cmsField.name, schema instanceof z.ZodOptional || inOptionalGroup]);
    }
  });

  it("refuses, with each pattern, a value the build check refuses, and accepts the schema's example", () => {
    const patterned = EVERY_FIELD.filter(({ field: cmsField }) => Array.isArray(cmsField.pattern));
    expect(patterned.length).toBeGreaterThan(40);
    for (const { field: cmsField, schema } of patterned) {
      const [pattern, message] = cmsField.pattern as [string, string];
      const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
      const example = (inner.meta()?.examples as unknown[] | undefined)?.[0];
      expect(message).toMatch(/\w/);
      for (const bad of ["   ", "2024/03/15", "25:00", "hero.gif"]) {
        if (!inner.safeParse(bad).success) expect([cmsField.name, bad, new RegExp(pattern).test(bad)]).toEqual([cmsField.name, bad, false]);
      }
      if (typeof example === "string") expect([cmsField.name, new RegExp(pattern).test(example)]).toEqual([cmsField.name, true]);
    }
  });

  it("says what to fix in the same words as the build check, and under each field words for the form, not the file", () => {
    /** Whether two messages share a run of at least five words. */
    const sameWords = (a: string, b: string) => {
      const words = (text: string) => text.toLowerCase().match(/[\w{}@./:'-]+/g) ?? [];
      const runs = new Set<string>();
      const first = words(a);
      for (let i = 0; i + 5 <= first.length; i += 1) runs.add(first.slice(i, i + 5).join(" "));
      const second = words(b);
      return second.some((_, i) => i + 5 <= second.length && runs.has(second.slice(i, i + 5).join(" ")));
    };
    const checked: string[] = [];
    for (const { field: cmsField, schema } of EVERY_FIELD) {
      if (!Array.isArray(cmsField.pattern)) continue;
      const [pattern, message] = cmsField.pattern as [string, string];
      const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
      for (const bad of ["   ", "2024/03/15", "25:00", "hero.gif", "Hello"]) {
        const result = inner.safeParse(bad);
        if (result.success || new RegExp(pattern).test(bad)) continue;
        const [issue] = result.error.issues;
        // A picture left empty is refused by "required", with Decap's own words, before its pattern.
        if (issue?.message.startsWith("is empty.") && !message.startsWith("This is empty.")) continue;
        expect([cmsField.name, bad, sameWords(message, issue?.message ?? "")]).toEqual([cmsField.name, bad, true]);
        checked.push(cmsField.name);
      }
    }
    expect(new Set(checked).size).toBeGreaterThan(30);
    const hints = EVERY_FIELD.map(({ field: cmsField }) => cmsField.hint).filter((hint): hint is string => typeof hint === "string");
    for (const fileWords of [/inside data\//, /double quotes/, /^true /, /\.json/, /without quotes/]) {
      expect(hints.filter((hint) => fileWords.test(hint))).toEqual([]);
    }
  });

  it("offers the icons, billing periods and time zones as choices, and names other giving levels by reference", () => {
    const tiers = fieldsOfFolder("tiers");
    expect(field(tiers, "icon")).toMatchObject({ widget: "select", options: [...ICON_NAMES] });
    expect(field(tiers, "billingPeriod")).toMatchObject({ widget: "select", options: ["week", "month", "quarter", "year"] });
    expect(field(tiers, "includes")).toMatchObject({ widget: "relation", collection: "tiers", value_field: "{{slug}}", required: false });
    const site = collection("settings");
    const siteFields = "files" in site ? (site.files[0]?.fields ?? []) : [];
    const timezone = field(siteFields, "timezone");
    expect(timezone.widget).toBe("select");
    expect(timezone.options).toContain("America/New_York");
  });

  it("offers a date picker for the date and a time picker for the times, each saving the value as the file holds it", () => {
    const events = fieldsOfFolder("events");
    expect(field(events, "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    for (const name of ["startTime", "endTime"]) {
      // Decap's datetime widget without its date part is <input type="time">; `format` is what it saves.
      expect(field(events, name)).toMatchObject({ widget: "datetime", format: "HH:mm", date_format: false, time_format: "HH:mm" });
    }
  });

  it("names every group in its bar, folded or open, and says what a group left out stands for", () => {
    const location = field(fieldsOfFolder("events"), "location");
    expect(location.summary).toBe("Location: {{fields.name | default('not filled in yet')}}");
    const address = field(location.fields as CmsField[], "address");
    expect(address.summary).toBe("Address: {{fields.street | default('the organization's address')}}");
    // Items of a list of groups by their name or label, of a list of texts by the text itself.
    expect(field(fieldsOfFolder("programs"), "highlights").summary).toBe("{{fields.highlightsItem}}");
    const contact = collection("pages");
    const topics = field(("files" in contact ? contact.files : []).find((file) => file.name === "contact")?.fields ?? [], "topics");
    expect(topics.summary).toBe("{{fields.label}}");
    for (const { field: cmsField } of EVERY_FIELD) {
      if (cmsField.widget === "object")
        expect([cmsField.name, cmsField.summary]).toEqual([cmsField.name, expect.stringMatching(/^.+: \{\{fields\.\w+ \| default\('.+'\)\}\}$/)]);
    }
  });

  it("lists events by their day, as the site writes it, beside their title", () => {
    expect(collection("events")).toMatchObject({ summary: "{{fields.date | date('MMMM D, YYYY')}} · {{fields.title}}" });
  });

  it("keeps a price above 0 and a position from 1, as the build does", () => {
    expect(field(fieldsOfFolder("tiers"), "price")).toMatchObject({ widget: "number", value_type: "float", min: 0.01 });
    expect(field(fieldsOfFolder("tiers"), "order")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(fieldsOfFolder("tiers"), "benefits")).toMatchObject({ widget: "list", min: 1 });
  });

  it("uploads pictures into data/images/ and writes their path from data/", () => {
    expect(config).toMatchObject({ media_folder: "data/images", public_folder: "images" });
    expect(field(fieldsOfFolder("events"), "image")).toMatchObject({
      widget: "image",
      media_folder: "/data/images/events",
      public_folder: "images/events",
    });
  });
});

describe("the editor's translations", () => {
  const languages = editorLanguages();
  const wholeSite = languages.filter((language) => language.wholeSite);
  const filesOf = (name: string) => {
    const found = collection(name);
    if (!("files" in found)) throw new Error(`${name} is not a files collection`);
    return found.files;
  };
  const listCollection = (name: string) => {
    const found = collection(name);
    if (!("folder" in found) || !("identifier_field" in found)) throw new Error(`${name} is not a folder collection`);
    return found;
  };

  it("reads the languages from data/languages.json, the whole site in at least one of them", () => {
    expect(languages.map((language) => language.code)).toEqual(
      (JSON.parse(readFileSync(path.join(DATA_DIR, "languages.json"), "utf8")) as { translations: { code: string }[] }).translations.map(
        (language) => language.code,
      ),
    );
    expect(wholeSite.length).toBeGreaterThan(0);
    expect(TRANSLATIONS_PATH).toBe("data/translations");
  });

  it("lists each language's collections after the English ones, named in that language: its page texts, then each list it translates", () => {
    const names = config.collections.map((found) => found.name);
    const english = [...LIST_KINDS.map((list) => list.folder), "pages", "settings"];
    // Every list for a whole-site language; for another, the lists it has entries of (the crisis guides).
    const translations = languages.flatMap((language) => [
      `${languageFolder(language.code)}-pages`,
      ...TRANSLATED_LISTS.filter((list) => language.wholeSite || translatedIds(list, language.code, DATA_DIR).length > 0).map(
        (list) => `${languageFolder(language.code)}-${list.folder}`,
      ),
    ]);
    expect(names).toEqual([...english, ...translations]);
    for (const language of languages) expect(collection(`${languageFolder(language.code)}-pages`).label).toBe(`${language.name}: page texts`);
    for (const language of wholeSite) {
      expect(TRANSLATED_LISTS.map((list) => collection(`${languageFolder(language.code)}-${list.folder}`).label)).toEqual(
        TRANSLATED_LISTS.map((list) => `${language.name}: ${list.label.toLowerCase()}`),
      );
    }
  });

  it("offers every settings file with texts in a whole-site language, and Get help now in the others, each under the English file's own path", () => {
    for (const language of languages) {
      const folder = languageFolder(language.code);
      const files = filesOf(`${folder}-pages`);
      const kinds = language.wholeSite ? TRANSLATED_SETTINGS : TRANSLATED_SETTINGS.filter((kind) => kind.translated);
      expect(files.map((file) => file.file)).toEqual(kinds.map((kind) => `${TRANSLATIONS_PATH}/${folder}/${kind.file}`));
      expect(files.map((file) => file.name)).toEqual(kinds.map((kind) => translationFileName(kind.file)));
      expect(files.map((file) => file.label)).toEqual(kinds.map((kind) => kind.label));
      // The draft's preview opens the page in that language.
      expect(files.map((file) => file.preview_path)).toEqual(kinds.map((kind) => inLanguage(kind.page, language.code)));
      expect(collection(`${folder}-pages`)).toMatchObject({ delete: false });
    }
  });

  it("edits each translation with the fields of its shape, each checked as the build checks it, its language kept out of sight", () => {
    const forms: { fields: CmsField[]; schema: z.ZodObject; language: string }[] = languages.flatMap((language) => {
      const folder = languageFolder(language.code);
      const settings = filesOf(`${folder}-pages`).map((file) => ({
        fields: file.fields,
        schema: translationShape(TRANSLATED_SETTINGS.find((kind) => file.file.endsWith(`/${kind.file}`)) ?? TRANSLATED_SETTINGS[0]!),
        language: language.code,
      }));
      const lists = language.wholeSite
        ? TRANSLATED_LISTS.map((list) => ({
            fields: listCollection(`${folder}-${list.folder}`).fields.filter((cms) => cms.name !== ENGLISH_ENTRY_FIELD && cms.name !== "body"),
            schema: translationShape(list),
            language: language.code,
          }))
        : [];
      return [...settings, ...lists];
    });
    expect(forms.length).toBeGreaterThan(TRANSLATED_SETTINGS.length);
    for (const { fields, schema, language } of forms) {
      expect(fields.map((cms) => cms.name)).toEqual(Object.keys(schema.shape));
      expect(field(fields, "language")).toEqual({ label: "Language", name: "language", widget: "hidden", default: language });
      for (const { field: cms, schema: own, inOptionalGroup } of pairs(fields, schema)) {
        if (cms.name === "language") continue;
        expect([cms.name, cms.required === false]).toEqual([cms.name, own instanceof z.ZodOptional || inOptionalGroup]);
        if (Array.isArray(cms.pattern)) {
          const inner = own instanceof z.ZodOptional ? (own.unwrap() as z.ZodType) : own;
          expect([cms.name, new RegExp((cms.pattern as [string, string])[0]).test("   ")]).toEqual([cms.name, inner.safeParse("   ").success]);
        }
      }
    }
  });

  it("names a new translation of an entry after the English entry chosen in its first field, and leaves that choice out of the file", () => {
    for (const language of wholeSite) {
      const folder = languageFolder(language.code);
      for (const list of TRANSLATED_LISTS) {
        const markdown = list.format === "markdown";
        const found = listCollection(`${folder}-${list.folder}`);
        expect(found).toMatchObject({
          folder: `${TRANSLATIONS_PATH}/${folder}/${list.folder}`,
          extension: markdown ? "md" : "json",
          format: markdown ? TRANSLATION_FORMATS.markdown : TRANSLATION_FORMATS.json,
          create: true,
          identifier_field: ENGLISH_ENTRY_FIELD,
          slug: `{{fields.${ENGLISH_ENTRY_FIELD}}}`,
          preview_path: inLanguage(list.page("{{slug}}"), language.code),
        });
        const [first] = found.fields;
        expect(first).toMatchObject({
          name: ENGLISH_ENTRY_FIELD,
          widget: "english-entry",
          label: `English ${list.item}`,
          collection: list.folder,
          value_field: "{{slug}}",
          search_fields: [list.nameField],
        });
        // Required: the control answers for a translation already saved with the English entry its name says.
        expect(first?.required).toBeUndefined();
        expect(found.summary).toMatch(/^\{\{fields\.\w+\}\}$/);
      }
    }
  });

  it("edits a translated guide's text in the rich-text editor, its pictures written from the translation's folder", () => {
    for (const language of wholeSite) {
      const guides = listCollection(`${languageFolder(language.code)}-guides`);
      expect(field(guides.fields, "body")).toMatchObject({
        widget: "markdown",
        buttons: field(fieldsOfFolder("guides"), "body").buttons,
        editor_components: ["image"],
      });
      expect(guides).toMatchObject({ media_folder: "/data/images/guides" });
      expect(path.posix.join(guides.folder, String((guides as { public_folder?: string }).public_folder))).toBe("data/images/guides");
    }
  });

  it("previews every translation collection and file by a name of its own, apart from the English previews' names", () => {
    const previews = translationPreviews();
    const translationCollections = config.collections.filter((found) =>
      "files" in found ? found.files.some((file) => file.file.startsWith(`${TRANSLATIONS_PATH}/`)) : found.folder.startsWith(`${TRANSLATIONS_PATH}/`),
    );
    const expected = translationCollections.flatMap((found) => ("files" in found ? found.files.map((file) => file.name) : [found.name]));
    expect(previews).toEqual([...new Set(expected)]);
    const english = config.collections
      .filter((found) => !translationCollections.includes(found))
      .flatMap((found) => ("files" in found ? found.files.map((file) => file.name) : [found.name]));
    expect(english).toEqual(expect.arrayContaining(["events", "home", "get-help", "site"]));
    expect(previews.filter((name) => english.includes(name))).toEqual([]);
  });

  it("adds a language's collections once it is in data/languages.json: a new language starts with Get help now and the crisis lines' words", () => {
    const data = mkdtempSync(path.join(tmpdir(), "site-languages-"));
    try {
      cpSync(DATA_DIR, data, { recursive: true });
      const file = JSON.parse(readFileSync(path.join(data, "languages.json"), "utf8")) as { translations: Record<string, unknown>[] };
      file.translations.push({ ...file.translations[0], code: "vi", name: "Tiếng Việt", englishName: "Vietnamese", wholeSite: false });
      writeFileSync(path.join(data, "languages.json"), JSON.stringify(file));
      const withVietnamese = cmsConfig(EDITOR_BACKEND, data);
      const vietnamese = withVietnamese.collections.find((found) => found.name === "vi-pages");
      expect(vietnamese).toMatchObject({
        label: "Tiếng Việt: page texts",
        // The crisis lines' words too, which Get help now shows.
        files: [
          { file: "data/translations/vi/crisis-lines.json", preview_path: "/vi/get-help/" },
          { file: "data/translations/vi/pages/get-help.json", preview_path: "/vi/get-help/" },
        ],
      });
      expect(withVietnamese.collections.filter((found) => found.name.startsWith("vi-"))).toHaveLength(1);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
