import React, { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { afterLoadWhenIdle } from "../../app/deferred-start";
import { useTranslation } from "../../i18n/hooks";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import { Header } from "./Header";
import { Footer, NoticeBar } from "../later-parts";
import { PageError } from "./PageError";
import { AddedToCart } from "../cart/AddedToCart";
import * as styles from "./layout.module.css";

const OwnShopNotice = lazy(() => import("./OwnShopNotice"));

/** The visitor's own shop, offered once the page has loaded and the browser is idle: never in its way. */
function LaterOwnShopNotice() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setWanted(true)), []);
  return (
    wanted && (
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <OwnShopNotice />
        </Suspense>
      </ErrorBoundary>
    )
  );
}

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
      <LaterOwnShopNotice />
    </div>
  );
}
