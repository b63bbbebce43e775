import * as React from "react";
import { render } from "@testing-library/react";
import { CrisisNotice } from "../src/components/CrisisNotice";
import { crisisLinksOf } from "../src/lib/crisis";
import type { CrisisLinesFile } from "../src/content/shapes";
import { readData } from "./support/fixture";

const lines = readData<CrisisLinesFile>("crisis-lines.json");
const english = readData<{ crisis: React.ComponentProps<typeof CrisisNotice>["crisis"] }>("footer.json").crisis;

describe("CrisisNotice", () => {
  it("reads as one paragraph of sentences, a space between each in English", () => {
    const { container } = render(<CrisisNotice crisis={english} links={crisisLinksOf(lines, "en")} />);
    expect(container.textContent?.startsWith(`${english.heading} ${english.text} Call`)).toBe(true);
    expect(container.textContent?.endsWith(`. ${english.helpPageLink}`)).toBe(true);
  });

  it("puts no space between Chinese sentences", () => {
    const chinese = {
      ...english,
      heading: "正处于危机中？",
      text: "我们是一家教育机构，无法提供紧急帮助。",
      sentence: "{call}，随时有人接听。如遇紧急情况，请拨打 {emergency}。",
      callLink: "拨打 {number}",
      helpPageLink: "更多危机热线",
    };
    const { container } = render(<CrisisNotice crisis={chinese} links={crisisLinksOf(lines, "zh-Hans")} />);
    expect(container.textContent).toBe(
      "正处于危机中？我们是一家教育机构，无法提供紧急帮助。拨打 988，随时有人接听。如遇紧急情况，请拨打 911。更多危机热线",
    );
  });
});
