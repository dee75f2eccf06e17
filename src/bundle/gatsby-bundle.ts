import type { CreateWebpackConfigArgs } from "gatsby";
import { realpathSync } from "node:fs";
import path from "node:path";
import { leanBrowserBundle, type BrowserBundleConfig } from "./browser-bundle";
import { buildSideOf, importsOf, toReactI18nextParts } from "./module-replacements";
import { shortenClassNames } from "./short-class-names";

/**
 * Every change this site makes to what Gatsby and its plugins ship, in one place (the table in
 * `README.md` says what each saves and what it leans on):
 * - short class names in builds, server and browser alike (readable ones stay in development);
 * - a lean production build for browsers (`browser-bundle.ts`);
 * - what the i18n plugin imports resolved to what this site ships;
 * - the search SDK's own modules reachable as `klevu-internal` (see `src/search/klevu-internal.ts`);
 * - a stand-in for the commerce platform's build side, which reads files, in what pages run;
 * - Gatsby's route announcer hidden by the layout's class (`src/components/layout/route-announcer-props.ts`).
 */
export function applyBundleTricks(
  { actions, plugins, stage, getConfig }: CreateWebpackConfigArgs,
  root: string,
): void {
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig() as BrowserBundleConfig & { module: { rules: unknown } };
    shortenClassNames(config.module.rules);
    if (stage === "build-javascript") leanBrowserBundle(config, plugins, root);
    actions.replaceWebpackConfig(config);
  }
  const bundle = (file: string) => path.join(root, "src", "bundle", file);
  // What ships of react-i18next: see the module. Its real path, as webpack names it (`src` may be a link).
  const reactI18nextParts = realpathSync(bundle("react-i18next-parts.ts"));
  const commerce = realpathSync(path.join(root, "src", "commerce", "commerce.ts"));
  actions.setWebpackConfig({
    plugins: [
      // Pages take the catalogue from their page data, never from the platform: see the stand-in.
      plugins.normalModuleReplacement(/\/build$/, buildSideOf(commerce, bundle("no-build-side.ts"))),
      plugins.normalModuleReplacement(/^react-i18next$/, toReactI18nextParts(reactI18nextParts)),
      // What the i18n plugin imports for code that never runs in this site: see the stand-in.
      plugins.normalModuleReplacement(/^outdent$/, bundle("template-text.ts")),
      plugins.normalModuleReplacement(
        /^gatsby$/,
        importsOf("gatsby-plugin-react-i18next", bundle("gatsby-navigation.ts")),
      ),
      plugins.normalModuleReplacement(
        /^\.\/route-announcer-props$/,
        path.join(root, "src", "components", "layout", "route-announcer-props.ts"),
      ),
    ],
    resolve: {
      alias: {
        "klevu-internal": path.join(root, "node_modules/@klevu/core/dist/mjs"),
        // i18next's ES module build with its helpers inside: the i18n plugin's `require` would add the
        // CommonJS one.
        i18next$: path.join(root, "node_modules", "i18next", "dist", "esm", "i18next.bundled.js"),
      },
    },
  });
}
