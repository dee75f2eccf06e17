import React, { lazy, Suspense } from "react";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import { useStorefront } from "../../state/use-storefront";

// Loaded with the first addition to the cart, not with every page.
const MiniCart = lazy(() => import("../cart/MiniCart"));

/** Confirms "added to cart" for the shared state's toasterProduct in the mini cart drawer. */
export function Toaster() {
  const product = useStorefront((s) => s.toasterProduct);
  if (!product) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <MiniCart product={product} />
      </Suspense>
    </ErrorBoundary>
  );
}
