/** @jest-environment node */
// cspell:dictionaries es-es
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
import { cacheOfOtherCode, codeFiles, codeFingerprint, forgetCacheOfOtherCode, markCacheCode, withCheckedCache } from "../src/node/build-cache";

/**
 * A build starts from an empty cache when the code that made .cache/ is not the code now
 * (src/node/build-cache.ts): Gatsby itself starts afresh only when a plugin, package.json, gatsby-config or
 * gatsby-node changes, and kept stale nodes after a change to the code that makes them.
 */

let root = "";

function write(relativePath: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, relativePath)), { recursive: true });
  writeFileSync(path.join(root, relativePath), text);
}

/** .cache/ and public/ as a build leaves them. */
function built(): void {
  write(".cache/redux/state", "nodes");
  write("public/index.html", "<h1>Welcome</h1>");
}

const cacheLeft = () => existsSync(path.join(root, ".cache")) || existsSync(path.join(root, "public"));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "kindred-cache-"));
  write("package.json", "{}");
  write("gatsby-config.ts", "export default {};");
  write("src/components/Card.module.css", ".card { color: #0e5e5a; }");
  write("src/node/gatsby/language-nodes.ts", "export {};");
  write("static/icon.svg", "<svg/>");
  write("editor/package.json", "{}");
  write("data/events/picnic.json", '{ "title": "Picnic" }');
  write("docs/testing.md", "# Testing");
  write("e2e/pages.spec.ts", "export {};");
  write("src/gatsby-types.d.ts", "declare namespace Queries {}");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the code's fingerprint", () => {
  it("covers the site's code, static files and manifests, never data/, docs or tests", () => {
    expect(codeFiles(root)).toEqual([
      "editor/package.json",
      "gatsby-config.ts",
      "package.json",
      "src/components/Card.module.css",
      "src/node/gatsby/language-nodes.ts",
      "static/icon.svg",
    ]);
  });

  it("changes with a language or a translation added or deleted, not with a translation's texts", () => {
    write("data/languages.json", '{ "translations": [{ "code": "es" }] }');
    write("data/translations/es/events/picnic.json", '{ "title": "Merienda" }');
    const first = codeFingerprint(root);
    write("data/translations/es/events/picnic.json", '{ "title": "Merienda de otoño" }');
    expect(codeFingerprint(root)).toBe(first);
    rmSync(path.join(root, "data/translations/es/events/picnic.json"));
    expect(codeFingerprint(root)).not.toBe(first);
    write("data/translations/es/events/picnic.json", '{ "title": "Merienda" }');
    expect(codeFingerprint(root)).toBe(first);
    write("data/languages.json", '{ "translations": [{ "code": "es" }, { "code": "ko" }] }');
    expect(codeFingerprint(root)).not.toBe(first);
  });

  it("changes with a stylesheet, not with what staff publish", () => {
    const first = codeFingerprint(root);
    write("data/events/picnic.json", '{ "title": "Autumn picnic" }');
    write("docs/testing.md", "# Testing, again");
    expect(codeFingerprint(root)).toBe(first);
    write("src/components/Card.module.css", ".card { color: #8a3b12; }");
    expect(codeFingerprint(root)).not.toBe(first);
  });
});

describe("a cache left on the machine", () => {
  it("is removed with public/ when no build noted its code, or other code made it", () => {
    built();
    expect(forgetCacheOfOtherCode(root)).toBe(true);
    expect(cacheLeft()).toBe(false);
    built();
    markCacheCode(root);
    write("src/node/gatsby/language-nodes.ts", "export const changed = true;");
    expect(forgetCacheOfOtherCode(root)).toBe(true);
    expect(cacheLeft()).toBe(false);
  });

  it("is kept when the same code made it, however data/ changed since", () => {
    built();
    markCacheCode(root);
    write("data/events/picnic.json", '{ "title": "Autumn picnic" }');
    expect(forgetCacheOfOtherCode(root)).toBe(false);
    expect(existsSync(path.join(root, ".cache/redux/state"))).toBe(true);
    expect(existsSync(path.join(root, "public/index.html"))).toBe(true);
  });

  it("stops a build started past the check (`gatsby build` itself) when other code made it, and only then", () => {
    built();
    expect(cacheOfOtherCode(root)).toBe(false);
    markCacheCode(root);
    expect(cacheOfOtherCode(root)).toBe(false);
    write("data/translations/es/events/picnic.json", '{ "title": "Merienda" }');
    expect(cacheOfOtherCode(root)).toBe(true);
  });

  it("is nothing to do where there is none", () => {
    expect(forgetCacheOfOtherCode(root)).toBe(false);
  });
});

describe("the cache Netlify's adapter restores", () => {
  const reporter = { info: jest.fn() };
  const context = { directories: [".cache", "public"], reporter } as unknown as Parameters<NonNullable<IAdapter["cache"]>["restore"]>[0];
  const store = jest.fn();
  /** The adapter, checked, its cache restoring (or not) the folders of a build and the note `mark` writes there. */
  const adapterRestoring = (restored: boolean, mark: () => void = () => undefined) => {
    const restore = () => {
      if (restored) {
        built();
        mark();
      }
      return Promise.resolve(restored);
    };
    const cache = withCheckedCache({ name: "netlify", cache: { restore, store }, adapt: () => undefined }, root).cache;
    if (!cache) throw new Error("the adapter lost its cache");
    return cache;
  };

  beforeEach(() => {
    reporter.info.mockClear();
    store.mockClear();
  });

  it("is removed, and reported as not restored, when other code made it", async () => {
    const before = codeFingerprint(root);
    write("src/components/Card.module.css", ".card { color: #8a3b12; }");
    await expect(adapterRestoring(true, () => markCacheCode(root, before)).restore(context)).resolves.toBe(false);
    expect(cacheLeft()).toBe(false);
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("code changed"));
  });

  it("is used when the same code made it", async () => {
    await expect(adapterRestoring(true, () => markCacheCode(root)).restore(context)).resolves.toBe(true);
    expect(existsSync(path.join(root, ".cache/redux/state"))).toBe(true);
    expect(reporter.info).not.toHaveBeenCalled();
  });

  it("is left to the adapter when it restored none, and stored by it", async () => {
    const cache = adapterRestoring(false);
    await expect(cache.restore(context)).resolves.toBe(false);
    await cache.store(context);
    expect(store).toHaveBeenCalledTimes(1);
  });
});
