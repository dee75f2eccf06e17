/** A link's `fallback`: a shop (`us`), or each country's own shop, else this one (`own-shop-else-us`). */
export interface Fallback {
  shop: string;
  ownShops: boolean;
}

const OWN_SHOP_ELSE = "own-shop-else-";

export const readFallback = (fallback: string): Fallback =>
  fallback.startsWith(OWN_SHOP_ELSE)
    ? { shop: fallback.slice(OWN_SHOP_ELSE.length), ownShops: true }
    : { shop: fallback, ownShops: false };

export const ownShopElse = (shop: string): string => `${OWN_SHOP_ELSE}${shop}`;
