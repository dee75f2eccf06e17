// TypeScript in src/build/, loaded through tsx: see gatsby-config.js.
require("tsx/cjs");
process.setSourceMapsEnabled(false);
const { gatsbyNode } = require("./src/build/gatsby-node.ts");

module.exports = gatsbyNode(__dirname);
