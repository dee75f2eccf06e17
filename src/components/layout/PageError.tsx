import React from "react";
import { useTranslation } from "../../i18n/hooks";
import * as styles from "./layout.module.css";

/** What a visitor sees when part of a page failed: a plain message and a way to try again. */
export function PageError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.message} role="alert">
      <h1>{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      <button type="button" className={styles.primaryButton} onClick={retry}>
        {t("error.retry")}
      </button>
    </section>
  );
}
