import { create, type Mutate, type StoreApi, type UseBoundStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";
import type { CartLine } from "./cart-lines";
import type { RemovedLine } from "./undo-removal";

/** What the cart holds: its lines and the gift options asked for. */
export interface CartContents {
  lines: CartLine[];
  /** The text of the gift message card, when one is wanted. */
  giftMessage: string | null;
  giftBox: boolean;
}

/** What the shop answered to a change: the cart as it now is, and a line it has fewer of than asked. */
export interface CartChange {
  contents: CartContents;
  short?: { sku: string; available: number };
}

/**
 * Where the platform keeps the cart (its engine's order). Every change answers with the cart as the
 * platform now has it; a platform that cannot be reached rejects, and nothing was changed; a site
 * that takes no orders rejects with an error named `COMMERCE_CLOSED` (`cart-changes.ts`).
 */
export interface CartBackend {
  /** The cart as the platform has it; `known` is the cart as the shopper now sees it. */
  read(known: CartContents): Promise<CartContents>;
  add(line: Omit<CartLine, "quantity">, quantity: number, known: CartContents): Promise<CartChange>;
  setQuantity(sku: string, quantity: number, known: CartContents): Promise<CartChange>;
  setGiftMessage(text: string | null, known: CartContents): Promise<CartChange>;
  setGiftBox(wanted: boolean, known: CartContents): Promise<CartChange>;
  clear(known: CartContents): Promise<CartChange>;
  /** Makes the platform's cart hold `wanted`: changes a page shown but could not send before it closed. */
  replace(wanted: CartContents): Promise<CartChange>;
}

/** Why the last change did not go through as asked, for the cart to tell the shopper. */
type CartProblem =
  | { kind: "unavailable" }
  /** The site takes no orders: it was deployed without a commerce platform. */
  | { kind: "closed" }
  /** The shop has fewer of a line than the shopper asked for: the cart holds what it has. */
  | { kind: "short"; sku: string; available: number };

interface CartState extends CartContents {
  /** False when the browser refuses to keep the cart (private browsing, full storage). */
  saved: boolean;
  /** True while a change is on its way to the platform. */
  busy: boolean;
  /**
   * False from a change shown until the platform has answered it: a page closed in between (a tap
   * on a link right after "Add to cart") leaves it false, and the next page sends the cart again.
   */
  synced: boolean;
  problem: CartProblem | null;
  add: (line: Omit<CartLine, "quantity">, quantity?: number) => Promise<boolean>;
  setQuantity: (sku: string, quantity: number) => Promise<boolean>;
  /** Takes a line out; what it resolves to puts it back with `restore`. */
  remove: (sku: string) => Promise<RemovedLine | undefined>;
  restore: (removed: RemovedLine) => Promise<boolean>;
  setGiftMessage: (text: string | null) => Promise<void>;
  setGiftBox: (wanted: boolean) => Promise<boolean>;
  clear: () => Promise<boolean>;
  /** Reads the cart from the platform again: it may have changed elsewhere (paid, another tab). */
  refresh: () => Promise<boolean>;
  /** Resolves once every change asked for has reached the platform: the checkout waits for it. */
  settled: () => Promise<boolean>;
  dismissProblem: () => void;
}

/**
 * The shopper's cart as pages read and change it: a store that keeps itself where its platform says
 * (`src/commerce/commerce.ts` binds it) and is read from there after the first render.
 */
export type CartStore = UseBoundStore<Mutate<StoreApi<CartState>, [["zustand/persist", unknown]]>>;

/** What changes the cart: loaded with the first change (`cart-changes.ts`), not with the page. */
export type CartChanges = Pick<
  CartState,
  | "add"
  | "setQuantity"
  | "remove"
  | "restore"
  | "setGiftMessage"
  | "setGiftBox"
  | "clear"
  | "refresh"
  | "settled"
> & {
  /** Sends the cart as this browser kept it: a page closed before it could send a change. */
  resend: () => Promise<boolean>;
};

const CART_STORAGE_KEY = "storefront-cart";

/**
 * A cart kept by the platform behind `backend`, with its last known state kept in `storage` so that
 * pages show it from their first render. The code that changes it (`cart-changes.ts`) and the
 * platform's load with the first change. When the browser refuses the storage, the cart lasts this
 * visit and the shopper is told it will not be kept.
 */
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
  // Once loaded, a change shows within the tap that made it.
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
        // Nothing is on its way before the first change.
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
