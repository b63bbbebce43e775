// Packages the tests and scripts load that ship only as ES modules: Netlify's headers parser and the helpers it
// imports. Jest and @babel/register compile them to CommonJS, as they compile the project's own files.
const ESM_PACKAGES = ["@netlify/headers-parser", "escape-string-regexp", "is-plain-obj", "map-obj", "path-exists"];

/** Matches a file in node_modules that needs no compiling: any package but these and `more`. */
function compiledPackagesExcept(more = []) {
  return `node_modules/(?!(${[...more, ...ESM_PACKAGES].join("|")})/)`;
}

module.exports = { ESM_PACKAGES, compiledPackagesExcept };
