/**
 * @jest-environment node
 */
import { Script } from "node:vm";
import { inlineScripts, contentSecurityPolicy, scriptHash } from "../../src/node/post-build/csp";
import { deferGatsbyScripts, starterScript } from "../../src/node/gatsby/tuning/defer-scripts";

/** Runs the bundled starter against a small stand-in for the browser, and says what it added and when. */
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
  const run = new Function(
    "document",
    "window",
    "PerformanceObserver",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "innerHeight",
    starterScript(["/a.js", "/b.js"], "/manifest.webmanifest"),
  ) as (...globals: unknown[]) => void;
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

describe("the starter's bundle", () => {
  const script = starterScript(["/webpack-runtime-1.js", "/app-3.js"], "/manifest.webmanifest");

  it("is one small classic script, with the page's addresses in its call", () => {
    expect(script.length).toBeGreaterThan(200);
    expect(script.length).toBeLessThan(1500);
    expect(script).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(script).not.toMatch(/\b(import|export|require)\b/);
    expect(script).toContain('["/webpack-runtime-1.js","/app-3.js"],"/manifest.webmanifest")');
    expect(() => new Script(script)).not.toThrow();
  });

  it("is the same text for the same scripts, so every page's policy allows it by one hash", () => {
    const page = '<html><body><script src="/app-3.js" async></script></body></html>';
    const deferred = deferGatsbyScripts(page);
    expect(inlineScripts(deferred)).toEqual([starterScript(["/app-3.js"])]);
    expect(contentSecurityPolicy(inlineScripts(deferred))).toContain(scriptHash(starterScript(["/app-3.js"])));
  });
});
