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

export interface CartState extends CartContents {
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
