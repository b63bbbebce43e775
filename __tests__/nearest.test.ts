import { editDistance, nearestName } from "../src/lib/nearest";
// The misspellings are this test's, on purpose.
// cspell:ignore titel adress Amercia Yrok evnets

describe("the nearest known name, for a likely typo", () => {
  it("counts a swap of two neighboring letters as one slip", () => {
    expect(editDistance("titel", "title")).toBe(1);
    expect(editDistance("adress", "address")).toBe(1);
    expect(editDistance("month", "monthly")).toBe(2);
    expect(editDistance("", "heart")).toBe(5);
  });

  it("counts each of several swaps as one slip, beside other edits", () => {
    expect(editDistance("Amercia/New_Yrok", "America/New_York")).toBe(2);
    expect(editDistance("evnets.jsn", "events.json")).toBe(2);
    expect(editDistance("heart", "heart")).toBe(0);
    expect(editDistance("abc", "xyz")).toBe(3);
  });

  it("suggests the closest name, whatever the capitals", () => {
    expect(nearestName("titel", ["id", "title", "date"])).toBe("title");
    expect(nearestName("ImageAlt", ["image", "imageAlt"])).toBe("imageAlt");
    expect(nearestName("Amercia/New_Yrok", Intl.supportedValuesOf("timeZone"))).toBe("America/New_York");
  });

  it("suggests nothing when no name is close enough to be a slip", () => {
    expect(nearestName("color", ["id", "name", "text", "icon"])).toBeUndefined();
    expect(nearestName("graduation-cap", ["heart", "book", "star"])).toBeUndefined();
  });
});
