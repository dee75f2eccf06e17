import { create, type Mutate, type StoreApi, type UseBoundStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { neverThrowing, type KeyValueStorage } from "../storage/never-throwing-storage";
import { addLine, setQuantity, type CartLine } from "./cart-lines";
import { putBack, takeOut, type RemovedLine } from "./undo-removal";

export const GIFT_MESSAGE_MAX = 200;

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
 * platform now has it; a platform that cannot be reached rejects, and nothing was changed.
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
  /** Takes a line out; what it returns puts it back with `restore`. */
  remove: (sku: string) => RemovedLine | undefined;
  restore: (removed: RemovedLine) => Promise<boolean>;
  setGiftMessage: (text: string | null) => void;
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

const CART_STORAGE_KEY = "storefront-cart";

/** How long the gift message waits for the next keystroke before it is sent. */
const GIFT_MESSAGE_PAUSE_MS = 400;

/**
 * A cart kept by the platform behind `backend`, loaded when first needed, with its last known state
 * kept in `storage` so that pages show it from their first render. Each change shows at once and
 * goes to the platform in order; the platform's answer then is the cart (its prices, its stock). A
 * change the platform could not take is undone and `problem` says why. When the browser refuses the
 * storage, the cart lasts this visit and the shopper is told it will not be kept.
 */
export function createCartStore(
  storage: () => KeyValueStorage,
  backend: () => Promise<CartBackend>,
): CartStore {
  // Recorded once: recording it writes the cart again, which fails again and must not loop.
  const markNotSaved = () => {
    if (cart.getState().saved) cart.setState({ saved: false });
  };
  const contents = (): CartContents => {
    const { lines, giftMessage, giftBox } = cart.getState();
    return { lines, giftMessage, giftBox };
  };
  // The platform's last answer, what a failed change goes back to, and whether it is the platform's
  // (a cart kept by a page that closed before its change was sent is not, until it is sent again).
  let confirmed: CartContents = { lines: [], giftMessage: null, giftBox: false };
  let confirmedSynced = true;
  let queue: Promise<boolean> = Promise.resolve(true);
  let waiting = 0;
  let pendingMessage: ReturnType<typeof setTimeout> | undefined;
  // A page being left aborts what it was sending: that is no answer, and the cart is kept as shown
  // (not synced) for the next page to send again.
  let leaving = false;
  let listening = false;
  const watchLeaving = () => {
    if (listening || typeof window === "undefined") return;
    listening = true;
    for (const event of ["beforeunload", "pagehide"]) window.addEventListener(event, () => (leaving = true));
    window.addEventListener("pageshow", () => (leaving = false));
  };

  /** Shows `shown` now; sends `send` after the changes before it; the platform's answer wins. */
  const change = (
    shown: Partial<CartContents> | null,
    send: (known: CartContents) => Promise<CartChange>,
  ) => {
    if (shown) cart.setState({ ...shown, problem: null, synced: false });
    watchLeaving();
    waiting += 1;
    cart.setState({ busy: true });
    queue = queue.then(async () => {
      try {
        const answer = await send(contents());
        confirmed = answer.contents;
        confirmedSynced = true;
        cart.setState({
          ...answer.contents,
          ...(answer.short && { problem: { kind: "short", ...answer.short } }),
        });
        return true;
      } catch {
        if (!leaving) cart.setState({ ...confirmed, problem: { kind: "unavailable" } });
        return false;
      } finally {
        waiting -= 1;
        if (waiting === 0 && !leaving) cart.setState({ busy: false, synced: confirmedSynced });
      }
    });
    return queue;
  };
  /** A change as the platform makes it, once its code has loaded. */
  const platform =
    (call: (b: CartBackend, known: CartContents) => Promise<CartChange>) => async (known: CartContents) =>
      call(await backend(), known);

  const cart: CartStore = create<CartState>()(
    persist(
      (set, get) => ({
        lines: [],
        giftMessage: null,
        giftBox: false,
        saved: true,
        busy: false,
        synced: true,
        problem: null,
        add: (line, quantity = 1) =>
          change(
            { lines: addLine(get().lines, line, quantity) },
            platform((b, known) => b.add(line, quantity, known)),
          ),
        setQuantity: (sku, quantity) =>
          change(
            { lines: setQuantity(get().lines, sku, quantity) },
            platform((b, known) => b.setQuantity(sku, quantity, known)),
          ),
        remove: (sku) => {
          const { lines, removed } = takeOut(get().lines, sku);
          if (removed)
            void change(
              { lines },
              platform((b, known) => b.setQuantity(sku, 0, known)),
            );
          return removed;
        },
        restore: (removed) =>
          change(
            { lines: putBack(get().lines, removed) },
            platform((b, known) => b.add(removed.line, removed.line.quantity, known)),
          ),
        setGiftMessage: (text) => {
          const giftMessage = text === null ? null : text.slice(0, GIFT_MESSAGE_MAX);
          set({ giftMessage, problem: null, synced: false });
          clearTimeout(pendingMessage);
          // Ticking the card sends at once; typing its text sends when the shopper pauses.
          const send = () => {
            pendingMessage = undefined;
            void change(
              null,
              platform((b, known) => b.setGiftMessage(get().giftMessage, known)),
            );
          };
          if (text === null || text === "") send();
          else pendingMessage = setTimeout(send, GIFT_MESSAGE_PAUSE_MS);
        },
        setGiftBox: (giftBox) =>
          change(
            { giftBox },
            platform((b, known) => b.setGiftBox(giftBox, known)),
          ),
        clear: () =>
          change(
            { lines: [], giftMessage: null, giftBox: false },
            platform((b, known) => b.clear(known)),
          ),
        refresh: () => change(null, async () => ({ contents: await (await backend()).read(contents()) })),
        settled: () => {
          if (pendingMessage !== undefined) {
            clearTimeout(pendingMessage);
            pendingMessage = undefined;
            void change(
              null,
              platform((b, known) => b.setGiftMessage(get().giftMessage, known)),
            );
          }
          return queue;
        },
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
          confirmed = contents();
          confirmedSynced = kept?.synced !== false;
          const { lines, giftMessage, giftBox } = confirmed;
          if (!confirmedSynced && (lines.length > 0 || giftMessage !== null || giftBox))
            void change(
              null,
              platform((b, known) => b.replace(known)),
            );
        },
      },
    ),
  );
  return cart;
}
