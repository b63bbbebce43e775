// The site's global styles. No page loads Gatsby's browser runtime (src/node/gatsby/tuning/no-runtime.ts), but
// Gatsby takes its global CSS from this file and inlines it into every page.
import "./src/styles/global.css";
