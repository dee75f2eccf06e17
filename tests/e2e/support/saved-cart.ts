import type { CartLine } from "../../../src/cart/cart-lines";
import { createCartStore } from "../../../src/cart/cart-store";

/**
 * The cart a returning shopper has kept in the browser, holding `lines`, as the storefront's own cart
 * store writes it: a test seeds it without knowing the storage format. The embedded platform keeps the
 * cart in local storage, under the key returned.
 */
export function savedCart(lines: readonly CartLine[]): { key: string; value: string } {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
  const cart = createCartStore(() => storage as Storage);
  for (const { quantity, ...line } of lines) cart.getState().add(line, quantity);
  const [saved] = kept;
  if (!saved) throw new Error("The cart store kept nothing");
  return { key: saved[0], value: saved[1] };
}
