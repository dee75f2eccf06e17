// The config and hooks are TypeScript in src/build/. Loaded through tsx, not compiled by Gatsby: its
// Parcel step took 12 s of every cold build (four builds and a develop server in `npm test`).
require("tsx/cjs");
const { gatsbyConfig } = require("./src/build/gatsby-config.ts");

module.exports = gatsbyConfig(__dirname);
