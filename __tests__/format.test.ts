import { formatPrice, telHref } from "../src/lib/format";

describe("formatPrice", () => {
  it("shows whole dollar amounts without cents", () => {
    expect(formatPrice(25, "USD")).toBe("$25");
    expect(formatPrice(500, "USD")).toBe("$500");
    expect(formatPrice(1000, "USD")).toBe("$1,000");
  });

  it("shows cents when an amount has them", () => {
    expect(formatPrice(12.5, "USD")).toBe("$12.50");
  });

  it("writes dollars as families in the United States read them, in every language of the site", () => {
    for (const language of ["es", "ko", "zh-Hans"]) {
      expect(formatPrice(25, "USD", language)).toBe("$25");
      expect(formatPrice(1212.5, "USD", language)).toBe("$1,212.50");
    }
  });
});

describe("telHref", () => {
  it("dials a US number in international form", () => {
    expect(telHref("(770) 555-0142")).toBe("tel:+17705550142");
    expect(telHref("+1 770-555-0142")).toBe("tel:+17705550142");
  });
});
