/**
 * The starter: the one inline script of every page, in place of Gatsby's script tags (defer-scripts.ts bundles
 * it with esbuild, with the page's script addresses, and inlines the result). It runs in the visitor's browser,
 * not in Node, and uses only what every browser the site supports has.
 *
 * Once the page has loaded, it waits until the browser reports that the page's content is on screen, then adds
 * the scripts. With a first visible image (the one fetched with high priority), that is the
 * largest-contentful-paint entry naming it, or one for something larger than its visible part (the image can
 * then never be the largest paint, and is never named). Without one, the same for the page's h1. Without either
 * on screen, it is two frames after the first contentful paint. Browsers without those reports wait two frames
 * instead, and none waits more than 1.5 s after loading.
 *
 * The web app manifest is linked at the same moment. Chrome fetches a linked manifest and then one of its
 * icons (about 10 KB in all) while the page is still loading, to see whether the site can be installed;
 * nothing a visitor sees needs them, so they no longer compete with the page's first image.
 *
 * The browser's globals are named bare (document, setTimeout, innerHeight...), never through window, so that a
 * test can hand the bundle stand-ins for them.
 */

/** The longest the scripts wait after the load event, whatever the browser reports. */
export const LONGEST_WAIT_MS = 1500;

/** The part of the element's box that is on screen, in px². */
function visibleArea(element: Element): number {
  const box = element.getBoundingClientRect();
  return box.width * (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
}

/**
 * The element whose paint shows the page: its first visible image, else its heading (a serif heading can paint a
 * frame or more after the first text on a busy machine), with the area of it that is on screen.
 */
function pageShownBy(): { element: Element; area: number } | null {
  for (const selector of ["img[fetchpriority=high]", "h1"]) {
    const element = document.querySelector(selector);
    const area = element ? visibleArea(element) : 0;
    if (element && area > 0) return { element, area };
  }
  return null;
}

export function startScripts(sources: readonly string[], manifest: string | null): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (manifest) {
      const link = document.createElement("link");
      link.rel = "manifest";
      link.crossOrigin = "anonymous";
      link.href = manifest;
      document.head.appendChild(link);
    }
    for (const source of sources) {
      const script = document.createElement("script");
      script.src = source;
      document.body.appendChild(script);
    }
  };
  const soon = () => {
    setTimeout(start, 0);
  };
  const afterTwoFrames = () => {
    requestAnimationFrame(() => requestAnimationFrame(soon));
  };

  const onScreen = () => {
    setTimeout(start, LONGEST_WAIT_MS);
    const shown = pageShownBy();
    const type = shown ? "largest-contentful-paint" : "paint";
    const types = typeof PerformanceObserver === "function" ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
    if (!types.includes(type)) {
      afterTwoFrames();
      return;
    }
    new PerformanceObserver((list, observer) => {
      for (const entry of list.getEntries()) {
        const paint = entry as PerformanceEntry & { element?: Element | null; size?: number };
        const showsPage = shown ? paint.element === shown.element || (paint.size ?? 0) >= shown.area : paint.name === "first-contentful-paint";
        if (!showsPage) continue;
        observer.disconnect();
        // Without an image or heading, the first contentful paint may come before the load event, with the rest
        // of the page painted in a later frame: two frames after it, everything the page held is on screen.
        if (shown) soon();
        else afterTwoFrames();
        return;
      }
    }).observe({ type, buffered: true });
  };

  if (document.readyState === "complete") onScreen();
  else addEventListener("load", onScreen);
}
