/** The notice bar's text in `language`, if the shop has one in it. */
export const noticeText = (language: string): string | undefined => __RUNTIME_SETTINGS__.notice[language];
