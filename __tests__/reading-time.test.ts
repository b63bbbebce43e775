import { readingMinutes, wordsIn } from "../src/lib/reading-time";
// cspell:dictionaries es-es

describe("reading time", () => {
  it("counts words in scripts with spaces, English, Spanish and Korean alike", () => {
    expect(wordsIn("You're not alone, and late-night worry passes.")).toBe(8);
    expect(wordsIn("No está solo: la preocupación pasa.")).toBe(6);
    expect(wordsIn("혼자가 아니에요. 걱정은 지나가요.")).toBe(4);
  });

  it("counts Chinese and Japanese characters as parts of words, since those scripts put no spaces between words", () => {
    // 19 characters, about 11 words' worth; numbers and Latin names are words of their own.
    expect(wordsIn("您并不孤单，这些担心会过去的。我们一直都在。")).toBeCloseTo(19 / 1.7);
    expect(wordsIn("请拨打 988 联系 Lifeline。")).toBeCloseTo(2 + 5 / 1.7);
    expect(wordsIn("ひとりじゃない")).toBeCloseTo(7 / 1.7);
  });

  it("gives a Chinese text as many minutes as an English one of the same length in words", () => {
    const english = Array.from({ length: 1060 }, () => "word").join(" ");
    const chinese = "心".repeat(1802);
    expect(readingMinutes(english)).toBe(4);
    expect(readingMinutes(chinese)).toBe(4);
    // Counted as one word per run of characters, as before, the same text read as one minute.
    expect(readingMinutes("心".repeat(1802).replace(/(.{40})/g, "$1。"))).toBe(4);
  });

  it("reads only what the page shows: no link addresses, no pictures, and at least one minute", () => {
    expect(wordsIn("")).toBe(0);
    expect(readingMinutes("[读一读](https://example.org/a/long/address/with/many/words) ![图片](/picture.png)")).toBe(1);
  });
});
