import { editDistance, nearestName } from "../src/lib/nearest";

describe("the nearest known name, for a likely typo", () => {
  it("counts a swap of two neighbouring letters as one slip", () => {
    expect(editDistance("titel", "title")).toBe(1);
    expect(editDistance("adress", "address")).toBe(1);
    expect(editDistance("month", "monthly")).toBe(2);
    expect(editDistance("", "heart")).toBe(5);
  });

  it("suggests the closest name, whatever the capitals", () => {
    expect(nearestName("titel", ["id", "title", "date"])).toBe("title");
    expect(nearestName("ImageAlt", ["image", "imageAlt"])).toBe("imageAlt");
  });

  it("suggests nothing when no name is close enough to be a slip", () => {
    expect(nearestName("colour", ["id", "name", "text", "icon"])).toBeUndefined();
    expect(nearestName("graduation-cap", ["heart", "book", "star"])).toBeUndefined();
  });
});
