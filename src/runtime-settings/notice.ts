/** The notice bar's text in `language`, if the shop has one in it. */
export function noticeText(language: string): string | undefined {
  return __RUNTIME_SETTINGS__.notice[language];
}
