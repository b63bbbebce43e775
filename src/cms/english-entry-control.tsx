import * as React from "react";
import { ENGLISH_ENTRY_WIDGET } from "../node/editor/translations";

/**
 * The first field of a translation of an entry (src/node/editor/translations.ts, ENGLISH_ENTRY_FIELD): the English
 * entry it translates. A new translation chooses it in Decap's relation control, among the English entries, and is
 * saved under that entry's file name; one already saved shows the English entry's name, which no longer changes.
 * A new translation cannot be saved without it (the field is required), nor for an English entry that already has
 * one (Decap would save it as "<id>-1", which translates nothing).
 */

/** Immutable's Map, as far as this control reads Decap's field, entry and collection. */
interface ImmutableMap {
  get(key: string): unknown;
  toJS?: () => unknown;
}

interface LoadedEntry {
  data?: Record<string, unknown> | null;
}

export interface EnglishEntryProps {
  value?: unknown;
  field: ImmutableMap;
  forID: string;
  classNameWrapper: string;
  collection: ImmutableMap;
  /** The entry being edited, as the editor holds it now. */
  getEntry?: () => ImmutableMap | undefined;
  entry?: ImmutableMap;
  loadEntry: (collection: string, slug: string) => Promise<LoadedEntry | undefined>;
}

interface State {
  /** The English entry's name, once loaded, for a translation already saved. */
  englishName?: string;
  /** An English entry chosen that already has a translation. */
  translated?: string;
}

type Validity = true | { error: { type: string; message: string } };

/**
 * What the field says when a new translation cannot be saved for the English entry chosen, or undefined when it can;
 * Decap itself asks for a choice (the field is required).
 */
export function englishEntryProblem(isNew: boolean, value: unknown, item: string, translated: string | undefined): string | undefined {
  if (!isNew || typeof value !== "string" || value === "") return undefined;
  if (value === translated) return `This English ${item} is translated already: open its translation from the list instead.`;
  return undefined;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function listOf(value: unknown): string[] {
  const plain = value !== null && typeof value === "object" && "toJS" in value ? (value as { toJS: () => unknown }).toJS() : value;
  return Array.isArray(plain) ? plain.map(textOf) : [];
}

function hasData(entry: LoadedEntry | undefined): boolean {
  return entry?.data !== null && entry?.data !== undefined && Object.keys(entry.data).length > 0;
}

export function englishEntryControl(Relation: React.ComponentType<EnglishEntryProps>) {
  return class EnglishEntryControl extends React.Component<EnglishEntryProps, State> {
    override state: State = {};

    private mounted = false;

    override componentDidMount(): void {
      this.mounted = true;
      const slug = this.savedSlug();
      const collection = textOf(this.props.field.get("collection"));
      if (slug === undefined) return;
      this.props
        .loadEntry(collection, slug)
        .then((english) => {
          const [nameField = ""] = listOf(this.props.field.get("display_fields"));
          const name = textOf(english?.data?.[nameField]);
          if (this.mounted && name) this.setState({ englishName: name });
        })
        .catch(() => undefined);
    }

    override componentDidUpdate(previous: EnglishEntryProps): void {
      const { value } = this.props;
      if (value === previous.value || typeof value !== "string" || value === "" || this.savedSlug() !== undefined) return;
      // Whether the English entry chosen already has a translation in this collection.
      this.props
        .loadEntry(textOf(this.props.collection.get("name")), value)
        .then((existing) => {
          if (this.mounted && hasData(existing) && this.props.value === value) this.setState({ translated: value });
        })
        .catch(() => undefined);
    }

    override componentWillUnmount(): void {
      this.mounted = false;
    }

    /** The file name of a translation already saved, or undefined for a new one. */
    savedSlug(): string | undefined {
      const entry = this.props.getEntry?.() ?? this.props.entry;
      if (!entry || entry.get("newRecord") === true) return undefined;
      const slug = textOf(entry.get("slug"));
      return slug === "" ? undefined : slug;
    }

    /** What Decap's "required" check reads: for a translation already saved, the English entry its name says. */
    getValidateValue = (): unknown => this.savedSlug() ?? this.props.value;

    /** Decap asks each control before a save. */
    isValid = (): Validity => {
      const item = textOf(this.props.field.get("label")).replace(/^English /, "");
      const problem = englishEntryProblem(this.savedSlug() === undefined, this.props.value, item, this.state.translated);
      return problem ? { error: { type: "CUSTOM", message: problem } } : true;
    };

    override render(): React.ReactNode {
      const slug = this.savedSlug();
      if (slug === undefined) return <Relation {...this.props} />;
      // Read only, its label still naming it for screen readers.
      return (
        <input
          type="text"
          id={this.props.forID}
          className={this.props.classNameWrapper}
          readOnly
          value={this.state.englishName ? `${this.state.englishName} (${slug})` : slug}
        />
      );
    }
  };
}

/** The parts of the editor's registry used here. */
interface WidgetRegistry {
  getWidget(name: "relation"): { control: React.ComponentType<EnglishEntryProps> } | undefined;
  registerWidget(name: string, control: unknown, preview: unknown): void;
}

/** The English entry's field, Decap's relation control for a new translation. */
export function registerEnglishEntryControl(cms: unknown): void {
  const registry = cms as WidgetRegistry;
  const relation = registry.getWidget("relation");
  if (relation) registry.registerWidget(ENGLISH_ENTRY_WIDGET, englishEntryControl(relation.control), () => null);
}
