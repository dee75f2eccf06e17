import type { GatsbyNode, NodePluginArgs, SourceNodesArgs } from "gatsby";
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fixLocalized404, isLocalizedAppShell, localizedNotFoundRules } from "./src/i18n/localized-404";
import { prependToWorker } from "./src/offline/prepend-worker";
import { leanBrowserBundle, type BrowserBundleConfig } from "./src/performance/browser-bundle";
import { importsOf, toReactI18nextParts } from "./src/performance/stand-ins";
import { shortenClassNames } from "./src/performance/short-class-names";
import { indexRules } from "./src/redirects/resolve";
import { slugOf } from "./src/redirects/rule";
import { stubHtml, stubInputFor } from "./src/redirects/stub";
import { NOT_FOUND_STEP } from "./src/redirects/not-found-step";
import { illustrationSvg } from "./src/catalogue/illustration";
import { imageManifest } from "./src/catalogue/images";
import { COOKIE_BANNER_STYLES as COOKIE_BANNER_CSS } from "./src/consent/cookie-banner-styles";
import { ContentError, formatProblem } from "./src/content/content-error";
import { contentDirOf, loadBuildContent, type BuildContent } from "./src/site/load-build-content";
import { storefrontPages, type StorefrontPage } from "./src/site/storefront-pages";
import { watchContent } from "./src/site/watch-content";
import { publishCityIndex } from "./src/stores/publish-city-index";

const PUBLIC = path.join(__dirname, "public");
const KLEVU_INTERNAL = path.join(__dirname, "node_modules/@klevu/core/dist/mjs");
/** The store finder's city index: the stores page imports it as `city-index-data`, on search. */
const CITY_INDEX = path.join(__dirname, ".cache", "store-finder", "city-index.json");
/** What ships of react-i18next: see the module. Its real path, as webpack names it (`src` may be a link). */
const REACT_I18NEXT_PARTS = realpathSync(path.join(__dirname, "src", "i18n", "react-i18next-parts.ts"));
/** i18next's ES module build with its helpers inside: the i18n plugin's `require` would add the CommonJS one. */
const I18NEXT_MODULE = path.join(__dirname, "node_modules", "i18next", "dist", "esm", "i18next.bundled.js");
const PAGE_TYPE = "StorefrontPage";
const DEV_404_PATH = "/dev-404-page/";
const NOT_FOUND_PAGE = path.join(__dirname, "src", "pages", "404.tsx");

