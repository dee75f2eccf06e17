import type { CartLine } from "./cart-lines";
import type { RemovedLine } from "./undo-removal";

export interface CartContents {
  lines: CartLine[];
  giftMessage: string | null;
  giftBox: boolean;
}

export interface CartChange {
  contents: CartContents;
  short?: { sku: string; available: number };
}

/** An unreachable platform rejects, changing nothing; a site taking no orders rejects with COMMERCE_CLOSED. */
export interface CartBackend {
  read(known: CartContents): Promise<CartContents>;
  add(line: Omit<CartLine, "quantity">, quantity: number, known: CartContents): Promise<CartChange>;
  setQuantity(sku: string, quantity: number, known: CartContents): Promise<CartChange>;
  setGiftMessage(text: string | null, known: CartContents): Promise<CartChange>;
  setGiftBox(wanted: boolean, known: CartContents): Promise<CartChange>;
  clear(known: CartContents): Promise<CartChange>;
  /** Sends changes a page showed but closed before sending. */
  replace(wanted: CartContents): Promise<CartChange>;
}

type CartProblem =
  | { kind: "unavailable" }
  | { kind: "closed" }
  /** The cart holds what the shop has. */
  | { kind: "short"; sku: string; available: number };

export interface CartState extends CartContents {
  /** False when the browser refuses to keep the cart (private browsing, full storage). */
  saved: boolean;
  busy: boolean;
  /** False until the platform answers a shown change; a page closed meanwhile leaves it for the next to resend. */
  synced: boolean;
  problem: CartProblem | null;
  add: (line: Omit<CartLine, "quantity">, quantity?: number) => Promise<boolean>;
  setQuantity: (sku: string, quantity: number) => Promise<boolean>;
  remove: (sku: string) => Promise<RemovedLine | undefined>;
  restore: (removed: RemovedLine) => Promise<boolean>;
  setGiftMessage: (text: string | null) => Promise<void>;
  setGiftBox: (wanted: boolean) => Promise<boolean>;
  clear: () => Promise<boolean>;
  /** Reads the cart from the platform again: it may have changed elsewhere (paid, another tab). */
  refresh: () => Promise<boolean>;
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
  resend: () => Promise<boolean>;
};
