import type { Actions, GatsbyNode } from "gatsby";
import path from "node:path";
import { fixCreatedPage } from "../i18n/created-pages";
import { cdnRedirects, languageCdnRedirects, type LanguagePage } from "./cdn-redirects";
import { reloadOnEdit } from "./gatsby-develop-reload";
import { loadBuildContent } from "./load-build-content";
import type { BuildContent } from "../site/page-types";
import { publishStudio } from "./studio-files";
import { publishEdgeFunction } from "./edge-function-file";
import { linksAtTheEdge } from "../redirects/edge-settings";
import { createPagesFromNodes, PAGE_NODE_TYPE, publishPageNodes } from "./gatsby-page-nodes";
import { publishAfterBuild, publishAssets } from "./publish-files";
import { configureWebpack } from "./gatsby-webpack";
import { cityIndexFile, publishCityIndex } from "./publish-city-index";

function createLanguageRedirects(page: LanguagePage, { createRedirect }: Pick<Actions, "createRedirect">) {
  for (const redirect of languageCdnRedirects(page)) createRedirect(redirect);
}

/** The site's Gatsby hooks, for the project in `root` (a copy of the project builds its own content). */
export function gatsbyNode(root: string): GatsbyNode {
  const NOT_FOUND_PAGE = path.join(root, "src", "pages", "404.tsx");
  /** The last content that passed every check. */
  let content: BuildContent;
  let watching = false;

  /** The config has already stopped the build if any is invalid. */
  function loadContent(): BuildContent {
    const loaded = loadBuildContent(root, process.env);
    publishCityIndex(cityIndexFile(root), loaded.stores, loaded.cityNames);
    return loaded;
  }

  const campaignLinksAtTheEdge = (): boolean =>
    linksAtTheEdge(content.redirects.entries.length, content.redirects.edge, process.env);

  return {
    onCreateWebpackConfig: (args) => configureWebpack(args, root, content.runtimeSettings),

    createSchemaCustomization: ({ actions }) => actions.createTypes(PAGE_NODE_TYPE),

    sourceNodes: (args) => {
      content = loadContent();
      publishPageNodes(content, args);
      // Once: sourcing runs again when Gatsby's refresh endpoint is called.
      if (process.env.gatsby_executing_command === "develop" && !watching) {
        watching = true;
        reloadOnEdit(root, args, () => {
          content = loadContent();
          publishPageNodes(content, args);
        });
      }
    },

    onCreatePage: ({ page, actions }) => {
      const fix = fixCreatedPage(page, NOT_FOUND_PAGE);
      if (fix.action !== "drop") createLanguageRedirects(page, actions);
      if (fix.action === "keep") return;
      actions.deletePage(page);
      if (fix.action === "replace") actions.createPage(fix.page);
    },

    createPages: ({ actions, getNodesByType }) => {
      publishAssets(root, content);
      const createPage: Actions["createPage"] = (page) => {
        actions.createPage(page);
        createLanguageRedirects(page, actions);
      };
      createPagesFromNodes(root, { createPage }, getNodesByType);
      // Past the threshold the edge function answers the campaign links: no CDN rule per country.
      const cdnRules = campaignLinksAtTheEdge() ? [] : content.redirects.rules;
      for (const redirect of cdnRedirects(cdnRules, content.runtimeSettings.shop))
        actions.createRedirect(redirect);
    },

    onPostBuild: async () => {
      publishAfterBuild(root, content);
      await publishEdgeFunction(root, campaignLinksAtTheEdge() ? content.redirects.rules : undefined);
      await publishStudio(root, path.join(root, "public"), content);
    },
  };
}
