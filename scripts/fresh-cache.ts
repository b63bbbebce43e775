/**
 * Runs before `gatsby build` and `gatsby develop`: a .cache/ made by other code than the site's now is removed,
 * with public/, so that the build starts afresh (src/node/build-cache.ts says why).
 */
import { forgetCacheOfOtherCode } from "../src/node/build-cache";

if (forgetCacheOfOtherCode()) {
  process.stdout.write("The site's code changed since .cache/ was made: removed it and public/, so this build starts afresh.\n");
}
