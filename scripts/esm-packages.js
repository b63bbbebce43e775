// Packages the tests and scripts load that ship only as ES modules: Netlify's headers and redirects parsers and the
// helpers they import. Jest and @babel/register compile them to CommonJS, as they compile the project's own files.
const ESM_PACKAGES = [
  "@netlify/headers-parser",
  "@netlify/redirect-parser",
  "escape-string-regexp",
  "filter-obj",
  "is-plain-obj",
  "map-obj",
  "path-exists",
];

/** Matches a file in node_modules that needs no compiling: any package but these and `more`. */
function compiledPackagesExcept(more = []) {
  return `node_modules/(?!(${[...more, ...ESM_PACKAGES].join("|")})/)`;
}

module.exports = { ESM_PACKAGES, compiledPackagesExcept };
