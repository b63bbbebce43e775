/**
 * Builds the site the browser tests visit, in public/, with a fixed clock (SITE_NOW = TEST_NOW), so that no test
 * depends on the day it runs. `npm test` runs it in place of `npm run build`. The site with nothing upcoming and
 * a language added in data/ alone are proven without a build of their own (__tests__/EventsPage.test.tsx,
 * __tests__/added-language.test.ts).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { TEST_NOW } from "../harness/clocks";
import { startAfreshIfOtherCode } from "../src/node/build-cache";
import { TEST_BUILD_TYPES_FILE } from "./check-gatsby-types";

const root = path.resolve(__dirname, "..");

// A cache made by other code is not built on (src/node/build-cache.ts).
startAfreshIfOtherCode();
process.stdout.write(`\nBuilding the site as on ${TEST_NOW}\n`);
// --no-uglify: Gatsby's browser scripts are never sent to a page (src/node/gatsby/tuning/no-runtime.ts), so
// minifying them would only cost the test run about 3 s of CPU; the CSS the pages inline is still minified.
execFileSync("npx", ["gatsby", "build", "--no-uglify"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, SITE_NOW: TEST_NOW, GATSBY_TYPES_FILE: TEST_BUILD_TYPES_FILE },
});
