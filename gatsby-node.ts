import type { GatsbyNode } from "gatsby";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fixLocalized404, isLocalizedAppShell } from "./src/i18n/localized-404";
import { prependToWorker } from "./src/offline/prepend-worker";
import { indexRules } from "./src/redirects/resolve";
import { slugOf } from "./src/redirects/rule";
import { stubHtml } from "./src/redirects/stub";
import { shopCountries, timeZonesOf } from "./src/redirects/visitor-countries";
import { loadBuildContent } from "./src/site/load-build-content";

// gatsby-config.ts has already stopped the build if any of this content is invalid.
const { shops, siteData, redirects } = loadBuildContent(__dirname, process.env);
const PUBLIC = path.join(__dirname, "public");

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

/**
 * Every campaign rule goes to the host adapter, which turns country conditions into CDN rules
 * (`Country=` on Netlify). `force` lets them win over the stub file at the same path; keeping them
 * out of the browser bundle is what `redirectInBrowser: false` does: the stubs redirect in browsers.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  for (const { conditions, fromPath, toPath } of redirects.rules) {
    actions.createRedirect({
      fromPath,
      toPath,
      isPermanent: true,
      ignoreCase: true,
      force: true,
      redirectInBrowser: false,
      ...(conditions ? { conditions } : {}),
    });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const knownCountries = shopCountries(shops);
  for (const [fromPath, rules] of indexRules(redirects.rules)) {
    const dir = path.join(PUBLIC, "redirects", slugOf(fromPath));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "index.html"),
      stubHtml({ rules, knownCountries, timeZones: timeZonesOf(rules) }),
    );
  }
  // Runs after gatsby-plugin-offline has written public/sw.js (the site's own hooks run last).
  prependToWorker(
    path.join(PUBLIC, "sw.js"),
    readFileSync(path.join(__dirname, "src", "offline", "bypass-redirects.sw.js"), "utf8"),
  );
};
