import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { DATA_FILE_TYPE } from "./src/content/registry";
import { withCheckedCache } from "./src/node/build-cache";
import { readSiteSettingsOrStop } from "./src/content/site-settings";
import { guideFeed } from "./src/node/gatsby/feed";
import { DATA_DIR } from "./src/node/project";
import { SITEMAP_QUERY, sitemapEntry } from "./src/node/gatsby/sitemap";
import { ENHANCE_CACHING } from "./src/node/post-build/page-scripts";

// The config is read before any hook runs, so a broken site.json is reported from here, together with every
// other problem in data/.
const site = readSiteSettingsOrStop();

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "always",
  // Queries.* types for the pages' queries, and for gatsby-node's and src/node/gatsby/'s (marked /* GraphQL */).
  graphqlTypegen: {
    generateOnBuild: true,
    // The test build writes them into .cache/ (scripts/build-test-sites.ts), so that the type check and lint,
    // which read the committed file while it builds, never read one half written.
    typesOutputPath: process.env.GATSBY_TYPES_FILE ?? "src/gatsby-types.d.ts",
    documentSearchPaths: ["./gatsby-node.ts", "./src/node/gatsby/*.ts"],
  },
  // Setting the adapter explicitly also keeps Gatsby from looking one up over the network. The cache it restores
  // on Netlify is used only if the same code made it (src/node/build-cache.ts).
  adapter: withCheckedCache(adapter({ imageCDN: false })),
  // Caching and basic security headers come from Gatsby and its Netlify adapter (public/_headers), with the
  // modules' year of caching given here; the rest, and each page's Content-Security-Policy, are added after the
  // build by src/node/post-build/.
  headers: [ENHANCE_CACHING],
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The 404 and thank-you pages, in every language ("/es/contact/thanks/").
        excludes: ["/dev-404-page/", ...["/404/", "/404.html", "/contact/thanks/", "/newsletter/thanks/"].flatMap((route) => [route, `/*${route}`])],
        query: SITEMAP_QUERY,
        serialize: sitemapEntry,
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        start_url: "/",
        display: "standalone",
        background_color: "#faf7f2",
        theme_color: "#0e5e5a",
        icon: "static/icon.png",
        // The page head names the SVG favicon and the theme color itself (src/components/Seo.tsx).
        include_favicon: false,
        theme_color_in_head: false,
        legacy: false,
        cache_busting_mode: "none",
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP only, at four widths per image (outputPixelDensities in each image query: these defaults do not
        // accept that option). For flat illustrations such as these AVIF is no smaller than WebP and takes most
        // of the build's image time, so it is not made; add "avif" to formats if the site moves to photographs,
        // where it usually wins. While an image loads, its dominant
        // color holds its place (a few bytes, where a blurred preview costs a kilobyte of HTML per image).
        defaults: {
          formats: ["webp"],
          placeholder: "dominantColor",
          quality: 70,
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: DATA_DIR },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Every file as written, English or translated: the build makes each entry's nodes, one per language, from
        // them (src/node/gatsby/language-nodes.ts).
        typeName: () => DATA_FILE_TYPE,
      },
    },
    {
      // The guides (data/guides/*.md): their HTML, headings and reading time. Pictures in their text are resized
      // like every other picture when the guide's HTML is made (src/node/gatsby/schema-customization.ts), not by
      // gatsby-remark-images, whose browser script would fade them in on every page.
      resolve: "gatsby-transformer-remark",
    },
    { resolve: "gatsby-plugin-feed", options: guideFeed(site) },
  ],
};

export default config;
