import * as React from "react";
import { render } from "@testing-library/react";
import { Template } from "../src/components/Template";

describe("Template", () => {
  it("puts each part where the sentence's own words put it, in any language's order", () => {
    const link = <a href="mailto:hello@example.org">hello@example.org</a>;
    const english = render(<Template text="Questions about giving? Write to {email}." places={{ email: link }} />);
    expect(english.container.innerHTML).toBe('Questions about giving? Write to <a href="mailto:hello@example.org">hello@example.org</a>.');
    const korean = render(<Template text="기부에 대해 궁금한 점은 {email}로 보내 주세요." places={{ email: link }} />);
    expect(korean.container.innerHTML).toBe('기부에 대해 궁금한 점은 <a href="mailto:hello@example.org">hello@example.org</a>로 보내 주세요.');
  });

  it("shows nothing for a place given as null, and a place it was not given as written", () => {
    const { container } = render(<Template text="{call}{text} or {unknown}" places={{ call: "Call 988", text: null }} />);
    expect(container.textContent).toBe("Call 988 or {unknown}");
  });
});
