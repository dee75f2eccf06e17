import { useSyncExternalStore } from "react";
import { useCart } from "./cart-state";

/** False until the saved cart has been read (after the first render), so pages never flash "empty". */
export const useCartReady = (): boolean =>
  useSyncExternalStore(
    (onChange) => useCart.persist.onFinishHydration(onChange),
    () => useCart.persist.hasHydrated(),
    () => false,
  );
