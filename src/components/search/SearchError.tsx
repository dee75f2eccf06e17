import React from "react";
import { useTranslation } from "../../i18n/hooks";
import * as layout from "../layout/layout.module.css";
import * as styles from "./search.module.css";

/** What a visitor sees when the search service is down, slow or broken: the rest of the page works. */
export function SearchError({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={compact ? styles.errorCompact : styles.error}>
      <p>{t("search.unavailable")}</p>
      <button type="button" className={layout.linkButton} onClick={onRetry}>
        {t("search.retry")}
      </button>
    </div>
  );
}
