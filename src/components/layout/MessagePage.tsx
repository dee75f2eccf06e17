import React, { type ReactNode } from "react";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { Layout } from "./Layout";
import * as styles from "./layout.module.css";

/** The 404 and 500 pages: a title, a plain explanation, one way forward and any others (`children`). */
export function MessagePage({
  messages,
  children,
}: {
  messages: "notFound" | "serverError";
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Layout>
      <section className={styles.message}>
        <h1>{t(`${messages}.title`)}</h1>
        <p>{t(`${messages}.text`)}</p>
        {messages === "notFound" ? (
          <LocalizedLink to="/" className={styles.primaryButton}>
            {t("notFound.home")}
          </LocalizedLink>
        ) : (
          <button type="button" className={styles.primaryButton} onClick={() => window.location.reload()}>
            {t("serverError.retry")}
          </button>
        )}
        {children}
      </section>
    </Layout>
  );
}
