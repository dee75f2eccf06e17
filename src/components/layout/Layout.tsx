import React, { type ReactNode } from "react";
import { useTranslation } from "../../i18n/hooks";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import { Header } from "./Header";
import { Footer, NoticeBar } from "../later-parts";
import { PageError } from "./PageError";
import { AddedToCart } from "../cart/AddedToCart";
import * as styles from "./layout.module.css";

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t("header.skipToContent")}
      </a>
      <NoticeBar />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary fallback={(retry) => <PageError retry={retry} />}>{children}</ErrorBoundary>
      </main>
      <Footer />
      <AddedToCart />
    </div>
  );
}
