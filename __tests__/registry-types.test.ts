/** @jest-environment node */
import { z } from "zod";
import { computed, list, settings } from "../src/content/registry";

/**
 * A computed field is checked against its kind's shape when the registry is compiled (`npm run typecheck`): the
 * lines marked @ts-expect-error must not compile, or the type check fails. Jest runs the same lines to show that
 * the checked and the erased kinds hold the same values.
 */

const shape = z.strictObject({ title: z.string(), price: z.number() });
const titleOf = (entry: { title: string }) => entry.title.toUpperCase();
const missing = (entry: { subtitle: string }) => entry.subtitle;
const wrongKind = (entry: { price: string }) => entry.price.trim();

describe("the registry's computed fields", () => {
  it("accept a computation that reads fields of the shape", () => {
    const kind = list({
      folder: "things",
      label: "Things",
      item: "thing",
      shape,
      page: (id) => `/things/${id}/`,
      nameField: "title",
      summary: "{{fields.title}}",
      sort: { field: "title" },
      computed: { loud: computed("String!", "The title, loud.", titleOf) },
    });
    expect(kind.computed?.loud?.compute({ title: "a", price: 1 } as never, { id: "a", site: { timezone: "UTC" } })).toBe("A");
  });

  it("reject a computation that reads a field the shape lacks, or reads one as another kind", () => {
    const file = { file: "thing.json", label: "Thing", shape, page: "/" };
    // @ts-expect-error "subtitle" is not a field of the shape.
    expect(settings({ ...file, computed: { sub: computed("String!", "", missing) } }).file).toBe("thing.json");
    // @ts-expect-error "price" is a number in the shape, not a string.
    expect(settings({ ...file, computed: { price: computed("String!", "", wrongKind) } }).file).toBe("thing.json");
  });

  it("reject a name or sort field the shape lacks", () => {
    const base = { folder: "things", label: "Things", item: "thing", shape, page: () => "/", summary: "" };
    // @ts-expect-error "name" is not a field of the shape.
    expect(list({ ...base, nameField: "name", sort: { field: "title" } }).folder).toBe("things");
  });
});
