export function noticeText(language: string): string | undefined {
  return __RUNTIME_SETTINGS__.notice[language];
}
