import type { FilterState } from "../filters/filter-url";
import { COLOUR_PARAMETER } from "./colour-choices";
import { productImage } from "./images";
import type { ColourView, ProductCard } from "./view-types";

/**
 * Sort orders a category page offers before the search service answers; the same names as the
 * service's (`src/search/search-sort.ts`), so that a sorted URL means the same to both.
 */
export const SORT_ORDERS = ["relevance", "price-asc", "price-desc", "name-asc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const isSortOrder = (value: string | null): value is SortOrder =>
  (SORT_ORDERS as readonly string[]).includes(value ?? "");

/** Filters of a category: colour options, in-stock and a price range (`klevu_price`, as the service names it). */
export function filterProducts(products: readonly ProductCard[], state: FilterState): ProductCard[] {
  const colours = state.options.colour ?? [];
  const stock = state.options.stock ?? [];
  const price = state.sliders.klevu_price;
  return products.filter(
    (product) =>
      (!colours.length || product.colours.some((colour) => colours.includes(colour.key))) &&
      (!stock.includes("in") || product.inStock) &&
      (!price || (product.price >= price[0] && product.price <= price[1])),
  );
}

/** A product as a list shows it: a built card, or a search result. */
interface ListedProduct {
  handle: string;
  path: string;
  image?: string;
  colours: readonly { key: string }[];
}

/**
 * A card as a colour filter shows it: in the first chosen colour the product comes in, its picture in
 * that colour and its link opening the product on it. Without a chosen colour of its own, as it is.
 */
export function inChosenColour<Card extends ListedProduct>(card: Card, colours: readonly string[]): Card {
  const colour = colours.find((key) => card.colours.some((choice) => choice.key === key));
  if (!colour) return card;
  return {
    ...card,
    image: productImage(card.handle, colour),
    path: `${card.path}?${COLOUR_PARAMETER}=${encodeURIComponent(colour)}`,
  };
}

export function sortProducts(
  products: readonly ProductCard[],
  order: SortOrder,
  language: string,
): ProductCard[] {
  const sorted = [...products];
  if (order === "price-asc") sorted.sort((a, b) => a.price - b.price);
  if (order === "price-desc") sorted.sort((a, b) => b.price - a.price);
  if (order === "name-asc") sorted.sort((a, b) => a.name.localeCompare(b.name, language));
  return sorted;
}

/**
 * The "up to" prices a list offers before its filters are there: a quarter, half and three quarters of
 * the way from its cheapest to its dearest product, in round tens. Each keeps at least its cheapest.
 */
export function maxPriceSteps(products: readonly ProductCard[]): number[] {
  const [min, max] = priceBounds(products);
  return [
    ...new Set([0.25, 0.5, 0.75].map((share) => Math.ceil((min + (max - min) * share) / 10) * 10)),
  ].filter((step) => step > min && step < max);
}

/** The price range a slider offers: whole currency units around the cheapest and dearest product. */
export function priceBounds(products: readonly ProductCard[]): [number, number] {
  if (!products.length) return [0, 0];
  const prices = products.map((product) => product.price);
  return [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
}

/** The "up to" price the filters hold: the top of their price range. */
export const maxPrice = (state: FilterState): number | undefined => state.sliders.klevu_price?.[1];

/** The filters with a price range up to `max`, or without one. */
export function withMaxPrice(state: FilterState, max: number | undefined): FilterState {
  const sliders = { ...state.sliders };
  if (max) sliders.klevu_price = [0, max];
  else delete sliders.klevu_price;
  return { ...state, sliders };
}

/** The colours a list's products come in, each once, in the order they first appear: its colour filter. */
export const listColours = (products: readonly ProductCard[]): ColourView[] => [
  ...new Map(products.flatMap((product) => product.colours).map((colour) => [colour.key, colour])).values(),
];
