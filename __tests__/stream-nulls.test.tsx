/** @jest-environment node */
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";

/** A page rendered the way Gatsby renders it: React's stream, read to its end. */
function streamed(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const out = new PassThrough();
        pipe(out);
        text(out).then(resolve, reject);
      },
      onError: reject,
    });
  });
}

// Korean text long enough to cross many of React's 2,048-byte views at every possible offset.
const KOREAN = "함께 988에 전화하거나 문자를 보내세요. 또는 조지아주 위기 상담 전화에 전화하세요. ".repeat(200);

describe("React's streamed HTML", () => {
  // React 18.3 sent a full view with its unused bytes as NUL (U+0000) when a character of several bytes did not
  // fit in what was left of it (react/react#31134): this page came out with NULs, which the W3C checker rejects
  // and browsers draw as "�" in the middle of a word. React 19 sends only the bytes it wrote.
  it("has no NUL where a character of several bytes meets the end of one of React's views", async () => {
    const paragraphs = Array.from({ length: 40 }, (_, index) => "x".repeat(index) + KOREAN.slice(0, 300));
    const html = await streamed(
      <main>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </main>,
    );
    expect(Buffer.byteLength(html)).toBeGreaterThan(10 * 2048);
    expect(html.includes("\u0000")).toBe(false);
    // Exactly the text React was given, every character whole.
    expect(html).toBe(`<main>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")}</main>`);
  });
});
