import { readFile, writeFile } from "node:fs/promises";
import { htmlFiles } from "../post-build/html-files";

/**
 * Gatsby 5 renders each page with React 18's renderToPipeableStream, which writes the HTML through fixed views of
 * 2,048 bytes. When a character of several bytes (é, ñ, —, 한, 中) does not fit in what is left of a view, React
 * 18.3 sends the view with its unused bytes as NUL (U+0000) and the character whole at the start of the next one
 * (react/react#31134). A NUL is never valid in HTML: the W3C checker rejects the page and browsers draw "�" in the
 * middle of a word. Removing every NUL leaves the page exactly as React rendered it.
 */
export function withoutStreamNulls(html: string): string {
  return html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
}

/** Removes the NULs from every built page; returns how many pages had any. */
export async function removeStreamNulls(publicDir: string, notPages: readonly string[]): Promise<number> {
  let mended = 0;
  for (const file of await htmlFiles(publicDir, notPages)) {
    const html = await readFile(file, "utf8");
    const clean = withoutStreamNulls(html);
    if (clean !== html) {
      await writeFile(file, clean);
      mended += 1;
    }
  }
  return mended;
}
