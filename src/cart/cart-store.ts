import { create, type Mutate, type StoreApi, type UseBoundStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";
import type { CartBackend, CartChanges, CartState } from "./cart-state";

/** Kept where its platform says (`src/commerce/commerce.ts` binds it); read after the first render. */
export type CartStore = UseBoundStore<Mutate<StoreApi<CartState>, [["zustand/persist", unknown]]>>;

const CART_STORAGE_KEY = "storefront-cart";

/** Platform code loads at the first change; with storage refused the cart lasts this visit, and the shopper is told. */
export function createCartStore(
  storage: () => KeyValueStorage,
  backend: () => Promise<CartBackend>,
): CartStore {
  // Recorded once: recording it writes the cart again, which fails again and must not loop.
  const markNotSaved = () => {
    if (cart.getState().saved) cart.setState({ saved: false });
  };
  let loaded: Promise<CartChanges> | undefined;
  let ready: CartChanges | undefined;
  // The platform's code loads beside this one, not after it: the first change waits for one load.
  const changes = () =>
    (loaded ??= Promise.all([import("./cart-changes"), backend()]).then(
      ([{ cartChanges }]) => (ready = cartChanges(cart, backend)),
    ));
  const run = <T>(action: (loadedChanges: CartChanges) => Promise<T>): Promise<T> =>
    ready ? action(ready) : changes().then(action);
  const cart: CartStore = create<CartState>()(
    persist(
      (set) => ({
        lines: [],
        giftMessage: null,
        giftBox: false,
        saved: true,
        busy: false,
        synced: true,
        problem: null,
        add: (...args) => run((loaded) => loaded.add(...args)),
        setQuantity: (...args) => run((loaded) => loaded.setQuantity(...args)),
        remove: (...args) => run((loaded) => loaded.remove(...args)),
        restore: (...args) => run((loaded) => loaded.restore(...args)),
        setGiftMessage: (...args) => run((loaded) => loaded.setGiftMessage(...args)),
        setGiftBox: (...args) => run((loaded) => loaded.setGiftBox(...args)),
        clear: (...args) => run((loaded) => loaded.clear(...args)),
        refresh: (...args) => run((loaded) => loaded.refresh(...args)),
        settled: () => (loaded ? run((loadedChanges) => loadedChanges.settled()) : Promise.resolve(true)),
        dismissProblem: () => set({ problem: null }),
      }),
      {
        name: CART_STORAGE_KEY,
        storage: createJSONStorage(() => neverThrowing(storage, markNotSaved)),
        partialize: ({ lines, giftMessage, giftBox, synced }) => ({ lines, giftMessage, giftBox, synced }),
        // Read after the first render, so that server-rendered and hydrated pages agree.
        skipHydration: true,
        // Carts kept before the platform kept them (version 0) are sent to it too.
        version: 1,
        migrate: (kept, version) =>
          (version === 0 ? { ...(kept as object), synced: false } : kept) as CartState,
        onRehydrateStorage: () => (kept) => {
          if (kept && !kept.synced && (kept.lines.length > 0 || kept.giftMessage !== null || kept.giftBox))
            void run((loaded) => loaded.resend());
        },
      },
    ),
  );
  return cart;
}
