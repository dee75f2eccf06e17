import type { CartLine } from "../../../src/cart/cart-lines";
import type { CartContents } from "../../../src/cart/cart-state";
import { createCartStore } from "../../../src/cart/cart-store";
import { engineCart } from "../../../src/commerce/vendure/engine-cart";
import { shopApi } from "../../../src/commerce/vendure/shop-api";
import { MemoryStorage } from "../../support/memory-storage";
import { COMMERCE_URL } from "./ports";

/** The SKUs the engine sells the gift options under. */
const GIFTS = { giftMessage: "GIFT-MSG", giftBox: "GIFT-BOX" };

/**
 * The cart a returning shopper filled before, holding `lines`: made in the engine by the storefront's
 * own cart backend, and what the browser keeps of it (its session with the engine, and the cart as
 * last seen, written by the storefront's own cart store), as local storage entries. A test seeds
 * them without knowing the storage format.
 */
export async function savedCart(lines: readonly CartLine[]): Promise<[string, string][]> {
  const storage = new MemoryStorage();
  const api = shopApi({ url: () => COMMERCE_URL, languageCode: () => "en", currencyCode: "EUR", storage });
  const backend = engineCart(api, GIFTS);
  let contents: CartContents = { lines: [], giftMessage: null, giftBox: false };
  for (const { quantity, ...line } of lines)
    contents = (await backend.add(line, quantity, contents)).contents;
  createCartStore(
    () => storage,
    async () => backend,
  ).setState({ ...contents, synced: true });
  return storage.entries();
}
