import React, { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { afterFirstInteraction } from "../../page-start/deferred-start";
import { useCart } from "../../commerce/commerce";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import type { PageType } from "../../search/merchandising/schema";
import type { RecommendationContext } from "../../search/recommendation-queries";
import * as styles from "./recommendations.module.css";
import { recommendationKeys } from "../../runtime-settings/recommendations";

const RecommendationList = lazy(() => import("./RecommendationList"));

/**
 * The recommendations marketers set for this page type. Nothing of them loads until the visitor uses
 * the page: the search code, the settings and the products all wait. Then they load at once, while
 * the reader is still far above them, so that they are in place before they come into view and never
 * push the footer away under the reader's eyes.
 */
export function Recommendations({
  pageType,
  context = {},
  shown = [],
  withCart = false,
}: {
  pageType: PageType;
  context?: RecommendationContext;
  /** Handles of the products the page shows itself, which the rows leave out. */
  shown?: string[];
  /** The cart's products join the context: read here, as the page passes only its own data (`hydrateLater`). */
  withCart?: boolean;
}) {
  const lines = useCart((state) => state.lines);
  const fullContext = withCart ? { ...context, cartProductIds: lines.map((line) => line.handle) } : context;
  const keys = recommendationKeys(pageType);
  const [started, setStarted] = useState(false);
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  useEffect(() => afterFirstInteraction(() => setStarted(true)), []);
  if (!keys.length) return null;
  return (
    // Marked once every row has answered (absent before: the page's HTML carries no word of it).
    <div className={styles.recommendations} data-recommendations={settled ? "settled" : undefined}>
      {started && (
        // Recommendations that cannot load leave the page as it is.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <RecommendationList keys={keys} context={fullContext} shown={shown} onSettled={onSettled} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
