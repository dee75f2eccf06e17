/** Gatsby's "shared" split put these in one 120 KB chunk that e.g. the search page loaded whole (README.md). */
export const ON_DEMAND_LIBRARIES: Record<string, RegExp> = {
  "error-reporting":
    /[\\/]node_modules[\\/](@sentry[\\/](core|browser|browser-utils|conventions|gatsby|react)|web-vitals)[\\/]/,
  "search-sdk": /[\\/]node_modules[\\/](@klevu[\\/]core|axios)[\\/]/,
  "query-cache": /[\\/]node_modules[\\/]@tanstack[\\/]/,
};

/** Asynchronous chunks only, so no first load changes. */
export const onDemandChunkGroups = () =>
  Object.fromEntries(
    Object.entries(ON_DEMAND_LIBRARIES).map(([name, test]) => [
      name,
      { test, name, chunks: "async" as const, priority: 40, enforce: true, reuseExistingChunk: true },
    ]),
  );
