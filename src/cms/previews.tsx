import * as React from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { EventCard } from "../components/EventCard";
import { GuideArticle } from "../components/GuideArticle";
import { GuideCard } from "../components/GuideCard";
import { GuideFilters } from "../components/GuideFilters";
import { HomeHero } from "../components/HomeHero";
import { ImpactStat } from "../components/ImpactStat";
import { PageHeader } from "../components/PageHeader";
import { ProgramBody } from "../components/ProgramBody";
import { ProgramRow } from "../components/ProgramRow";
import { TierCard } from "../components/TierCard";
import * as section from "../components/Section.module.css";
import { sectionsOf } from "../lib/guide-sections";
import { inLanguage as inLanguagePath } from "../lib/languages";
import { ROUTES } from "../lib/routes";
import { translate } from "../lib/translate";
import { GetHelpContent } from "../components/GetHelpContent";
import { translationNoteHtml } from "../lib/language-bar";
import { CRISIS_BLOCKS, CRISIS_NUMBERS, crisisBlockHtml, crisisLinksOf, withCrisisPlaces, type CrisisLines } from "../lib/crisis";
import { escapeHtml } from "../lib/html";
import { TRANSLATION_STATUS_PATH } from "../lib/translation-status";
import { ENGLISH_ENTRY_FIELD, settingsTranslationsName, translationFileName } from "../node/editor/translations";
import * as styles from "./previews.module.css";
import {
  crisisLinesOf,
  crisisTexts,
  labelsOf,
  eventCard,
  getHelpGuides,
  getHelpTexts,
  guideArticle,
  guideCard,
  homeHero,
  impactStat,
  libraryTexts,
  markdownHeadings,
  objectOf,
  postalAddress,
  programBody,
  programBodyTexts,
  programRow,
  textOf,
  textBesideEnglish,
  textsBesideEnglish,
  tierCard,
  translationPlace,
  type AssetUrl,
  type Json,
  type JsonObject,
  type PostalAddress,
} from "./entries";

/**
 * Previews draw an entry with the site's own components and styles, so an editor sees what visitors will see.
 * Each maps the entry's raw JSON to the component's fragment shape (see entries.ts).
 */

interface Immutable {
  toJS(): unknown;
}

function isImmutable(value: unknown): value is Immutable {
  return typeof value === "object" && value !== null && typeof (value as Partial<Immutable>).toJS === "function";
}

function plain(value: unknown): JsonObject {
  return objectOf((isImmutable(value) ? value.toJS() : value) as Json);
}

function entryData(props: PreviewTemplateComponentProps): JsonObject {
  return plain(props.entry.get("data"));
}

/** An entry's file name, its id on the site; a new entry has none until it is saved. */
function entryId(props: PreviewTemplateComponentProps): string {
  return textOf(props.entry.get("slug") as Json);
}

function assetUrl(props: PreviewTemplateComponentProps): AssetUrl {
  return (value) => {
    const asset = props.getAsset(value) as { url: string } | undefined;
    return asset?.url ?? "";
  };
}

