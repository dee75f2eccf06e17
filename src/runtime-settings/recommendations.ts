/** The keys of the recommendations a page type shows, in order. */
export const recommendationKeys = (pageType: string): string[] =>
  __RUNTIME_SETTINGS__.recommendations[pageType] ?? [];
