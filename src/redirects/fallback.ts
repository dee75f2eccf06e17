/**
 * A link's `fallback`: where every country it does not list goes. Either a shop (`us`), or each
 * country's own shop and this shop for countries no shop sells to (`own-shop-else-us`).
 */
export interface Fallback {
  /** The shop of every other country, or of every country no shop sells to. */
  shop: string;
  /** Whether an unlisted country a shop sells to goes to its own shop. */
  ownShops: boolean;
}

const OWN_SHOP_ELSE = "own-shop-else-";

export const readFallback = (fallback: string): Fallback =>
  fallback.startsWith(OWN_SHOP_ELSE)
    ? { shop: fallback.slice(OWN_SHOP_ELSE.length), ownShops: true }
    : { shop: fallback, ownShops: false };

/** `own-shop-else-us`: the fallback of each country's own shop, else `shop`. */
export const ownShopElse = (shop: string): string => `${OWN_SHOP_ELSE}${shop}`;
