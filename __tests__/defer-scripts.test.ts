import { deferGatsbyScripts, starterScript } from "../src/node/defer-scripts";

const page = [
  "<html><head><style>body{}</style></head><body><div id=\"___gatsby\"></div>",
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
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

  it("starts the files after the load event and the next frame, and at once when already loaded", () => {
    const appended: string[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const fakeDocument = {
      readyState: "interactive",
      createElement: () => ({ src: "" }),
      body: { appendChild: (script: { src: string }) => appended.push(script.src) },
    };
    const run = new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      starterScript(["/a.js", "/b.js"]),
    );
    run(
      fakeDocument,
      (type: string, listener: () => void) => (listeners[type] = listener),
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(appended).toEqual([]);
    listeners.load?.();
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]);
    timers.shift()?.();
    expect(appended).toEqual(["/a.js", "/b.js"]);

    appended.length = 0;
    fakeDocument.readyState = "complete";
    run(fakeDocument, () => undefined, (callback: () => void) => callback(), (callback: () => void) => callback());
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });
});
