export function recommendationKeys(pageType: string): string[] {
  return __RUNTIME_SETTINGS__.recommendations[pageType] ?? [];
}
