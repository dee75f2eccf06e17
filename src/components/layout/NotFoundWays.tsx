import React from "react";
import { useI18next, useTranslation } from "../../i18n/hooks";
import { localizedPath } from "../../i18n/language-path";
import { CategoryLinks } from "./CategoryLinks";
import * as styles from "./layout.module.css";
// The store finder's search field, the same kind of form: no styles of its own.
import * as finder from "../store-locations/stores.module.css";

/**
 * Ways on from a page that does not exist: a search of the shop (a plain form to the search page,
 * which works before any script) and the categories.
 */
export function NotFoundWays() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  return (
    <>
      <form
        role="search"
        action={localizedPath("/search/", language, { defaultLanguage })}
        className={`${finder.filters} ${finder.finder}`}
      >
        <label>
          {t("notFound.searchLabel")}
          <input type="search" name="q" required maxLength={100} enterKeyHint="search" />
        </label>
        <button type="submit" className={styles.primaryButton}>
          {t("notFound.search")}
        </button>
      </form>
      <nav aria-labelledby="not-found-categories">
        <h2 id="not-found-categories">{t("notFound.categories")}</h2>
        <CategoryLinks className={styles.footerLinks} />
      </nav>
    </>
  );
}
