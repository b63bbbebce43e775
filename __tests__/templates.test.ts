import { fillTemplate, gapAfter, joinSentences, placeholdersIn, templateParts } from "../src/lib/templates";

describe("templates", () => {
  it("finds a template's places and fills them, keeping a place with no value as written", () => {
    expect(placeholdersIn("{call} or {text}")).toEqual(["call", "text"]);
    expect(templateParts("월 {price}")).toEqual([{ text: "월 " }, { text: "", place: "price" }]);
    expect(fillTemplate("{price}/month for {name}", { price: "$25" })).toBe("$25/month for {name}");
  });
});

describe("the gap between sentences", () => {
  it("is a space after Latin and Korean sentences, and nothing after Chinese and Japanese ones", () => {
    expect(gapAfter("Not yet checked.")).toBe(" ");
    expect(gapAfter("아직 검토 전입니다.")).toBe(" ");
    expect(gapAfter("尚未经母语人士审核。")).toBe("");
    expect(gapAfter("正处于危机中？")).toBe("");
    expect(gapAfter("拨打 988")).toBe(" ");
    expect(gapAfter("立即求助")).toBe("");
    expect(gapAfter("まだ確認されていません。")).toBe("");
  });

  it("joins sentences with the gap each wants, leaving out empty ones", () => {
    expect(joinSentences(["Translated.", "", "Not yet checked."])).toBe("Translated. Not yet checked.");
    expect(joinSentences(["本页由英文翻译而来。", "尚未经母语人士审核。"])).toBe("本页由英文翻译而来。尚未经母语人士审核。");
    expect(joinSentences([])).toBe("");
  });
});
