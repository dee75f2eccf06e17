import path from "node:path";
import { inject } from "vitest";
import type { CartBackend } from "../../src/cart/cart-state";
import { createCartStore, type CartStore } from "../../src/cart/cart-store";
import { productImage } from "../../src/catalogue/images";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import { productPath } from "../../src/catalogue/paths";
import { loadShipping, shippingPrices } from "../../src/checkout/load-shipping";
import type { CheckoutOffer } from "../../src/checkout/checkout-totals";
import type { CommercePlatform } from "../../src/commerce/platform";
import { engineCart } from "../../src/commerce/vendure/engine-cart";
import type { GiftSkus } from "../../src/commerce/vendure/engine-order";
import { enginePlatform } from "../../src/commerce/vendure/engine-platform";
import { SESSION_TOKEN_KEY, shopApi } from "../../src/commerce/vendure/shop-api";
import { adminApi, setStock } from "../support/commerce-engine";
import { MemoryStorage } from "../support/memory-storage";
import type { CartItem, PlatformUnderTest } from "./contract";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

const ROOT = path.resolve(__dirname, "../..");

const catalogue = loadCatalogue(ROOT, path.join(ROOT, "content"), FRESH_ENGINE_OFFERS);
const OFFER: CheckoutOffer = {
  giftMessage: { unitPrice: catalogue.giftOptions.giftMessage.prices.EUR },
  giftBox: { unitPrice: catalogue.giftOptions.giftBox.prices.EUR },
  shipping: shippingPrices(loadShipping(ROOT, path.join(ROOT, "content")).methods, "EUR"),
};
const GIFTS: GiftSkus = {
  giftMessage: catalogue.giftOptions.giftMessage.sku,
  giftBox: catalogue.giftOptions.giftBox.sku,
};

/** Every variant of the shop as its product page puts it in the cart, in Dutch and euros. */
const ITEMS: CartItem[] = catalogue.products.flatMap((product) =>
  product.variants.map((variant) => ({
    sku: variant.sku,
    handle: product.handle,
    name: product.name["nl-NL"],
    colour: catalogue.colours[variant.colour]!.name["nl-NL"],
    path: productPath(product.handle),
    image: productImage(product.handle, variant.colour),
    unitPrice: product.prices.EUR,
  })),
);
let nextItem = 0;
/** Two variants no other test uses. */
const freshItems = (): [CartItem, CartItem] => {
  const items = [ITEMS[nextItem++], ITEMS[nextItem++]];
  if (!items[0] || !items[1]) throw new Error("The contract ran out of variants to shop with");
  return items as [CartItem, CartItem];
};

export const engineUrl = (): string => inject("engineUrl");
const admin = adminApi(engineUrl());

export interface EngineParts {
  backend: ReturnType<typeof engineCart>;
  cart: CartStore;
}

type Change = {
  platform?: (platform: CommercePlatform, parts: EngineParts) => CommercePlatform;
  backend?: (backend: CartBackend) => CartBackend;
};

/** A shopper on `items`, in a browser whose storage is `storage`. */
async function shopper(
  change: Change,
  items: [CartItem, CartItem],
  storage: MemoryStorage,
): Promise<PlatformUnderTest> {
  let offline = false;
  const api = shopApi({
    url: () => (offline ? "http://localhost:9" : engineUrl()),
    languageCode: () => "nl",
    currencyCode: "EUR",
    storage,
  });
  const backend = engineCart(api, GIFTS);
  const cart = createCartStore(
    () => storage,
    async () => change.backend?.(backend) ?? backend,
  );
  await cart.persist.rehydrate();
  const platform = enginePlatform({ api, gifts: GIFTS, cart, orders: backend, shop: "nl" });
  return {
    platform: change.platform?.(platform, { backend, cart }) ?? platform,
    cart,
    items,
    offer: OFFER,
    async nextVisit() {
      // The same session, and nothing else this browser kept: the cart must come from the engine.
      const next = new MemoryStorage();
      const session = storage.getItem(SESSION_TOKEN_KEY);
      if (session) next.setItem(SESSION_TOKEN_KEY, session);
      const visit = await shopper({}, items, next);
      await visit.cart.getState().refresh();
      return visit.cart;
    },
    otherShopper: () => shopper(change, items, new MemoryStorage()),
    setStock: (sku, count) => setStock(admin, sku, count),
    goOffline: () => {
      offline = true;
    },
  };
}

/**
 * A shopper in a browser of their own on the engine the test run started, with two variants of 10
 * each to themselves: the storefront's own platform and cart, over in-memory storage. `change` swaps
 * a part, so that a test can break one rule.
 */
export async function engineUnderTest(change: Change = {}): Promise<PlatformUnderTest> {
  const items = freshItems();
  for (const item of items) await setStock(admin, item.sku, 10);
  return shopper(change, items, new MemoryStorage());
}