/** The last content that passed every check: what pages, redirects and stubs are built from. */
let content: BuildContent;
/** In `gatsby develop`: stops reloading content on edits. */
let watching: (() => Promise<void>) | undefined;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
  stage,
  getConfig,
}) => {
  // Readable class names stay in development.
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig() as BrowserBundleConfig & { module: { rules: unknown } };
    shortenClassNames(config.module.rules);
    if (stage === "build-javascript") leanBrowserBundle(config, plugins);
    actions.replaceWebpackConfig(config);
  }
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_DATA__: JSON.stringify(content.siteData),
        __NOT_FOUND_STEP__: JSON.stringify(NOT_FOUND_STEP),
      }),
      plugins.normalModuleReplacement(/^react-i18next$/, toReactI18nextParts(REACT_I18NEXT_PARTS)),
      // What the i18n plugin imports for code that never runs in this site: see each stand-in.
      plugins.normalModuleReplacement(
        /^browser-lang$/,
        path.join(__dirname, "src", "i18n", "browser-language.ts"),
      ),
      plugins.normalModuleReplacement(/^outdent$/, path.join(__dirname, "src", "i18n", "template-text.ts")),
      plugins.normalModuleReplacement(
        /^gatsby$/,
        importsOf("gatsby-plugin-react-i18next", path.join(__dirname, "src", "i18n", "gatsby-navigation.ts")),
      ),
    ],
    // See src/search/klevu-internal.ts.
    resolve: {
      alias: {
        "klevu-internal": KLEVU_INTERNAL,
        "city-index-data": CITY_INDEX,
        i18next$: I18NEXT_MODULE,
      },
    },
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type ${PAGE_TYPE} implements Node @dontInfer {
      path: String!
      template: String!
      language: String!
      i18n: JSON!
      data: JSON!
    }
  `);
};

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType">;

/**
 * One node per page: Gatsby then knows which page shows what, rebuilds only the pages whose node
 * changed, and in `gatsby develop` updates them in the open browser.
 */
function publishPages({ actions, createNodeId, createContentDigest, getNodesByType }: NodeArgs): void {
  const ids = new Set<string>();
  for (const page of storefrontPages(content)) {
    const id = createNodeId(`${PAGE_TYPE} ${page.path}`);
    ids.add(id);
    actions.createNode({
      ...page,
      id,
      internal: { type: PAGE_TYPE, contentDigest: createContentDigest(page) },
    });
  }
  for (const node of getNodesByType(PAGE_TYPE)) if (!ids.has(node.id)) actions.deleteNode(node);
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  // gatsby-config.ts has already stopped the build if any of this content is invalid.
  content = loadBuildContent(__dirname, process.env);
  publishCityIndex(CITY_INDEX, content.stores, content.cityNames);
  publishPages(args);
  // Once: sourcing runs again when Gatsby's refresh endpoint is called.
  if (process.env.gatsby_executing_command === "develop") watching ??= reloadOnEdit(args);
};

/**
 * In `gatsby develop`, an edit under `content/` reloads and checks all content: the pages it changes
 * update in place. A mistake is printed as the build prints it and shown in the browser's error
 * overlay, and the site keeps its last good content until the file is fixed.
 */
function reloadOnEdit(args: NodeArgs & Pick<NodePluginArgs, "reporter">): () => Promise<void> {
  return watchContent([contentDirOf(__dirname, process.env)], (files) => {
    const edited = files.map((file) => path.relative(__dirname, file)).join(", ");
    try {
      content = loadBuildContent(__dirname, process.env);
      publishCityIndex(CITY_INDEX, content.stores, content.cityNames);
    } catch (error) {
      process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
      args.reporter.warn(`${edited}: the site keeps its last good content until this is fixed.`);
      void showInErrorOverlay(overlayErrors(error));
      return;
    }
    publishPages(args);
    void showInErrorOverlay(null);
    args.reporter.info(`Content reloaded after editing ${edited}`);
    // Shops shape the site's configuration and scripts, which are read when the server starts.
    if (files.some((file) => path.basename(file) === "shops.yaml"))
      args.reporter.warn("content/shops.yaml changed: restart npm run develop to use the new shops.");
  });
}

/** Content problems as the develop error overlay lists them: one entry each, opening the file at its line. */
function overlayErrors(error: unknown): object[] {
  const problems =
    error instanceof ContentError ? error.problems : [{ file: "content", line: 1, message: String(error) }];
  return problems.map((problem) => ({
    level: "ERROR",
    code: "content",
    text: formatProblem(problem),
    context: { sourceMessage: formatProblem(problem) },
    filePath: path.resolve(__dirname, problem.file),
    location: { start: { line: problem.line } },
  }));
}

/** Gatsby's browser error overlay in develop, through its own channel (as for query errors); null clears it. */
async function showInErrorOverlay(errors: object[] | null): Promise<void> {
  // Typed as taking a string; Gatsby's query compiler passes structured errors, as here, and null.
  const { websocketManager } = (await import("gatsby/dist/utils/websocket-manager.js")) as unknown as {
    websocketManager: { emitError: (id: string, errors: object[] | null) => void };
  };
  websocketManager.emitError("content", errors);
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path === DEV_404_PATH && page.component !== NOT_FOUND_PAGE) {
    // `gatsby develop` shows its own page for unknown paths, which has no translations (the i18n
    // plugin then logs an error on every miss): show the site's 404 page there, as the build does.
    actions.deletePage(page);
    actions.createPage({ ...page, component: NOT_FOUND_PAGE });
    return;
  }
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
 * Pages come from the page nodes. Every campaign rule goes to the host adapter, which turns country
 * conditions into CDN rules (`Country=` on Netlify). `force` lets them win over the stub file at the
 * same path; keeping them out of the browser bundle is what `redirectInBrowser: false` does: the stubs
 * redirect in browsers. Unknown paths under a language prefix get that language's 404 page.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType }) => {
  createCatalogueImages();
  publishCookieBannerStyles();
  for (const node of getNodesByType(PAGE_TYPE)) {
    const { path: pagePath, template, language, i18n } = node as unknown as StorefrontPage;
    actions.createPage({
      path: pagePath,
      component: path.join(__dirname, "src", "templates", `${template}.tsx`),
      context: { id: node.id, language, i18n },
    });
  }
  for (const { conditions, fromPath, toPath } of content.redirects.rules) {
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
  // Not forced: the CDN applies them only where no file answers.
  const { languages, defaultLanguage } = content.siteData.siteConfig;
  for (const { fromPath, toPath } of localizedNotFoundRules(languages, defaultLanguage))
    actions.createRedirect({ fromPath, toPath, statusCode: 404, redirectInBrowser: false });
};

/** The consent banner's stylesheet as a file of its own, so that it is not inlined into every page. */
function publishCookieBannerStyles(): void {
  const file = path.join(PUBLIC, COOKIE_BANNER_CSS);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(
    path.join(__dirname, "node_modules", "vanilla-cookieconsent", "dist", "cookieconsent.css"),
    file,
  );
}

/** Product, category, bundle and guide images, drawn from the catalogue (no photos to download). */
function createCatalogueImages(): void {
  for (const image of imageManifest(content.catalogue, content.guides, "#2f4858")) {
    const file = path.join(PUBLIC, image.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeIfChanged(file, illustrationSvg(image.kind, image.colour, image.label));
  }
}

/** Leaves a file that already says `text` as it is, so that a warm build changes only what changed. */
function writeIfChanged(file: string, text: string): void {
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
}

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  for (const [fromPath, rules] of indexRules(content.redirects.rules)) {
    const dir = path.join(PUBLIC, "redirects", slugOf(fromPath));
    mkdirSync(dir, { recursive: true });
    writeIfChanged(path.join(dir, "index.html"), stubHtml(stubInputFor(rules)));
  }
  writeIfChanged(
    path.join(PUBLIC, "robots.txt"),
    `User-agent: *\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /order-confirmation/\nDisallow: /redirects/\n\nSitemap: ${content.siteData.siteConfig.siteUrl}/sitemap-index.xml\n`,
  );
  // Runs after gatsby-plugin-offline has written public/sw.js (the site's own hooks run last).
  prependToWorker(
    path.join(PUBLIC, "sw.js"),
    readFileSync(path.join(__dirname, "src", "offline", "bypass-redirects.sw.js"), "utf8"),
  );
};
