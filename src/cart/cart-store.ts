import { create, type Mutate, type StoreApi, type UseBoundStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { neverThrowing } from "../storage/never-throwing-storage";
import { addLine, setQuantity, type CartLine } from "./cart-lines";
import { putBack, takeOut, type RemovedLine } from "./undo-removal";

export const GIFT_MESSAGE_MAX = 200;

interface CartState {
  lines: CartLine[];
  /** The text of the gift message card, when one is wanted. */
  giftMessage: string | null;
  giftBox: boolean;
  /** False when the browser refuses to keep the cart (private browsing, full storage). */
  saved: boolean;
  add: (line: Omit<CartLine, "quantity">, quantity?: number) => void;
  setQuantity: (sku: string, quantity: number) => void;
  /** Takes a line out; what it returns puts it back with `restore`. */
  remove: (sku: string) => RemovedLine | undefined;
  restore: (removed: RemovedLine) => void;
  setGiftMessage: (text: string | null) => void;
  setGiftBox: (wanted: boolean) => void;
  clear: () => void;
}

/**
 * The shopper's cart as pages read and change it: a store that keeps itself where its platform says
 * (`src/commerce/commerce.ts` binds it) and is read from there after the first render.
 */
export type CartStore = UseBoundStore<Mutate<StoreApi<CartState>, [["zustand/persist", unknown]]>>;

const CART_STORAGE_KEY = "storefront-cart";

/**
 * A cart kept in `storage`: strictly necessary, so it is kept without asking. When the browser refuses
 * the storage (private browsing, full storage), the cart lives in memory for this visit and the shopper
 * is told it will not be kept.
 */
export function createCartStore(storage: () => Storage): CartStore {
  // Recorded once: recording it writes the cart again, which fails again and must not loop.
  const markNotSaved = () => {
    if (cart.getState().saved) cart.setState({ saved: false });
  };
  const cart: CartStore = create<CartState>()(
    persist(
      (set, get) => ({
        lines: [],
        giftMessage: null,
        giftBox: false,
        saved: true,
        add: (line, quantity = 1) => set((state) => ({ lines: addLine(state.lines, line, quantity) })),
        setQuantity: (sku, quantity) => set((state) => ({ lines: setQuantity(state.lines, sku, quantity) })),
        remove: (sku) => {
          const { lines, removed } = takeOut(get().lines, sku);
          set({ lines });
          return removed;
        },
        restore: (removed) => set((state) => ({ lines: putBack(state.lines, removed) })),
        setGiftMessage: (text) =>
          set({ giftMessage: text === null ? null : text.slice(0, GIFT_MESSAGE_MAX) }),
        setGiftBox: (giftBox) => set({ giftBox }),
        clear: () => set({ lines: [], giftMessage: null, giftBox: false }),
      }),
      {
        name: CART_STORAGE_KEY,
        storage: createJSONStorage(() => neverThrowing(storage, markNotSaved)),
        partialize: ({ lines, giftMessage, giftBox }) => ({ lines, giftMessage, giftBox }),
        // Read after the first render, so that server-rendered and hydrated pages agree.
        skipHydration: true,
      },
    ),
  );
  return cart;
}
