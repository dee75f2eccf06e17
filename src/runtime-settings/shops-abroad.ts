import type { ShopAbroad } from "../shops/own-shop";

export const shopsAbroad: ShopAbroad[] = __RUNTIME_SETTINGS__.shopsAbroad;

export const shopCountries: string[] = __RUNTIME_SETTINGS__.shopCountries;
