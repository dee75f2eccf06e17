import { addLine, quantityCap, setQuantity, type CartLine } from "../../../src/cart/cart-lines";
import type { CartBackend, CartContents } from "../../../src/cart/cart-state";
import { createCartStore } from "../../../src/cart/cart-store";

/**
 * A platform that keeps the cart in memory, as an engine keeps its order: each change answers with
 * the cart as it now is, a line capped by the stock it was added with. `reachable` false makes every
 * call fail as an engine that does not answer.
 */
export function memoryCartBackend(): CartBackend & { reachable: boolean; kept: () => CartContents } {
  let kept: CartContents = { lines: [], giftMessage: null, giftBox: false };
  const backend = {
    reachable: true,
    kept: () => kept,
    async change(next: (contents: CartContents) => CartContents, sku?: string, asked?: number) {
      if (!backend.reachable) throw new Error("The platform cannot be reached");
      kept = next(kept);
      const line = kept.lines.find((candidate) => candidate.sku === sku);
      const short =
        line && asked !== undefined && line.quantity < asked && line.quantity === quantityCap(line);
      return {
        contents: structuredClone(kept),
        ...(short && { short: { sku: line.sku, available: line.quantity } }),
      };
    },
  };
  const inCart = (sku: string) => kept.lines.find((line) => line.sku === sku)?.quantity ?? 0;
  return Object.assign(backend, {
    async read() {
      if (!backend.reachable) throw new Error("The platform cannot be reached");
      return structuredClone(kept);
    },
    add: (line: Omit<CartLine, "quantity">, quantity: number) =>
      backend.change(
        (c) => ({ ...c, lines: addLine(c.lines, line, quantity) }),
        line.sku,
        inCart(line.sku) + quantity,
      ),
    setQuantity: (sku: string, quantity: number) =>
      backend.change((c) => ({ ...c, lines: setQuantity(c.lines, sku, quantity) }), sku, quantity),
    setGiftMessage: (giftMessage: string | null) => backend.change((c) => ({ ...c, giftMessage })),
    setGiftBox: (giftBox: boolean) => backend.change((c) => ({ ...c, giftBox })),
    clear: () => backend.change(() => ({ lines: [], giftMessage: null, giftBox: false })),
    replace: (wanted: CartContents) => backend.change(() => structuredClone(wanted)),
  });
}

/**
 * A cart store over `storage` and a memory backend, read as a page reads it, with the code that
 * changes it loaded (as it is once a page has been open for a moment).
 */
export async function memoryCart(storage: () => Storage = () => window.localStorage) {
  const backend = memoryCartBackend();
  const cart = createCartStore(storage, async () => backend);
  await cart.persist.rehydrate();
  await cart.getState().refresh();
  return { cart, backend };
}
