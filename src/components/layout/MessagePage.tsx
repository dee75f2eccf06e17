import React, { type ReactNode } from "react";
import { useTranslation } from "../../i18n/hooks";
import { Layout } from "./Layout";
import { Button, ButtonLink } from "./Button";
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
          <ButtonLink to="/">{t("notFound.home")}</ButtonLink>
        ) : (
          <Button type="button" onClick={() => window.location.reload()}>
            {t("serverError.retry")}
          </Button>
        )}
        {children}
      </section>
    </Layout>
  );
}
