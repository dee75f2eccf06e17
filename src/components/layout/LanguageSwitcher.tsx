import React from "react";
import { Link } from "gatsby";
import { useI18next, useTranslation } from "../../i18n/hooks";
import { useAddressQuery } from "../../app/url-parameter";
import { choicesQuery } from "../../catalogue/choices-query";
import { localizedPath } from "../../i18n/language-path";
import { storeLanguage } from "../../i18n/stored-language";
import * as styles from "./layout.module.css";

/**
 * Links to the same page in each other language, with the choices made on it (a product's colour and
 * quantity, the checkout's step); the language is remembered for the next visit.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages, language, originalPath, defaultLanguage } = useI18next();
  // The colour and quantity chosen on a product page come along to the other language.
  const query = choicesQuery(useAddressQuery());
  if (languages.length < 2) return null;
  return (
    <ul className={styles.languages} aria-label={t("header.language")}>
      {languages.map((lng) => (
        <li key={lng}>
          {lng === language ? (
            <span aria-current="true" lang={lng} className={styles.currentLanguage}>
              {lng.slice(0, 2).toUpperCase()}
            </span>
          ) : (
            <Link
              to={localizedPath(originalPath, lng, { defaultLanguage }) + query}
              hrefLang={lng}
              lang={lng}
              className={styles.toolLink}
              // The page's history state comes along (the checkout's step lives there). Read as the
              // page renders: it renders again whenever it moves to another step.
              state={globalThis.history?.state as object | undefined}
              onClick={() => storeLanguage(lng)}
              title={t(`languages.${lng}`)}
            >
              {lng.slice(0, 2).toUpperCase()}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
