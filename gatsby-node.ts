import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadSiteData } from "./src/site/load-site-data";
import { fixLocalized404MatchPath } from "./src/i18n/localized-404";
import { prependToWorker } from "./src/offline/prepend-worker";

const siteData = loadSiteData(__dirname, process.env);

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_DATA__: JSON.stringify(siteData) })],
  });
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const matchPath = fixLocalized404MatchPath(page.path, page.matchPath);
  if (matchPath !== page.matchPath) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  // Runs after gatsby-plugin-offline has written public/sw.js (the site's own hooks run last).
  prependToWorker(
    path.join(__dirname, "public", "sw.js"),
    readFileSync(path.join(__dirname, "src", "offline", "bypass-redirects.sw.js"), "utf8"),
  );
};
