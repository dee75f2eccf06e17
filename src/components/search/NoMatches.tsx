import React from "react";
import { useTranslation } from "../../i18n/hooks";
import * as layout from "../layout/layout.module.css";
import * as styles from "./search.module.css";

/** A filtered list with nothing in it, and the way out: a shared link can lead here as it is. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error}>
      <h2>{t("search.noMatches")}</h2>
      <p>{t("search.noMatchesHelp")}</p>
      <button type="button" className={layout.primaryButton} onClick={onClear}>
        {t("category.clearFilters")}
      </button>
    </div>
  );
}
