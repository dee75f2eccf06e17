import { localizedPath } from "./language-path";

export interface PageI18n {
  language: string;
  languages: string[];
  defaultLanguage: string;
  generateDefaultLanguagePage: false;
  routed: boolean;
  originalPath: string;
  path: string;
}

export function pageVariants(originalPath: string, languages: readonly string[], defaultLanguage: string) {
  return languages.map((language) => {
    const path = localizedPath(originalPath, language, { defaultLanguage });
    const i18n: PageI18n = {
      language,
      languages: [...languages],
      defaultLanguage,
      generateDefaultLanguagePage: false,
      routed: language !== defaultLanguage,
      originalPath,
      path,
    };
    return { path, language, i18n };
  });
}
