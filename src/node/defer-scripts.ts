import { readFile, writeFile } from "node:fs/promises";
import { htmlFiles } from "./html-files";

/**
 * Gatsby ends every page with <script src async> tags for its runtime (about 80 KB gzip). Async scripts
 * download alongside the page's first image and run as soon as they arrive, so on a slow phone the image
 * that makes the page look ready waits for code that only makes it interactive, and the browser's
 * parsing and painting stop while that code runs.
 *
 * The prerendered page needs none of it to be read, so each page instead starts its scripts once it has
 * loaded (its HTML, inline styles and first images) and the next frame has been drawn (a browser may paint
 * only after the load event): the visitor sees the page as early as the network
 * allows and React then takes over, as before. The page policies are written after this, so the small
 * starter script is hashed like every other inline script.
 */

/** The tags exactly as Gatsby writes them; anything else is left as it is. */
const GATSBY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

export function starterScript(sources: readonly string[]): string {
  return (
    "(function(){function start(){" +
    `${JSON.stringify(sources)}.forEach(function(src){` +
    'var script=document.createElement("script");script.src=src;document.body.appendChild(script)})}' +
    "function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}" +
    'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint)})()'
  );
}

/** The page with Gatsby's script tags replaced by one starter script in the same place. */
export function deferGatsbyScripts(html: string): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  let placed = false;
  return html.replace(GATSBY_SCRIPT, () => {
    if (placed) return "";
    placed = true;
    return `<script>${starterScript(sources)}</script>`;
  });
}

/** Rewrites every built page; returns how many pages now start their scripts after loading. */
export async function deferScriptsInPages(publicDir: string, notPages: readonly string[]): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(publicDir, notPages)) {
    const html = await readFile(file, "utf8");
    const deferred = deferGatsbyScripts(html);
    if (deferred !== html) {
      await writeFile(file, deferred);
      changed += 1;
    }
  }
  return changed;
}
