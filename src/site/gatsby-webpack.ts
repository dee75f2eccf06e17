import type { CreateWebpackConfigArgs } from "gatsby";
import { realpathSync } from "node:fs";
import path from "node:path";
import { leanBrowserBundle, type BrowserBundleConfig } from "../performance/browser-bundle";
import { shortenClassNames } from "../performance/short-class-names";
import { importsOf, toReactI18nextParts } from "../performance/stand-ins";
import { NOT_FOUND_STEP } from "../redirects/not-found-step";
import { EARLY_SEARCH_FUNCTIONS } from "./early-search-step";
import { languageStep, pageScriptsStep } from "./page-start-steps";
import { cityIndexFile } from "../stores/publish-city-index";
import type { SiteData } from "./site-data";

/**
 * The site's changes to Gatsby's webpack configuration: short class names and a lean browser bundle in
 * builds (readable ones stay in development), the shop's data and the inline steps compiled in, and what
 * the i18n plugin and the search SDK import resolved to what this site ships.
 */
export function configureWebpack(
  { actions, plugins, stage, getConfig }: CreateWebpackConfigArgs,
  root: string,
  siteData: SiteData,
): void {
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig() as BrowserBundleConfig & { module: { rules: unknown } };
    shortenClassNames(config.module.rules);
    if (stage === "build-javascript") leanBrowserBundle(config, plugins, root);
    actions.replaceWebpackConfig(config);
  }
  const i18n = (file: string) => path.join(root, "src", "i18n", file);
  // What ships of react-i18next: see the module. Its real path, as webpack names it (`src` may be a link).
  const reactI18nextParts = realpathSync(i18n("react-i18next-parts.ts"));
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        // Whole, and each field on its own: a module that reads one field carries only that field.
        __SITE_DATA__: Object.fromEntries(
          Object.entries(siteData).map(([field, value]) => [field, JSON.stringify(value)]),
        ),
        // The footer's year as the pages were rendered: a page hydrates with it after New Year too.
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        __NOT_FOUND_STEP__: JSON.stringify(NOT_FOUND_STEP),
        __EARLY_SEARCH__: JSON.stringify(EARLY_SEARCH_FUNCTIONS),
        __LANGUAGE_STEP__: JSON.stringify(languageStep(siteData.siteConfig)),
        __PAGE_SCRIPTS_STEP__: JSON.stringify(pageScriptsStep()),
      }),
      plugins.normalModuleReplacement(/^react-i18next$/, toReactI18nextParts(reactI18nextParts)),
      // What the i18n plugin imports for code that never runs in this site: see each stand-in.
      plugins.normalModuleReplacement(/^browser-lang$/, i18n("browser-language.ts")),
      plugins.normalModuleReplacement(/^outdent$/, i18n("template-text.ts")),
      plugins.normalModuleReplacement(
        /^gatsby$/,
        importsOf("gatsby-plugin-react-i18next", i18n("gatsby-navigation.ts")),
      ),
    ],
    resolve: {
      alias: {
        // See src/search/klevu-internal.ts.
        "klevu-internal": path.join(root, "node_modules/@klevu/core/dist/mjs"),
        "city-index-data": cityIndexFile(root),
        // i18next's ES module build with its helpers inside: the i18n plugin's `require` would add the
        // CommonJS one.
        i18next$: path.join(root, "node_modules", "i18next", "dist", "esm", "i18next.bundled.js"),
      },
    },
  });
}
