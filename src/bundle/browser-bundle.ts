import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";
import { EmptyChunkMappingPlugin } from "./empty-chunk-mapping";
import { onDemandChunkGroups } from "./on-demand-chunks";

/** The parts of Gatsby's webpack configuration for browsers that this module changes. */
export interface BrowserBundleConfig {
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, unknown> } | false;
    minimizer?: unknown[];
  };
  output: { chunkFilename?: string };
  plugins: unknown[];
}

/** Gatsby's Partytown hooks for the browser: see `production-no-op.ts`, which replaces them. */
export const PARTYTOWN_BROWSER_HOOKS = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/**
 * The production build for browsers, leaner than Gatsby makes it:
 * - on-demand libraries in chunks of their own (`on-demand-chunks.ts`);
 * - no Partytown hooks, which only work in development;
 * - chunk file names with 8 characters of hash: every page's webpack runtime lists every chunk's;
 * - an empty chunk mapping in every page, which answers as Gatsby's does (`empty-chunk-mapping.ts`);
 * - minified for the browsers the site supports (ES2017 and later: arrow functions, shorthand), in two passes.
 */
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
