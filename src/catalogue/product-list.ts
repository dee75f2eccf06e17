import type { FilterState } from "../search/filter-url";
import type { ProductCard } from "./views";

export const SORT_ORDERS = ["featured", "price-asc", "price-desc", "name"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const isSortOrder = (value: string | null): value is SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(value ?? "");

/** Filters of a category: colour options, in-stock and a price range. */
export function filterProducts(products: readonly ProductCard[], state: FilterState): ProductCard[] {
  const colours = state.options.colour ?? [];
  const stock = state.options.stock ?? [];
  const price = state.sliders.price;
  return products.filter(
    (product) =>
      (!colours.length || product.colours.some((colour) => colours.includes(colour.key))) &&
      (!stock.includes("in") || product.inStock) &&
      (!price || (product.price >= price[0] && product.price <= price[1])),
  );
}

export function sortProducts(
  products: readonly ProductCard[],
  order: SortOrder,
  language: string,
): ProductCard[] {
  const sorted = [...products];
  if (order === "price-asc") sorted.sort((a, b) => a.price - b.price);
  if (order === "price-desc") sorted.sort((a, b) => b.price - a.price);
  if (order === "name") sorted.sort((a, b) => a.name.localeCompare(b.name, language));
  return sorted;
}

/** The price range a slider offers: whole currency units around the cheapest and dearest product. */
export function priceBounds(products: readonly ProductCard[]): [number, number] {
  if (!products.length) return [0, 0];
  const prices = products.map((product) => product.price);
  return [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
}
