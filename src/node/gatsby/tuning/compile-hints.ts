import type { Compiler } from "webpack";

/**
 * Tuning "compile-hints": V8's explicit compile hint on every script of the browser build.
 *
 * Relies on, as of Gatsby 5.16.1 with webpack 5.98 and terser-webpack-plugin 5.6 (guarded by
 * __tests__/tuning/compile-hints.test.ts, checklist in docs/upgrading-gatsby.md):
 * - Gatsby's browser build is a webpack 5 compilation whose minifier (its plugins.minifyJs(), terser) runs at
 *   processAssets stage OPTIMIZE_SIZE, so a comment added just after it survives;
 * - Gatsby names the browser's scripts by their content hash ([name]-[contenthash].js), which webpack computes
 *   after this stage (realContentHash), so a file with the hint never shares a name with one without.
 *
 * The hint (Chromium 136 and later; other engines read it as a comment): a script that starts with it has all its
 * functions compiled while it downloads, on a background thread, instead of one by one on the main thread the
 * first time each is called. The site's scripts run almost entirely at start-up: module factories, React and the
 * page's components.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const NAME = "CompileHintsPlugin";

/**
 * Puts the compile hint on the first line of every JavaScript file of the browser build. It runs after the
 * minifier (which would drop the comment) and before the source maps are written, so the maps shift with it.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!file.endsWith(".js")) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
