import React, { Suspense, lazy, useEffect, useRef, useState } from "react";
import { afterFirstInteraction } from "../../app/deferred-start";
import { useCart } from "../../cart/cart-state";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import type { PageType } from "../../search/merchandising/schema";
import type { RecommendationContext } from "../../search/recommendation-queries";
import * as styles from "./recommendations.module.css";

const RecommendationList = lazy(() => import("./RecommendationList"));

/**
 * The recommendations marketers set for this page type. Nothing of them loads until the visitor uses
 * the page and they come near the screen: the search code, the settings and the products all wait.
 */
export function Recommendations({
  pageType,
  context = {},
  withCart = false,
}: {
  pageType: PageType;
  context?: RecommendationContext;
  /** The cart's products join the context: read here, as the page passes only its own data (`hydrateLater`). */
  withCart?: boolean;
}) {
  const lines = useCart((state) => state.lines);
  const fullContext = withCart ? { ...context, cartProductIds: lines.map((line) => line.handle) } : context;
  const keys = __SITE_DATA__.recommendations[pageType] ?? [];
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: "300px",
      },
    );
    const stop = afterFirstInteraction(() => observer.observe(element));
    return () => {
      stop();
      observer.disconnect();
    };
  }, [near]);
  if (!keys.length) return null;
  return (
    <div ref={anchor} className={styles.recommendations}>
      {near && (
        // Recommendations that cannot load leave the page as it is.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <RecommendationList keys={keys} context={fullContext} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
