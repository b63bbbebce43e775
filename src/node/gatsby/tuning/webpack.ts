import type { CreateWebpackConfigArgs } from "gatsby";
import { tuningOffDefine, tuningOn, tuningsOff, type Tuning } from "./switches";
import { withCssPerPage, withShortClassNames, type WebpackConfig } from "./webpack-css";

/**
 * Where every webpack tuning of this folder is applied (onCreateWebpackConfig).
 *
 * Relies on, as of Gatsby 5.16.1 with webpack 5.98 (guarded by __tests__/tuning/webpack.test.ts, checklist in
 * docs/upgrading-gatsby.md):
 * - the production stages are named "build-javascript" (the browser's scripts and CSS) and "build-html" (the HTML
 *   renderer), and getConfig() returns the whole configuration, which replaceWebpackConfig takes back;
 * - both keep webpack's persistent cache at cache.cacheLocation (.cache/webpack/stage-<stage>);
 * - the HTML renderer's build leaves process.env empty ("process.env": "({})" in its DefinePlugin).
 * */

/** The production stages this folder tunes. */
export const BROWSER_STAGE = "build-javascript";
export const HTML_STAGE = "build-html";

/**
 * Webpack's persistent cache does not know TUNING_OFF, and would serve modules compiled with the tunings on (CSS
 * class names, for one): a build with tunings off keeps a cache of its own.
 */
export function withCacheFor(config: WebpackConfig, off: ReadonlySet<Tuning>): WebpackConfig {
  const cache = config.cache;
  if (off.size === 0 || typeof cache !== "object" || cache === null || !("cacheLocation" in cache)) return config;
  const location = String(cache.cacheLocation);
  return { ...config, cache: { ...cache, cacheLocation: `${location}-without-${[...off].sort().join("-")}` } };
}

export function tuneWebpackConfig({ stage, actions, getConfig, plugins }: CreateWebpackConfigArgs): void {
  // Gatsby types these as bare Functions.
  const readConfig = getConfig as () => WebpackConfig;
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  if (stage === HTML_STAGE || stage === "develop-html") {
    // gatsby-ssr.tsx reads TUNING_OFF in the renderer, where process.env is otherwise empty.
    actions.setWebpackConfig({ plugins: [define(tuningOffDefine())] });
  }
  if (stage === HTML_STAGE || stage === BROWSER_STAGE) {
    let config = withCacheFor(readConfig(), tuningsOff());
    // Each page's CSS is the browser build's; class names must be the same in both.
    if (stage === BROWSER_STAGE && tuningOn("css-per-page")) config = withCssPerPage(config);
    if (tuningOn("short-class-names")) config = withShortClassNames(config);
    actions.replaceWebpackConfig(config);
  }
}
