import { localizedPath } from "./language-path";

/** The language context gatsby-plugin-react-i18next expects on a page it did not create itself. */
export interface PageI18n {
  language: string;
  languages: string[];
  defaultLanguage: string;
  generateDefaultLanguagePage: false;
  routed: boolean;
  originalPath: string;
  path: string;
}

/** One page per site language: the default language unprefixed, the others under `/<language>/`. */
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
