import type { Shop, ShopsFile } from "./shops-schema";

/** Unknown and external shops are refused. */
export function selectShop(shops: ShopsFile, id: string | undefined): Shop {
  const wanted = id?.trim() || shops.default;
  const buildable = shops.shops.filter((shop) => !shop.external);
  const shop = shops.shops.find((candidate) => candidate.id === wanted);
  const valid = buildable.map((candidate) => candidate.id).join(", ");
  if (!shop) throw new Error(`Unknown shop "${wanted}". Valid shops: ${valid}`);
  if (shop.external) {
    throw new Error(`Shop "${wanted}" is an external site and is not built here. Valid shops: ${valid}`);
  }
  return shop;
}

export const shopForCountry = (shops: ShopsFile, country: string): Shop | undefined =>
  shops.shops.find((shop) => shop.countries.includes(country.toLowerCase()));
