import React, { lazy, Suspense } from "react";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import { useStorefront } from "../../state/use-storefront";

// Loaded with the first addition to the cart, not with every page.
const MiniCart = lazy(() => import("./MiniCart"));

/** Confirms "added to cart" for the shared state's addedProduct in the mini cart drawer. */
export function AddedToCart() {
  const product = useStorefront((s) => s.addedProduct);
  if (!product) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <MiniCart product={product} />
      </Suspense>
    </ErrorBoundary>
  );
}
