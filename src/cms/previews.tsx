import * as React from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { EventCard } from "../components/EventCard";
import { HomeHero } from "../components/HomeHero";
import { ImpactStat } from "../components/ImpactStat";
import { ProgramBody } from "../components/ProgramBody";
import { ProgramRow } from "../components/ProgramRow";
import { TierCard } from "../components/TierCard";
import * as section from "../components/Section.module.css";
import * as styles from "./previews.module.css";
import {
  eventCard,
  homeHero,
  impactStat,
  objectOf,
  postalAddress,
  programBody,
  programBodyTexts,
  programRow,
  textOf,
  tierCard,
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
    const asset = props.getAsset(value) as unknown;
    return asset ? String(asset) : "";
  };
}

/** Other entries a preview needs (the organisation's address, the names of the giving levels), once loaded. */
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
      <EventCard key={event.description} event={event} priority />
    </Frame>
  );
}

export function TierPreview(props: PreviewTemplateComponentProps) {
  const tiers = useEntries(props, "tiers");
  const names = Object.fromEntries([...tiers].map(([id, data]) => [id, textOf(data.name)]));
  return (
    <Frame>
      <TierCard tier={tierCard(entryId(props), entryData(props), names)} />
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
  const id = entryId(props);
  const data = entryData(props);
  return (
    <>
      <Place label="On the Programs page">
        <Frame wide>
          <ProgramRow program={programRow(id, data, assetUrl(props))} priority />
        </Frame>
      </Place>
      <Place label="Its own page">
        <ProgramBody program={programBody(id, data, assetUrl(props))} texts={texts} />
      </Place>
    </>
  );
}

/** The texts every program page shares, shown on the first program's page (its picture as an empty frame). */
export function ProgramTextsPreview(props: PreviewTemplateComponentProps) {
  const [first] = [...useEntries(props, "programs")].sort(([, a], [, b]) => Number(a.order) - Number(b.order));
  if (!first) return null;
  const [id, data] = first;
  // The picture is not asked of the editor, which would look for it among the page texts' pictures: the page
  // shows an empty frame in its place, with nothing to describe.
  const program = { ...programBody(id, data, () => ""), imageAlt: "" };
  return <ProgramBody program={program} texts={programBodyTexts(entryData(props))} />;
}

/** The top of the home page, with the mission from the site's settings. */
export function HomePreview(props: PreviewTemplateComponentProps) {
  const site = useEntries(props, "settings").get("site") ?? {};
  return <HomeHero hero={homeHero(entryData(props), assetUrl(props))} mission={textOf(site.mission)} />;
}
