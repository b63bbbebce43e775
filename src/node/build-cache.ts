import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { IAdapter } from "gatsby";
import { TRANSLATIONS_FOLDER } from "../content/translations";
import { DATA_DIR, ROOT } from "./project";

/**
 * Gatsby keeps what it made in .cache/ and public/ between builds (Netlify's adapter restores both before each
 * build), and makes again only what comes from a file that changed. It starts afresh when a plugin, package.json,
 * gatsby-config or gatsby-node changes, but not when the code they call changes: after a change to how entries'
 * nodes are made, the guides' nodes kept their old shape, and the home page called every guide a one-minute read.
 *
 * So every build notes a fingerprint of the code it ran with in .cache/ (and of the languages and translations
 * that exist, below), and a build whose fingerprint differs starts from an empty cache: before Gatsby starts
 * (`forgetCacheOfOtherCode`, for a cache left on this machine) and once the adapter has restored Netlify's
 * (`withCheckedCache`). An edit of an entry or a translation, which is what staff publish, still builds from the
 * cache.
 */

/** What a build runs: the site's code, its static files, and what installs and configures it. */
const CODE_FOLDERS = ["src", "static"];
const CODE_FILES = /^(gatsby-[\w-]+\.(?:ts|tsx|js|mjs)|package(-lock)?\.json|tsconfig\.json|netlify\.toml|\.nvmrc)$/;
const EDITOR_MANIFEST = "editor/package.json";

/** Where a build notes the fingerprint of the code that made .cache/. */
export const CODE_MARK = ".cache/site-code.txt";

/** The types Gatsby writes from the schema, which the code already decides. */
const WRITTEN_BY_THE_BUILD = "src/gatsby-types.d.ts";

/** The files whose change makes a build start afresh, inside `root`, sorted. */
export function codeFiles(root = ROOT): string[] {
  const top = readdirSync(root).filter((name) => CODE_FILES.test(name));
  const editor = existsSync(path.join(root, EDITOR_MANIFEST)) ? [EDITOR_MANIFEST] : [];
  const folders = CODE_FOLDERS.filter((folder) => existsSync(path.join(root, folder))).flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  );
  return [...top, ...editor, ...folders.filter((file) => file !== WRITTEN_BY_THE_BUILD)].sort();
}

/**
 * One hash of the code files' names and bytes, the Node version that runs them (its dates, its Intl), and what of
 * data/ an entry's nodes are made from besides its own file: data/languages.json and which translations exist
 * (src/node/gatsby/language-nodes.ts). An English file left as it was is not read again on a cache, so a language
 * or a translation added or deleted starts afresh; an edit of a translation's texts does not.
 */
export function codeFingerprint(root = ROOT, dataDir = root === ROOT ? DATA_DIR : path.join(root, "data")): string {
  const hash = createHash("sha256").update(`node ${process.version}\n`);
  const languages = path.join(dataDir, "languages.json");
  if (existsSync(languages)) hash.update(readFileSync(languages));
  const translations = path.join(dataDir, TRANSLATIONS_FOLDER);
  if (existsSync(translations)) hash.update(readdirSync(translations, { recursive: true, encoding: "utf8" }).sort().join("\n"));
  for (const file of codeFiles(root))
    hash
      .update(`${file}\n`)
      .update(readFileSync(path.join(root, file)))
      .update("\n");
  return hash.digest("hex");
}

function markOf(root: string): string | undefined {
  try {
    return readFileSync(path.join(root, CODE_MARK), "utf8").trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether .cache/ was made by other code than `root`'s now (or before a language or translation was added or
 * deleted): a build started with `gatsby build` itself, past the check `npm run build` makes first.
 */
export function cacheOfOtherCode(root = ROOT, fingerprint = codeFingerprint(root)): boolean {
  const mark = markOf(root);
  return mark !== undefined && mark !== fingerprint;
}

export const CACHE_OF_OTHER_CODE =
  "The build's cache (.cache/) was made by other code, or before a language or a translation was added or deleted, " +
  "so the pages could show what is no longer there. Run `npm run clean` first, or build with `npm run build` or " +
  "`npm start`, which start afresh by themselves.";

/** Notes in .cache/ the code, languages and translations its nodes were made from (gatsby-node's onPostBootstrap). */
export function markCacheCode(root = ROOT, fingerprint = codeFingerprint(root)): void {
  mkdirSync(path.dirname(path.join(root, CODE_MARK)), { recursive: true });
  writeFileSync(path.join(root, CODE_MARK), `${fingerprint}\n`);
}

/**
 * Removes .cache/ and public/ when they were made by other code than `root`'s now, or by a build that noted
 * none; returns whether it did.
 */
export function forgetCacheOfOtherCode(root = ROOT, fingerprint = codeFingerprint(root)): boolean {
  if (!existsSync(path.join(root, ".cache")) || markOf(root) === fingerprint) return false;
  for (const folder of [".cache", "public"]) rmSync(path.join(root, folder), { recursive: true, force: true });
  return true;
}

/** What a script that starts a build runs first (`npm run build`, `npm start`, `npm run cms`, the test build). */
export function startAfreshIfOtherCode(root = ROOT): void {
  if (forgetCacheOfOtherCode(root))
    process.stdout.write("The site's code changed since .cache/ was made: removed it and public/, so this build starts afresh.\n");
}

/**
 * The adapter with its cache checked: Netlify restores the cache inside Gatsby's own start, so a cache made by
 * other code is removed once restored, and reported as not restored, and Gatsby builds from nothing.
 */
export function withCheckedCache(adapter: IAdapter, root = ROOT): IAdapter {
  const { cache } = adapter;
  if (!cache) return adapter;
  const restore: typeof cache.restore = async (args) => {
    const restored = await cache.restore(args);
    if (restored === false || !forgetCacheOfOtherCode(root)) return restored;
    args.reporter.info("The site's code changed since the cached build: building from an empty cache.");
    return false;
  };
  return { ...adapter, cache: { restore, store: (args) => cache.store(args) } };
}
