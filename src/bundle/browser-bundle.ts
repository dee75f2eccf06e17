import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";
import { EmptyChunkMappingPlugin } from "./empty-chunk-mapping";
import { onDemandChunkGroups } from "./on-demand-chunks";

export interface BrowserBundleConfig {
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, unknown> } | false;
    minimizer?: unknown[];
  };
  output: { chunkFilename?: string };
  plugins: unknown[];
}

export const PARTYTOWN_BROWSER_HOOKS = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** Leaner than Gatsby's production build for browsers: see README.md for each change and what it saves. */
export function leanBrowserBundle(
  config: BrowserBundleConfig,
  plugins: CreateWebpackConfigArgs["plugins"],
  root: string,
): void {
  const split = config.optimization?.splitChunks;
  if (split) split.cacheGroups = { ...split.cacheGroups, ...onDemandChunkGroups() };
  const noOp = path.join(root, "src", "bundle", "production-no-op.ts");
  config.plugins.push(plugins.normalModuleReplacement(PARTYTOWN_BROWSER_HOOKS, noOp));
  config.plugins.push(new EmptyChunkMappingPlugin(root));
  config.output.chunkFilename = "[name]-[contenthash:8].js";
  if (config.optimization)
    config.optimization.minimizer = [
      plugins.minifyJs({
        terserOptions: {
          parse: { ecma: 2020 },
          compress: { ecma: 2017, passes: 2 },
          output: { ecma: 2017 },
          mangle: { safari10: false },
        },
      }),
      plugins.minifyCss(),
    ];
}
