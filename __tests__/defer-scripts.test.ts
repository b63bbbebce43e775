import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deferGatsbyScripts, deferScriptsInPages, starterScript } from "../src/node/post-build/defer-scripts";

const SCRIPT_TAGS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

const page = [
  "<html><head><style>body{}</style></head><body><div id=\"___gatsby\"></div>",
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  SCRIPT_TAGS,
  "</body></html>",
].join("");

describe("starting Gatsby's scripts after the page is painted", () => {
  it("replaces Gatsby's script tags with one starter naming the same files, in order", () => {
    const deferred = deferGatsbyScripts(page);
    expect(deferred).not.toMatch(/<script src=/);
    expect(deferred).toContain(`<script>${starterScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script>`);
    expect(deferred.match(/<script>/g)).toHaveLength(1);
  });

  it("leaves the page's other scripts and markup as they were", () => {
    const deferred = deferGatsbyScripts(page);
    expect(deferred).toContain('<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>');
    expect(deferred.startsWith('<html><head><style>body{}</style></head><body><div id="___gatsby"></div>')).toBe(true);
    expect(deferred.endsWith("</body></html>")).toBe(true);
  });

  it("changes nothing on a page without Gatsby's scripts", () => {
    const plain = '<html><body><script src="/other.js" defer></script></body></html>';
    expect(deferGatsbyScripts(plain)).toBe(plain);
  });

  it("moves the manifest link from the head into the starter", () => {
    const withManifest = page.replace("<head>", '<head><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>');
    const deferred = deferGatsbyScripts(withManifest);
    expect(deferred).not.toContain('<link rel="manifest"');
    expect(deferred).toContain(`<script>${starterScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], "/manifest.webmanifest")}</script>`);
  });
});

/** Runs the starter against a small stand-in for the browser, and says what it added and when. */
function runStarter(options: { image?: { top: number } | null; heading?: { top: number }; observer?: boolean; complete?: boolean }) {
  const added: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  let observed: { type: string; callback: (list: { getEntries: () => unknown[] }, observer: { disconnect: () => void }) => void } | null = null;
  let disconnected = false;
  // A 340 x 255 image at the given distance from the top of an 800 px high screen.
  const top = options.image?.top ?? 0;
  const image = options.image ? { getBoundingClientRect: () => ({ top, bottom: top + 255, width: 340 }) } : null;
  // A 340 x 100 heading.
  const headingTop = options.heading?.top ?? 0;
  const heading = options.heading ? { getBoundingClientRect: () => ({ top: headingTop, bottom: headingTop + 100, width: 340 }) } : null;
  const element = () => ({ src: "", href: "", rel: "", crossOrigin: "" });
  const fakeDocument = {
    readyState: options.complete ? "complete" : "interactive",
    createElement: element,
    querySelector: (selector: string) => (selector === "img[fetchpriority=high]" ? image : selector === "h1" ? heading : null),
    head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
    body: { appendChild: (script: { src: string }) => added.push(script.src) },
  };
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(private readonly callback: NonNullable<typeof observed>["callback"]) {}
    observe({ type }: { type: string }) {
      observed = { type, callback: this.callback };
    }
  }
  const observer = options.observer === false ? undefined : FakeObserver;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the starter's text, as the page would, with fake globals
  const run = new Function("document", "window", "PerformanceObserver", "addEventListener", "requestAnimationFrame", "setTimeout", "innerHeight", starterScript(["/a.js", "/b.js"], "/manifest.webmanifest")) as (...globals: unknown[]) => void;
  run(
    fakeDocument,
    { PerformanceObserver: observer },
    observer,
    (type: string, listener: () => void) => (listeners[type] = listener),
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
    800,
  );
  return {
    added,
    image,
    heading,
    load: () => listeners.load?.(),
    frame: () => frames.shift()?.(),
    deliver: (entries: unknown[]) => observed?.callback({ getEntries: () => entries }, { disconnect: () => (disconnected = true) }),
    observedType: () => observed?.type,
    disconnected: () => disconnected,
    /** Runs the timers due now (delay 0); the 1.5 s safety timer stays pending. */
    tick: () => timers.splice(0).forEach((timer) => (timer.delay === 0 ? timer.callback() : timers.push(timer))),
    safetyTimer: () => timers.find((timer) => timer.delay === 1500),
  };
}

