/**
 * Tunings "css-per-page" and "short-class-names": how the site's CSS reaches visitors, set on Gatsby's webpack
 * configuration for production builds.
 *
 * Relies on, as of Gatsby 5.16.1 (gatsby/dist/utils/webpack.config.js and webpack-utils.js; guarded by
 * __tests__/tuning/webpack-css.test.ts, checklist in docs/upgrading-gatsby.md):
 * - the browser build's optimization.splitChunks.cacheGroups has a "styles" group that gathers every CSS module
 *   into one chunk;
 * - the browser build extracts CSS with exactly one MiniCssExtractPlugin, whose chunkFilename can be set;
 * - CSS modules are compiled by css-loader, whose loader entry carries options.modules.localIdentName, in both
 *   the browser build and the HTML renderer's;
 * - Gatsby inlines every CSS file of a page's chunks in its head (see head-order.tsx).
 * Each function throws at build time, naming this file, when the shape it edits is not there.
 *
 * Each page inlines the CSS of the components it uses, not the whole site's. Gatsby puts every CSS module in one
 * "styles" chunk, which each page then carries in its HTML: with a library of guides, every page would pay for
 * the guides' reading and print styles. Without that chunk, a template's CSS travels with the template's own
 * chunk, and the app's (the tokens and base styles) with the app; Gatsby inlines both.
 *
 * Class names are short hashes in production ("GuideArticle-module--contentsHeading--40e92" becomes "_3kQ1fZ"):
 * each name is written in the page's CSS, in its HTML and in the JavaScript that renders it, so its length is
 * paid three times on every page. `npm start` keeps the readable names for development.
 */

/** A rule or loader of webpack's configuration, as far as it is read here; a loader may also be named by a string. */
interface Rule {
  loader?: string;
  options?: unknown;
  use?: (Rule | string)[] | Rule | string;
  oneOf?: Rule[];
  rules?: Rule[];
}

export interface WebpackConfig {
  module?: { rules?: Rule[] };
  cache?: unknown;
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
  plugins?: unknown[];
}

/**
 * The name of a page's CSS file, as the browser fetches it when a visitor moves to another page without a full
 * load: its chunk's number and a short content hash. The script that finds the file carries one entry per page,
 * on every page, so the names are kept short.
 */
export const PAGE_CSS_FILENAME = "[id].[contenthash:8].css";

function notThere(what: string): Error {
  return new Error(`Gatsby's webpack configuration has no ${what}: check src/node/gatsby/tuning/webpack-css.ts and docs/upgrading-gatsby.md.`);
}

function isCssExtractPlugin(plugin: unknown): plugin is { options: { chunkFilename?: unknown } } {
  return (
    typeof plugin === "object" &&
    plugin !== null &&
    plugin.constructor.name === "MiniCssExtractPlugin" &&
    "options" in plugin &&
    typeof plugin.options === "object" &&
    plugin.options !== null
  );
}

export function withCssPerPage<Config extends WebpackConfig>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups || !("styles" in splitChunks.cacheGroups)) throw notThere("styles chunk to split");
  const extract = (config.plugins ?? []).filter(isCssExtractPlugin);
  if (extract.length !== 1) throw notThere("CSS extraction plugin");
  for (const plugin of extract) plugin.options.chunkFilename = PAGE_CSS_FILENAME;
  const { styles: _styles, ...cacheGroups } = splitChunks.cacheGroups;
  return { ...config, optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups } } };
}

/** Six characters of the module's and class's hash: unique across the site's few hundred classes. */
export const SHORT_CLASS_NAME = "[hash:base64:6]";

function shortened<Item>(item: Item, found: { count: number }): Item {
  // Loaders named by a string, or made by a function, are left as they are.
  if (typeof item !== "object" || item === null || Array.isArray(item)) return item;
  const rule = item as Rule;
  const children = <Child>(list: Child[] | undefined) => list?.map((child) => shortened(child, found));
  const options = rule.options as { modules?: { localIdentName?: string } } | undefined;
  const isCssLoader = typeof rule.loader === "string" && /[/\\]css-loader[/\\]/.test(rule.loader);
  const modules = isCssLoader && options?.modules && typeof options.modules === "object" ? options.modules : undefined;
  if (modules) found.count += 1;
  const copy: Rule = {
    ...rule,
    ...(modules ? { options: { ...options, modules: { ...modules, localIdentName: SHORT_CLASS_NAME } } } : {}),
    ...(Array.isArray(rule.use) ? { use: children(rule.use) } : rule.use ? { use: shortened(rule.use, found) } : {}),
    ...(rule.oneOf ? { oneOf: children(rule.oneOf) } : {}),
    ...(rule.rules ? { rules: children(rule.rules) } : {}),
  };
  return copy as Item;
}

/** The same short names in both production stages: the browser's bundle and the HTML renderer must agree. */
export function withShortClassNames<Config extends WebpackConfig>(config: Config): Config {
  const found = { count: 0 };
  const rules = (config.module?.rules ?? []).map((rule) => shortened(rule, found));
  if (found.count === 0) throw notThere("CSS module loader");
  return { ...config, module: { ...config.module, rules } };
}