/** Other entries a preview needs (the organization's address, the names of the giving levels), once loaded. */
function useEntries(props: PreviewTemplateComponentProps, collection: string): Map<string, JsonObject> {
  const [entries, setEntries] = React.useState<Map<string, JsonObject>>(new Map());
  const { getCollection } = props;
  React.useEffect(() => {
    let current = true;
    getCollection(collection)
      .then((loaded) => {
        if (!current) return;
        setEntries(new Map(loaded.map((item) => [textOf(item.get("slug") as Json), plain(item.get("data"))])));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [getCollection, collection]);
  return entries;
}

function Frame({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`${section.container} ${styles.frame}`}>
      <div className={wide ? styles.wide : styles.card}>{children}</div>
    </div>
  );
}

/** The words around every page (Settings › Words on every page), as the editor holds them. */
function useLabels(props: PreviewTemplateComponentProps) {
  return labelsOf(useEntries(props, "settings").get("labels") ?? {});
}

export function EventPreview(props: PreviewTemplateComponentProps) {
  const settings = useEntries(props, "settings").get("site") ?? {};
  const site: { address: PostalAddress; timezone: string } = {
    address: postalAddress(settings.address),
    timezone: textOf(settings.timezone) || "America/New_York",
  };
  const event = eventCard(entryId(props), entryData(props), assetUrl(props), site);
  // A new key each time the description changes, so the card measures again whether "Read more" is needed.
  return (
    <Frame>
      <EventCard key={event.description} event={event} priority labels={useLabels(props).cards} />
    </Frame>
  );
}

export function TierPreview(props: PreviewTemplateComponentProps) {
  const tiers = useEntries(props, "tiers");
  const names = Object.fromEntries([...tiers].map(([id, data]) => [id, textOf(data.name)]));
  return (
    <Frame>
      <TierCard tier={tierCard(entryId(props), entryData(props), names)} labels={useLabels(props)} />
    </Frame>
  );
}

export function ImpactPreview(props: PreviewTemplateComponentProps) {
  return (
    <Frame>
      <ImpactStat stat={impactStat(entryId(props), entryData(props))} />
    </Frame>
  );
}

/** Where on the site a part of the preview appears, when an entry shows in more than one place. */
function Place({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section className={styles.place} aria-label={label}>
      <p className={`${section.container} ${styles.placeLabel}`}>{label}</p>
      {children}
    </section>
  );
}

/** A program twice: its row on the Programs page, and its own page with the texts every program page shares. */
export function ProgramPreview(props: PreviewTemplateComponentProps) {
  const texts = programBodyTexts(useEntries(props, "pages").get("program") ?? {});
  const labels = useLabels(props);
  const id = entryId(props);
  const data = entryData(props);
  return (
    <>
      <Place label="On the Programs page">
        <Frame wide>
          <ProgramRow program={programRow(id, data, assetUrl(props))} priority learnMore={labels.buttons.learnMore} about={labels.cards.about} />
        </Frame>
      </Place>
      <Place label="Its own page">
        <ProgramBody program={programBody(id, data, assetUrl(props))} texts={texts} donateLabel={labels.buttons.donate} />
      </Place>
    </>
  );
}

/** The texts every program page shares, shown on the first program's page (its picture as an empty frame). */
export function ProgramTextsPreview(props: PreviewTemplateComponentProps) {
  const [first] = [...useEntries(props, "programs")].sort(([, a], [, b]) => Number(a.order) - Number(b.order));
  const labels = useLabels(props);
  if (!first) return null;
  const [id, data] = first;
  // The picture is not asked of the editor, which would look for it among the page texts' pictures: the page
  // shows an empty frame in its place, with nothing to describe.
  const program = { ...programBody(id, data, () => ""), imageAlt: "" };
  return <ProgramBody program={program} texts={programBodyTexts(entryData(props))} donateLabel={labels.buttons.donate} />;
}

/** The top of the home page, with the mission from the site's settings. */
export function HomePreview(props: PreviewTemplateComponentProps) {
  const site = useEntries(props, "settings").get("site") ?? {};
  return <HomeHero hero={homeHero(entryData(props), assetUrl(props))} mission={textOf(site.mission)} buttons={useLabels(props).buttons} />;
}

/**
 * A guide's text as the editor draws it, its headings given the ids that the table of contents links to, in the
 * order of the text, as the build gives them (src/node/gatsby/guide-html.ts).
 */
function GuideText({
  markdown,
  crisis,
  children,
}: {
  markdown: string;
  crisis: { lines: CrisisLines; language: string };
  children: React.ReactNode;
}) {
  const text = React.useRef<HTMLDivElement>(null);
  // After every drawing: the editor writes the text's HTML anew whenever it changes.
  React.useEffect(() => {
    const sections = sectionsOf(markdownHeadings(markdown));
    text.current?.querySelectorAll("h1, h2, h3, h4, h5, h6").forEach((heading, index) => {
      const section = sections[index];
      if (section) heading.id = section.id;
    });
    showCrisisPlaces(text.current, crisis.lines, crisis.language);
  });
  return <div ref={text}>{children}</div>;
}

/** A text of the editor's own drawing whose crisis places were filled in: as written, and as it shows now. */
const filledTexts = new WeakMap<Node, { written: string; shown: string }>();

/**
 * The crisis places of a guide's text as the build fills them in (src/lib/crisis.ts): `{crisis}` or `{lines}` alone
 * in a paragraph shows the crisis steps after it, and a number's place a link that calls it. The editor owns its
 * paragraphs and texts, so what is drawn here is drawn beside them, and undone and drawn anew at each drawing.
 */
function showCrisisPlaces(container: HTMLElement | null, lines: CrisisLines, language: string): void {
  if (!container) return;
  container.querySelectorAll("[data-crisis-preview]").forEach((drawn) => drawn.remove());
  container.querySelectorAll<HTMLElement>("[data-crisis-place]").forEach((paragraph) => {
    paragraph.hidden = false;
    delete paragraph.dataset.crisisPlace;
  });
  container.querySelectorAll("p").forEach((paragraph) => {
    const place = CRISIS_BLOCKS.find((block) => paragraph.textContent?.trim() === `{${block}}`);
    if (!place) return;
    paragraph.hidden = true;
    paragraph.dataset.crisisPlace = place;
    paragraph.insertAdjacentHTML("afterend", `<div data-crisis-preview>${crisisBlockHtml(lines, language, place)}</div>`);
  });
  const numbers = new RegExp(`\\{(?:${CRISIS_NUMBERS.join("|")})\\}`);
  const texts: Node[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
  for (const node of texts) {
    const known = filledTexts.get(node);
    const written = known && node.nodeValue === known.shown ? known.written : (node.nodeValue ?? "");
    const at = written.search(numbers);
    if (at < 0) continue;
    node.nodeValue = written.slice(0, at);
    filledTexts.set(node, { written, shown: node.nodeValue });
    const rest = document.createElement("span");
    rest.dataset.crisisPreview = "";
    rest.innerHTML = withCrisisPlaces(escapeHtml(written.slice(at)), lines, language);
    node.parentNode?.insertBefore(rest, node.nextSibling);
  }
}

/**
 * A guide twice: its own page, with the library's texts (pages/resources.json) and the crisis line (footer.json)
 * as saved, and its card in the library's lists. The text is the editor's own rendering of the Markdown; the
 * reading time and table of contents are worked out from it as the build does.
 */
export function GuidePreview(props: PreviewTemplateComponentProps) {
  const texts = libraryTexts(useEntries(props, "pages").get("resources") ?? {});
  const crisis = crisisTexts(useEntries(props, "settings").get("footer") ?? {});
  const lines = crisisLinesOf(useEntries(props, "settings").get("crisis-lines") ?? {});
  const labels = useLabels(props);
  const id = entryId(props);
  const data = entryData(props);
  return (
    <>
      <Place label="Its own page">
        <GuideArticle
          guide={guideArticle(id, data, assetUrl(props))}
          texts={texts}
          crisis={crisis}
          crisisLinks={crisisLinksOf(lines, "en")}
          readingTimeLabel={labels.cards.readingTime}
        >
          <GuideText markdown={textOf(data.body)} crisis={{ lines, language: "en" }}>
            {props.widgetFor("body")}
          </GuideText>
        </GuideArticle>
      </Place>
      <Place label="In the library and on its topics' pages">
        <Frame>
          <GuideCard guide={guideCard(id, data)} labels={texts} />
        </Frame>
      </Place>
    </>
  );
}

/** The library's page (/resources/): its title band, the topics and audiences to browse by, and every guide. */
export function ResourcesPreview(props: PreviewTemplateComponentProps) {
  const texts = libraryTexts(entryData(props));
  const guides = [...useEntries(props, "guides")]
    .map(([id, data]) => ({ id, data, published: textOf(data.published) }))
    .sort((a, b) => b.published.localeCompare(a.published) || textOf(a.data.title).localeCompare(textOf(b.data.title)));
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
        {texts.intro ? <p>{texts.intro}</p> : null}
      </PageHeader>
      <div className={`${section.container} ${styles.library}`}>
        <GuideFilters texts={texts} pathname={ROUTES.resources} label={useLabels(props).cards.guideFilters} />
        <section aria-label={texts.guidesHeading}>
          <ul className={section.cardGrid}>
            {guides.map(({ id, data }) => (
              <li key={id}>
                <GuideCard guide={guideCard(id, data)} labels={texts} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** Get help now, as the page shows it in English. */
export function GetHelpPreview(props: PreviewTemplateComponentProps) {
  const crisis = crisisLinesOf(useEntries(props, "settings").get("crisis-lines") ?? {});
  return <GetHelpContent page={getHelpTexts(entryData(props))} guides={getHelpGuides(entryData(props))} crisis={crisis} language="en" />;
}

/** What the last build found of the site's translations: those whose English changed after they were checked. */
interface TranslationStatus {
  outdated: { file: string; checked: string }[];
}

/** The build's list of translations to review (/admin/translation-status.json), once loaded; none where it has none. */
function useTranslationStatus(): TranslationStatus {
  const [status, setStatus] = React.useState<TranslationStatus>({ outdated: [] });
  React.useEffect(() => {
    let current = true;
    fetch(TRANSLATION_STATUS_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<TranslationStatus>) : { outdated: [] }))
      .then((loaded) => current && setStatus(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return status;
}

/** One entry of another collection (a translation's English), once loaded; undefined until then, or without one. */
function useEntry(props: PreviewTemplateComponentProps, collection: string | undefined, slug: string | undefined): JsonObject | undefined {
  const [entry, setEntry] = React.useState<{ key: string; data: JsonObject }>();
  const { getCollection } = props;
  const key = collection && slug ? `${collection}/${slug}` : "";
  React.useEffect(() => {
    if (!collection || !slug) return undefined;
    let current = true;
    // With a slug, the editor hands over that one entry.
    (getCollection(collection, slug) as unknown as Promise<{ get: (name: string) => unknown }>)
      .then((loaded) => current && setEntry({ key: `${collection}/${slug}`, data: plain(loaded.get("data")) }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [getCollection, collection, slug]);
  return entry && entry.key === key ? entry.data : undefined;
}

/** What is known of a translation's review: the build's word that its English has changed, and who checked it when. */
function ReviewState({ file, data, status }: { file: string; data: JsonObject; status: TranslationStatus }) {
  const record = objectOf(data.translation ?? null);
  const checked = textOf(record.checked);
  const reviewedBy = textOf(record.reviewedBy);
  const outdated = status.outdated.find((item) => item.file === file);
  return (
    <div className={styles.translationStatus} lang="en">
      {outdated ? (
        <p className={styles.outdated} role="status">
          Needs review: the English has changed since this translation was checked on {outdated.checked}. Compare the texts below, update the
          translation, and set the day you checked it.
        </p>
      ) : null}
      <p>
        {reviewedBy
          ? `Checked by ${reviewedBy}, a native speaker, on ${checked}.`
          : `Not yet checked by a native speaker. Last compared with the English on ${checked || "(no day yet)"}.`}
      </p>
    </div>
  );
}

/** Every text of a translation beside the English it translates, a guide's text section by section. */
function BesideEnglish({ english, data, language }: { english: JsonObject; data: JsonObject; language: string }) {
  const { body, ...texts } = data;
  const pairs = [
    ...textsBesideEnglish(english, texts),
    ...(typeof body === "string" || typeof english.body === "string" ? textBesideEnglish(textOf(english.body), textOf(body)) : []),
  ];
  return (
    <Place label="Beside the English">
      <table className={styles.beside}>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">English</th>
            <th scope="col">Translation</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={pair.where}>
              <th scope="row">{pair.where}</th>
              <td lang="en">{pair.english}</td>
              <td lang={language || undefined}>{pair.translation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Place>
  );
}

/** Get help now in a language: the English page's numbers and links, the translation's texts, and its note. */
function GetHelpInLanguage({
  preview,
  english,
  data,
  language,
}: {
  preview: PreviewTemplateComponentProps;
  english: JsonObject;
  data: JsonObject;
  language: string;
}) {
  const settings = useEntries(preview, "settings");
  const languages = settings.get("languages");
  const crisisTranslation = useEntries(preview, settingsTranslationsName(language)).get(translationFileName("crisis-lines.json"));
  const crisis = crisisLinesOf(objectOf(translate(settings.get("crisis-lines") ?? {}, crisisTranslation)));
  const texts = (Array.isArray(languages?.translations) ? languages.translations : []).map(objectOf).find((item) => textOf(item.code) === language);
  const record = objectOf(data.translation ?? null);
  const reviewedBy = textOf(record.reviewedBy);
  return (
    <div lang={language || undefined}>
      <GetHelpContent
        page={getHelpTexts(translate(english, data))}
        guides={{ help: { ...getHelpGuides(english).help, lang: "en" }, plan: { ...getHelpGuides(english).plan, lang: "en" } }}
        crisis={crisis}
        language={language}
        note={
          texts ? (
            <div
              // The same HTML the build writes on the page (src/lib/language-bar.ts).
              dangerouslySetInnerHTML={{
                __html: translationNoteHtml(
                  {
                    translatedNote: textOf(texts.translatedNote),
                    reviewedNote: textOf(texts.reviewedNote),
                    unreviewedNote: textOf(texts.unreviewedNote),
                    englishLinkLabel: textOf(texts.englishLinkLabel),
                    crisisNote: textOf(texts.crisisNote),
                  },
                  ROUTES.getHelp,
                  reviewedBy ? textOf(record.checked) : null,
                  true,
                ),
              }}
            />
          ) : null
        }
      />
    </div>
  );
}

/**
 * A guide in a language, as its page there shows it: the English guide's details (topics, dates) with the
 * translation's title and summary, the translation's text, and the library's words, the crisis line and the words on
 * every page as translated into that language. The guide's picture is left out: it is the English guide's.
 */
function GuideInLanguage({
  preview,
  id,
  english,
  data,
  language,
}: {
  preview: PreviewTemplateComponentProps;
  id: string;
  english: JsonObject;
  data: JsonObject;
  language: string;
}) {
  const pages = useEntries(preview, "pages");
  const settings = useEntries(preview, "settings");
  const translated = useEntries(preview, settingsTranslationsName(language));
  const inLanguage = (english: JsonObject | undefined, file: string) => objectOf(translate(english ?? {}, translated.get(translationFileName(file))));
  const texts = libraryTexts(inLanguage(pages.get("resources"), "pages/resources.json"));
  const crisis = crisisTexts(inLanguage(settings.get("footer"), "footer.json"));
  const lines = crisisLinesOf(inLanguage(settings.get("crisis-lines"), "crisis-lines.json"));
  const labels = labelsOf(inLanguage(settings.get("labels"), "labels.json"));
  const { body: _englishBody, image: _picture, ...details } = english;
  const guide = guideArticle(id, { ...objectOf(translate(details, data)), body: textOf(data.body) }, assetUrl(preview), language);
  return (
    <Place label="Its page in this language">
      <div lang={language || undefined}>
        <GuideArticle
          guide={guide}
          texts={texts}
          crisis={crisis}
          crisisLinks={crisisLinksOf(lines, language)}
          readingTimeLabel={labels.cards.readingTime}
          helpPath={inLanguagePath(ROUTES.getHelp, language)}
        >
          <GuideText markdown={textOf(data.body)} crisis={{ lines, language }}>
            {preview.widgetFor("body")}
          </GuideText>
        </GuideArticle>
      </div>
    </Place>
  );
}

/**
 * A translation (of a page's texts, a setting, an event, a guide …): what is known of its review, its page in that
 * language where the preview can draw it (Get help now, a guide), and every text beside the English it translates.
 * Which English it translates is read from its file's place in data/translations/, or, for a new translation, from
 * its collection's folder and the English entry chosen.
 */
export function TranslationPreview(props: PreviewTemplateComponentProps) {
  const data = entryData(props);
  const collection = props.collection as unknown as { get: (name: string) => unknown };
  const place = translationPlace(
    textOf(props.entry.get("path") as Json),
    textOf(collection.get("folder") as Json),
    textOf(data[ENGLISH_ENTRY_FIELD]),
    textOf(collection.get("extension") as Json) || "json",
  );
  const english = useEntry(props, place?.english.collection, place?.english.slug);
  const status = useTranslationStatus();
  const language = textOf(data.language);
  if (!place) {
    const item = textOf(props.fields.find((field) => field?.get("name") === ENGLISH_ENTRY_FIELD)?.get("label") as Json) || "English entry";
    return (
      <p className={styles.translationStatus} lang="en">
        Choose the {item} this translates: the preview then shows the translation beside it.
      </p>
    );
  }
  return (
    <>
      <ReviewState file={place.file} data={data} status={status} />
      {english && place.englishFile === "pages/get-help.json" ? (
        <GetHelpInLanguage preview={props} english={english} data={data} language={language} />
      ) : null}
      {english && place.english.collection === "guides" ? (
        <GuideInLanguage preview={props} id={place.english.slug} english={english} data={data} language={language} />
      ) : null}
      {english ? <BesideEnglish english={english} data={data} language={language} /> : null}
    </>
  );
}
