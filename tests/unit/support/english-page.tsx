import { createRequire } from "node:module";
import React from "react";
import i18next from "i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext";
import { initReactI18next } from "react-i18next";
import texts from "../../../locales/en-US/common.json";

/**
 * The storefront's English texts, as components read them: call once before rendering. The i18n
 * plugin's hook requires react-i18next's CommonJS build, which learns of the instance too.
 */
export async function loadEnglishTexts(): Promise<void> {
  const commonJs = createRequire(import.meta.url)("react-i18next") as {
    initReactI18next: typeof initReactI18next;
  };
  await i18next
    .use(initReactI18next)
    .use(commonJs.initReactI18next)
    .init({
      lng: "en-US",
      resources: { "en-US": { translation: texts } },
      interpolation: { escapeValue: false },
      keySeparator: ".",
      nsSeparator: false,
    });
}

/** Renders `children` as on the English shop's page `originalPath` (the Dutch one's path). */
export function EnglishPage({ originalPath, children }: { originalPath: string; children: React.ReactNode }) {
  return (
    <I18nextContext.Provider
      value={{
        language: "en-US",
        languages: ["nl-NL", "en-US"],
        defaultLanguage: "nl-NL",
        routed: true,
        generateDefaultLanguagePage: false,
        originalPath,
        path: `/en-US${originalPath}`,
      }}
    >
      {children}
    </I18nextContext.Provider>
  );
}
