/**
 * Runs before `gatsby build` and `gatsby develop`: a .cache/ made by other code than the site's now is removed,
 * with public/, so that the build starts afresh (src/node/build-cache.ts says why).
 */
import { startAfreshIfOtherCode } from "../src/node/build-cache";

startAfreshIfOtherCode();
