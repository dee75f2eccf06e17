/**
 * Libraries that only ever load on demand, each in a chunk of its own. Gatsby's "shared" split groups
 * modules by the set of chunks that use them, which put error reporting, the search SDK, the query
 * cache and checkout code in one 120 KB chunk that the search page, say, had to load whole.
 */
export const ON_DEMAND_LIBRARIES: Record<string, RegExp> = {
  // Session replay and feedback stay apart: they load only when configured.
  "error-reporting":
    /[\\/]node_modules[\\/](@sentry[\\/](core|browser|browser-utils|conventions|gatsby|react)|web-vitals)[\\/]/,
  "search-sdk": /[\\/]node_modules[\\/](@klevu[\\/]core|axios)[\\/]/,
  "query-cache": /[\\/]node_modules[\\/]@tanstack[\\/]/,
};

/** webpack `splitChunks` cache groups for them: asynchronous chunks only, so no first load changes. */
export const onDemandChunkGroups = () =>
  Object.fromEntries(
    Object.entries(ON_DEMAND_LIBRARIES).map(([name, test]) => [
      name,
      { test, name, chunks: "async" as const, priority: 40, enforce: true, reuseExistingChunk: true },
    ]),
  );
