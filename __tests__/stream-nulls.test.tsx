/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { removeStreamNulls, withoutStreamNulls } from "../src/node/gatsby/stream-nulls";

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

describe("React's stream NULs", () => {
  it("appear in React 18's streamed HTML when a character of several bytes meets the end of a view", async () => {
    const html = await streamed(
      <main>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index}>{"x".repeat(index) + KOREAN.slice(0, 300)}</p>
        ))}
      </main>,
    );
    // This is what the mend is for; if React stops writing them, the mend stays harmless.
    expect(html.includes("\u0000")).toBe(true);
    const mended = withoutStreamNulls(html);
    expect(mended.includes("\u0000")).toBe(false);
    // Exactly the text React was given: nothing but the NULs is removed.
    expect(mended).toContain(`<p>${"x".repeat(39)}${KOREAN.slice(0, 300)}</p>`);
  });

  it("are removed from every built page, and a page without any is left as it is", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "kindred-nulls-"));
    try {
      mkdirSync(path.join(dir, "ko"));
      writeFileSync(path.join(dir, "ko", "index.html"), "<p>또\u0000는</p>");
      writeFileSync(path.join(dir, "index.html"), "<p>Hello</p>");
      expect(await removeStreamNulls(dir, [])).toBe(1);
      expect(readFileSync(path.join(dir, "ko", "index.html"), "utf8")).toBe("<p>또는</p>");
      expect(readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>Hello</p>");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
