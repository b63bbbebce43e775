// Lets Node run the TypeScript scripts in scripts/ (npm run bench) with the Babel setup the tests use.
const { compiledPackagesExcept } = require("./esm-packages");

require("@babel/register")({
  extensions: [".ts", ".tsx", ".js"],
  presets: [
    ["@babel/preset-typescript", { allExtensions: true }],
    ["@babel/preset-env", { targets: { node: "20" } }],
  ],
  babelrc: false,
  configFile: false,
  ignore: [new RegExp(compiledPackagesExcept())],
});
