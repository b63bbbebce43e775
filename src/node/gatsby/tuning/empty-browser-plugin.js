// A gatsby-browser module with no APIs: it takes the place of Gatsby's Partytown plugin in production
// (no-partytown.ts), where that plugin does nothing.
module.exports = {};
