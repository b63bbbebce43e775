/**
 * The folders Gatsby and its plugins write into public/ beside the pages, which hold no page of their own.
 *
 * Relies on, as of Gatsby 5.16.1 (guarded by __tests__/tuning/public-layout.test.ts, checklist in
 * docs/upgrading-gatsby.md):
 * - page data at public/page-data/<path>/page-data.json (gatsby-core-utils' page-data path);
 * - slices (shared HTML fragments) at public/_gatsby/slices/;
 * - files imported by the code or processed by gatsby-plugin-sharp at public/static/;
 * - gatsby-plugin-manifest's icons at public/icons/ (gatsby-plugin-manifest 5.16.0).
 * The post-build steps skip these folders when they look for pages (src/node/post-build/), and the content check
 * knows their addresses are the build's (src/content/rules.ts).
 */
export const GATSBY_FOLDERS = ["static", "page-data", "icons", "_gatsby"] as const;
