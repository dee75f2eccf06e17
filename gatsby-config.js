// The config and hooks are TypeScript in src/build/. Loaded through tsx, not compiled by Gatsby: its
// Parcel step took 12 s of every cold build (four builds and a develop server in `npm test`).
require("tsx/cjs");
// tsx turns Node's source maps on for the whole process, and Node then reads the maps of Gatsby's and
// webpack's files as they load: the development server started 5 s and 7 CPU-s slower.
process.setSourceMapsEnabled(false);
const { gatsbyConfig } = require("./src/build/gatsby-config.ts");

module.exports = gatsbyConfig(__dirname);
