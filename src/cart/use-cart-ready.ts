import { useSyncExternalStore } from "react";
import type { CartStore } from "./cart-store";

/** False until the kept cart has been read (after the first render), so pages never flash "empty". */
export const useCartReady = (cart: CartStore): boolean =>
  useSyncExternalStore(
    (onChange) => cart.persist.onFinishHydration(onChange),
    () => cart.persist.hasHydrated(),
    () => false,
  );
