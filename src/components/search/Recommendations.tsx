import React, { Suspense, lazy, useEffect, useRef, useState } from "react";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import type { PageType } from "../../search/merchandising/schema";
import type { RecommendationContext } from "../../search/recommendation-queries";
import { siteData } from "../../site/runtime-site-data";
import * as styles from "./recommendations.module.css";

const RecommendationList = lazy(() => import("./RecommendationList"));

/**
 * The recommendations marketers set for this page type. Nothing of them loads until the visitor
 * scrolls near them: the search code, the settings and the products all wait below the fold.
 */
export function Recommendations({
  pageType,
  context = {},
}: {
  pageType: PageType;
  context?: RecommendationContext;
}) {
  const keys = siteData.recommendations[pageType] ?? [];
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
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!keys.length) return null;
  return (
    <div ref={anchor} className={styles.recommendations}>
      {near && (
        // Recommendations that cannot load leave the page as it is.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <RecommendationList keys={keys} context={context} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
