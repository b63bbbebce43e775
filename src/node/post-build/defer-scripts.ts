import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFiles } from "./html-files";

/**
 * Gatsby ends every page with <script src async> tags for its runtime (about 80 KB gzip). Async scripts
 * download alongside the page's first image and run as soon as they arrive, so on a slow phone the image
 * that makes the page look ready waits for code that only makes it interactive, and the browser's
 * parsing and painting stop while that code runs.
 *
 * The prerendered page needs none of it to be read, so each page instead starts its scripts once it has
 * loaded (its HTML, inline styles and first images) and is on screen: the visitor sees the page as early as
 * the network allows and React then takes over, as before. The page policies are written after this, so the small
 * starter script is hashed like every other inline script.
 */

/** The tags exactly as Gatsby and gatsby-plugin-manifest write them; anything else is left as it is. */
const GATSBY_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;
const MANIFEST_LINK = /<link rel="manifest" href="(\/[^"<>]+)" crossorigin="anonymous"\/?>/;

/**
 * The starter: once the page has loaded, it waits until the browser reports that the page's content is on
 * screen, then adds the scripts. With a first visible image (the one fetched with high priority), that is the
 * largest-contentful-paint entry naming it, or one for something larger than its visible part (the image can
 * then never be the largest paint, and is never named). Without one, the same for the page's h1. Without either
 * on screen, it is two frames after the first contentful paint.
 * Browsers without those reports wait two frames instead, and none waits more than 1.5 s after loading.
 *
 * The web app manifest is linked at the same moment. Chrome fetches a linked manifest and then one of its
 * icons (about 10 KB in all) while the page is still loading, to see whether the site can be installed;
 * nothing a visitor sees needs them, so they no longer compete with the page's first image.
 */
export function starterScript(sources: readonly string[], manifest: string | null = null): string {
  const linkManifest = manifest
    ? 'var link=document.createElement("link");link.rel="manifest";link.crossOrigin="anonymous";' +
      `link.href=${JSON.stringify(manifest)};document.head.appendChild(link);`
    : "";
  return [
    "(function(){",
    "var started=false;",
    "function start(){if(started)return;started=true;",
    linkManifest,
    `${JSON.stringify(sources)}.forEach(function(src){`,
    'var script=document.createElement("script");script.src=src;document.body.appendChild(script)})}',
    "function soon(){setTimeout(start,0)}",
    "function onScreen(){",
    "setTimeout(start,1500);",
    // The element whose paint shows the page: its first visible image, else its heading (a serif heading can
    // paint a frame or more after the first text on a busy machine).
    'var image=document.querySelector("img[fetchpriority=high]"),area=0;',
    "function visible(element){var box=element.getBoundingClientRect();",
    "return box.width*(Math.min(box.bottom,innerHeight)-Math.max(box.top,0))}",
    "if(image){area=visible(image);if(area<=0)image=null}",
    'if(!image){image=document.querySelector("h1");if(image){area=visible(image);if(area<=0)image=null}}',
    'var type=image?"largest-contentful-paint":"paint";',
    "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];",
    "if(types.indexOf(type)<0){requestAnimationFrame(function(){requestAnimationFrame(soon)});return}",
    "new PerformanceObserver(function(list,observer){list.getEntries().forEach(function(entry){",
    // Without an image, the first contentful paint may come before the load event, with the rest of the page
    // painted in a later frame: two frames after it, everything the page held when it loaded is on screen.
    "if(image?entry.element===image||entry.size>=area:entry.name===\"first-contentful-paint\"){observer.disconnect();",
    "if(image)soon();else requestAnimationFrame(function(){requestAnimationFrame(soon)})}",
    "})}).observe({type:type,buffered:true})}",
    'if(document.readyState==="complete")onScreen();else addEventListener("load",onScreen)',
    "})()",
  ].join("");
}

/**
 * The page with Gatsby's script tags replaced by one starter script in the same place, and the manifest link
 * moved into that starter. `manifest` is the site's manifest address when known; otherwise it is read from the
 * page's link.
 */
export function deferGatsbyScripts(html: string, manifest: string | null = null): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  manifest ??= MANIFEST_LINK.exec(html)?.[1] ?? null;
  let placed = false;
  return html.replace(MANIFEST_LINK, "").replace(GATSBY_SCRIPT, () => {
    if (placed) return "";
    placed = true;
    return `<script>${starterScript(sources, manifest)}</script>`;
  });
}

/** The file gatsby-plugin-manifest writes at the site's root. */
const MANIFEST_FILE = "manifest.webmanifest";

/**
 * Rewrites every built page; returns how many pages now start their scripts after loading.
 *
 * Gatsby keeps its script tags in a shared fragment (public/_gatsby/slices/) and stitches it into every page
 * again on each build, even when it renders no page anew. The page's manifest link was removed by the build
 * before, so the manifest's address comes from the site (the file in publicDir), not from the page.
 */
export async function deferScriptsInPages(publicDir: string, notPages: readonly string[]): Promise<number> {
  const manifest = existsSync(path.join(publicDir, MANIFEST_FILE)) ? `/${MANIFEST_FILE}` : null;
  let changed = 0;
  for (const file of await htmlFiles(publicDir, notPages)) {
    const html = await readFile(file, "utf8");
    const deferred = deferGatsbyScripts(html, manifest);
    if (deferred !== html) {
      await writeFile(file, deferred);
      changed += 1;
    }
  }
  return changed;
}
