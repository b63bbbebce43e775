import path from "node:path";

/**
 * Gatsby's internal Partytown plugin registers a gatsby-browser.js in every site. In production it does nothing
 * (it returns unless NODE_ENV is "development"), but its code, and the Script API and Partytown integration it
 * requires, ship in every page's app bundle: about 2.9 KB of gzip. The site loads no third-party script (nothing
 * a visitor loads comes from another host), so the production browser build replaces that file with an empty
 * module; `gatsby develop` keeps it.
 *
 * Relies on, as of Gatsby 5.16.1 (guarded by __tests__/tuning/webpack.test.ts): the plugin's browser file at
 * gatsby/dist/internal-plugins/partytown/gatsby-browser.js, acting only in development.
 */

/** The browser file of Gatsby's Partytown plugin, as the plugin list requires it. */
export const PARTYTOWN_BROWSER = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** What takes its place: a module with no browser APIs, which Gatsby's plugin runner skips. */
export const EMPTY_BROWSER_PLUGIN = path.join(__dirname, "empty-browser-plugin.js");
