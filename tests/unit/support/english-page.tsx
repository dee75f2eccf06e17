import { createRequire } from "node:module";
import React from "react";
import i18next from "i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next/dist/i18nextContext";
import { initReactI18next } from "react-i18next";
import { NAMESPACES } from "../../../src/i18n/namespaces";
import { allNamespaces } from "./locale-texts";

/**
 * The storefront's English texts, every namespace loaded as the i18n plugin loads a page's (the first
 * the default, the others searched after it): call once before rendering. The i18n plugin's hook
 * requires react-i18next's CommonJS build, which learns of the instance too.
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
      resources: { "en-US": allNamespaces("en-US") },
      defaultNS: NAMESPACES[0],
      fallbackNS: NAMESPACES.slice(1),
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
