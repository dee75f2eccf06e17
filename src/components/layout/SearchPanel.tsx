import React, { useEffect, useRef } from "react";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { localizedPath } from "../../i18n/language-path";
import { useStorefront } from "../../store/use-storefront";
import * as styles from "./layout.module.css";

/** The search entry point: a plain form to the search page, so it works before any script loads. */
export function SearchPanel() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  const setSearchOpen = useStorefront((s) => s.setSearchOpen);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  return (
    <form
      id="site-search"
      role="search"
      className={styles.searchPanel}
      action={localizedPath("/search/", language, { defaultLanguage })}
      method="get"
      onKeyDown={(event) => event.key === "Escape" && setSearchOpen(false)}
    >
      <label htmlFor="site-search-input" className={styles.visuallyHidden}>
        {t("header.searchLabel")}
      </label>
      <input
        ref={input}
        id="site-search-input"
        name="q"
        type="search"
        maxLength={100}
        autoComplete="off"
        placeholder={t("header.searchPlaceholder")}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.primaryButton}>
        {t("header.searchSubmit")}
      </button>
    </form>
  );
}
