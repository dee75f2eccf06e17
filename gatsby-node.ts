import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadSiteData } from "./src/site/load-site-data";
import { fixLocalized404, isLocalizedAppShell } from "./src/i18n/localized-404";
import { prependToWorker } from "./src/offline/prepend-worker";

const siteData = loadSiteData(__dirname, process.env);

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_DATA__: JSON.stringify(siteData) })],
  });
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const i18n = page.context?.i18n as { routed?: boolean } | undefined;
  if (isLocalizedAppShell(page.path, i18n?.routed ?? false)) {
    actions.deletePage(page);
    return;
  }
  const fixed = fixLocalized404(page);
  if (fixed !== page) {
    actions.deletePage(page);
    actions.createPage({ ...page, ...fixed });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  // Runs after gatsby-plugin-offline has written public/sw.js (the site's own hooks run last).
  prependToWorker(
    path.join(__dirname, "public", "sw.js"),
    readFileSync(path.join(__dirname, "src", "offline", "bypass-redirects.sw.js"), "utf8"),
  );
};
