import type { CartLine } from "../../../src/cart/cart-lines";
import { useCart } from "../../../src/cart/cart-state";

/**
 * The cart a returning shopper has kept in the browser, holding `lines`, as the storefront's own cart
 * store writes it: a test seeds it without knowing the storage format.
 */
export function savedCart(lines: readonly CartLine[]): { key: string; value: string } {
  const kept = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
  // The store keeps the cart in `window.localStorage`, which it reads at each write.
  Object.assign(globalThis, { window: { localStorage } });
  try {
    useCart.getState().clear();
    for (const { quantity, ...line } of lines) useCart.getState().add(line, quantity);
  } finally {
    Reflect.deleteProperty(globalThis, "window");
  }
  const [saved] = kept;
  if (!saved) throw new Error("The cart store kept nothing");
  return { key: saved[0], value: saved[1] };
}
