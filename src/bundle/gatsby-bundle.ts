import type { CreateWebpackConfigArgs } from "gatsby";
import { realpathSync } from "node:fs";
import path from "node:path";
import { leanBrowserBundle, type BrowserBundleConfig } from "./browser-bundle";
import { buildSideOf, importsOf, toReactI18nextParts } from "./module-replacements";
import { shortenClassNames } from "./short-class-names";

/** Every change to what Gatsby and its plugins ship; README.md says what each saves and leans on. */
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
  // Its real path, as webpack names it (`src` may be a link).
  const reactI18nextParts = realpathSync(bundle("react-i18next-parts.ts"));
  const commerce = realpathSync(path.join(root, "src", "commerce", "commerce.ts"));
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/\/build$/, buildSideOf(commerce, bundle("no-build-side.ts"))),
      plugins.normalModuleReplacement(/^react-i18next$/, toReactI18nextParts(reactI18nextParts)),
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
        // i18next's ES module build: the i18n plugin's `require` would add the CommonJS one.
        i18next$: path.join(root, "node_modules", "i18next", "dist", "esm", "i18next.bundled.js"),
      },
    },
  });
}
