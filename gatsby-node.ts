import type { Actions, GatsbyNode } from "gatsby";
import path from "node:path";
import { fixCreatedPage } from "./src/i18n/created-pages";
import { cdnRedirects, languageCdnRedirects, type LanguagePage } from "./src/build/cdn-redirects";
import { reloadOnEdit } from "./src/build/gatsby-develop-reload";
import { loadBuildContent } from "./src/build/load-build-content";
import type { BuildContent } from "./src/site/page-types";
import { publishStudio } from "./src/build/studio-files";
import { publishEdgeFunction } from "./src/build/edge-function-file";
import { linksAtTheEdge } from "./src/redirects/edge-settings";
import { createPagesFromNodes, PAGE_NODE_TYPE, publishPageNodes } from "./src/build/gatsby-page-nodes";
import { publishAfterBuild, publishAssets } from "./src/build/publish-files";
import { configureWebpack } from "./src/build/gatsby-webpack";
import { cityIndexFile, publishCityIndex } from "./src/build/publish-city-index";

const NOT_FOUND_PAGE = path.join(__dirname, "src", "pages", "404.tsx");

/** The last content that passed every check. */
let content: BuildContent;
let watching = false;

/** gatsby-config.ts has already stopped the build if any is invalid. */
function loadContent(): BuildContent {
  const loaded = loadBuildContent(__dirname, process.env);
  publishCityIndex(cityIndexFile(__dirname), loaded.stores, loaded.cityNames);
  return loaded;
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) =>
  configureWebpack(args, __dirname, content.runtimeSettings);

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(PAGE_NODE_TYPE);

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  content = loadContent();
  publishPageNodes(content, args);
  // Once: sourcing runs again when Gatsby's refresh endpoint is called.
  if (process.env.gatsby_executing_command === "develop" && !watching) {
    watching = true;
    reloadOnEdit(__dirname, args, () => {
      content = loadContent();
      publishPageNodes(content, args);
    });
  }
};

function createLanguageRedirects(page: LanguagePage, { createRedirect }: Pick<Actions, "createRedirect">) {
  for (const redirect of languageCdnRedirects(page)) createRedirect(redirect);
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const fix = fixCreatedPage(page, NOT_FOUND_PAGE);
  if (fix.action !== "drop") createLanguageRedirects(page, actions);
  if (fix.action === "keep") return;
  actions.deletePage(page);
  if (fix.action === "replace") actions.createPage(fix.page);
};

export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType }) => {
  publishAssets(__dirname, content);
  const createPage: Actions["createPage"] = (page) => {
    actions.createPage(page);
    createLanguageRedirects(page, actions);
  };
  createPagesFromNodes(__dirname, { createPage }, getNodesByType);
  // Past the threshold the edge function answers the campaign links: no CDN rule per country.
  const cdnRules = campaignLinksAtTheEdge() ? [] : content.redirects.rules;
  for (const redirect of cdnRedirects(cdnRules, content.runtimeSettings.shop))
    actions.createRedirect(redirect);
};

const campaignLinksAtTheEdge = () =>
  linksAtTheEdge(content.redirects.entries.length, content.redirects.edge, process.env);

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  publishAfterBuild(__dirname, content);
  await publishEdgeFunction(__dirname, campaignLinksAtTheEdge() ? content.redirects.rules : undefined);
  await publishStudio(__dirname, path.join(__dirname, "public"), content);
};
