/** The keys of the recommendations a page type shows, in order. */
export function recommendationKeys(pageType: string): string[] {
  return __RUNTIME_SETTINGS__.recommendations[pageType] ?? [];
}