describe("the starter", () => {
  it("waits for the load event, then for the first image to be on screen as the largest paint", () => {
    const browser = runStarter({ image: { top: 300 } });
    browser.tick();
    expect(browser.observedType()).toBeUndefined();
    browser.load();
    expect(browser.observedType()).toBe("largest-contentful-paint");
    // An earlier, smaller candidate: the heading's text, painted before the image.
    browser.deliver([{ element: { tagName: "H1" }, size: 20_000 }]);
    browser.frame();
    browser.frame();
    browser.tick();
    expect(browser.added).toEqual([]);
    browser.deliver([{ element: browser.image, size: 340 * 255 }]);
    expect(browser.disconnected()).toBe(true);
    browser.tick();
    expect(browser.added).toEqual(["manifest /manifest.webmanifest", "/a.js", "/b.js"]);
  });

  it("starts at a paint larger than the image's visible part, since the image can then never be the largest", () => {
    // 340 px wide with 100 px of it on the 800 px screen: 34,000 px² visible.
    const browser = runStarter({ image: { top: 700 } });
    browser.load();
    browser.deliver([{ element: { tagName: "P" }, size: 33_999 }]);
    browser.tick();
    expect(browser.added).toEqual([]);
    browser.deliver([{ element: { tagName: "P" }, size: 34_000 }]);
    browser.tick();
    expect(browser.added).toEqual(["manifest /manifest.webmanifest", "/a.js", "/b.js"]);
  });

  it("without an image on screen, waits for the page's h1 as the largest paint, or for something larger", () => {
    const browser = runStarter({ image: { top: 900 }, heading: { top: 100 } });
    browser.load();
    expect(browser.observedType()).toBe("largest-contentful-paint");
    // The eyebrow above the heading, painted first and smaller: the heading is still to come.
    browser.deliver([{ element: { tagName: "P" }, size: 4_000 }]);
    browser.tick();
    expect(browser.added).toEqual([]);
    browser.deliver([{ element: browser.heading, size: 34_000 }]);
    browser.tick();
    expect(browser.added).toEqual(["manifest /manifest.webmanifest", "/a.js", "/b.js"]);
    // An introduction larger than the heading, painted with it, would have started them as well.
    const withIntro = runStarter({ image: null, heading: { top: 100 } });
    withIntro.load();
    withIntro.deliver([{ element: { tagName: "P" }, size: 40_000 }]);
    withIntro.tick();
    expect(withIntro.added).toEqual(["manifest /manifest.webmanifest", "/a.js", "/b.js"]);
  });

  it("waits for the first contentful paint and two frames more when neither an image nor a heading is on screen", () => {
    const browser = runStarter({ image: { top: 900 } });
    browser.load();
    expect(browser.observedType()).toBe("paint");
    browser.deliver([{ name: "first-paint" }]);
    browser.tick();
    expect(browser.added).toEqual([]);
    browser.deliver([{ name: "first-contentful-paint" }]);
    // The rest of the page may paint in the next frame: the scripts wait for two.
    browser.tick();
    expect(browser.added).toEqual([]);
    browser.frame();
    browser.tick();
    expect(browser.added).toEqual([]);
    browser.frame();
    browser.tick();
    expect(browser.added).toEqual(["manifest /manifest.webmanifest", "/a.js", "/b.js"]);
  });

  it("waits two frames where the browser reports no paints, and never more than 1.5 s, starting once", () => {
    const browser = runStarter({ observer: false, complete: true });
    browser.frame();
    browser.tick();
    expect(browser.added).toEqual([]);
    browser.frame();
    browser.tick();
    expect(browser.added).toEqual(["manifest /manifest.webmanifest", "/a.js", "/b.js"]);
    browser.safetyTimer()?.callback();
    expect(browser.added).toHaveLength(3);

    const stuck = runStarter({ image: { top: 100 } });
    stuck.load();
    stuck.safetyTimer()?.callback();
    expect(stuck.added).toEqual(["manifest /manifest.webmanifest", "/a.js", "/b.js"]);
  });
});

describe("a later build, when Gatsby stitches its script tags into the pages again", () => {
  it("still gives the starter the manifest, though the page's link was removed by the build before", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    writeFileSync(path.join(publicDir, "manifest.webmanifest"), "{}");
    const file = path.join(publicDir, "index.html");
    writeFileSync(file, page.replace("<head>", '<head><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>'));
    expect(await deferScriptsInPages(publicDir, [])).toBe(1);
    const first = readFileSync(file, "utf8");

    // What Gatsby's slice stitching leaves on a warm build: its own script tags back, the head as it was left.
    writeFileSync(file, first.replace(/<script>\(function\(\)[\s\S]*?<\/script>/, SCRIPT_TAGS));
    expect(await deferScriptsInPages(publicDir, [])).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(first).toContain(`<script>${starterScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], "/manifest.webmanifest")}</script>`);
  });
});
