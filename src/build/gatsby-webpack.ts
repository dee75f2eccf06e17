import type { CreateWebpackConfigArgs } from "gatsby";
import { applyBundleTricks } from "../bundle/gatsby-bundle";
import { inlineHeadScriptGlobals } from "../page-start/inline-head-scripts";
import { cityIndexFile } from "./publish-city-index";
import type { RuntimeSettings } from "../runtime-settings/runtime-settings";

/**
 * The site's changes to Gatsby's webpack configuration: the shop's runtime settings and the inline head scripts compiled
 * in, the store finder's city index, and the bundle tricks of `src/bundle` (see its README).
 */
export function configureWebpack(
  args: CreateWebpackConfigArgs,
  root: string,
  runtimeSettings: RuntimeSettings,
): void {
  applyBundleTricks(args, root);
  const { actions, plugins } = args;
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        // Whole, and each field on its own: a module that reads one field carries only that field.
        __RUNTIME_SETTINGS__: Object.fromEntries(
          Object.entries(runtimeSettings).map(([field, value]) => [field, JSON.stringify(value)]),
        ),
        // The footer's year as the pages were rendered: a page hydrates with it after New Year too.
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        ...inlineHeadScriptGlobals(runtimeSettings.shop),
      }),
    ],
    resolve: {
      alias: {
        "city-index-data": cityIndexFile(root),
      },
    },
  });
}
