import { labelsOf } from "../src/cms/entries";
// cspell:dictionaries es-es

describe("the words on every page, as the editor's previews read them", () => {
  it("keeps each word written, and gives an empty text for one not written yet, so a preview still draws", () => {
    const labels = labelsOf({ cards: { readMore: "Leer más", about: "sobre {name}" } });
    expect(labels.cards.readMore).toBe("Leer más");
    expect(labels.cards.about).toBe("sobre {name}");
    expect(labels.cards.showLess).toBe("");
    expect(labels.header.donate).toBe("");
  });
});
