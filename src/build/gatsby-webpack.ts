import type { CreateWebpackConfigArgs } from "gatsby";
import { applyBundleTricks } from "../bundle/gatsby-bundle";
import { inlineHeadScriptGlobals } from "../page-start/inline-head-scripts";
import { cityIndexFile } from "./publish-city-index";
import type { RuntimeSettings } from "../runtime-settings/runtime-settings";

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
