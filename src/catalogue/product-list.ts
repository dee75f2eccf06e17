import type { FilterState } from "../filters/filter-url";
import { COLOUR_PARAMETER } from "./colour-choices";
import { productImage } from "./images";
import type { ColourView, ProductCard } from "./view-types";

/** The search service's names (`src/search/search-sort.ts`), so a sorted URL means the same to both. */
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

interface ListedProduct {
  handle: string;
  path: string;
  image?: string;
  colours: readonly { key: string }[];
}

/** In the first chosen colour the product comes in, with its picture and link; else as it is. */
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

/** A quarter, half and three quarters from cheapest to dearest, in round tens; each keeps at least the cheapest. */
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

export const maxPrice = (state: FilterState): number | undefined => state.sliders.klevu_price?.[1];

export function withMaxPrice(state: FilterState, max: number | undefined): FilterState {
  const sliders = { ...state.sliders };
  if (max) sliders.klevu_price = [0, max];
  else delete sliders.klevu_price;
  return { ...state, sliders };
}

export const listColours = (products: readonly ProductCard[]): ColourView[] => [
  ...new Map(products.flatMap((product) => product.colours).map((colour) => [colour.key, colour])).values(),
];

/** A category's own list as its address asks: the cards shown, in order and in the chosen colour, and the choices offered. */
export function categoryListing(
  products: readonly ProductCard[],
  state: FilterState,
  sort: string | null,
  language: string,
) {
  const order = isSortOrder(sort) ? sort : "relevance";
  const chosenColours = state.options.colour ?? [];
  return {
    order,
    colours: listColours(products),
    priceSteps: maxPriceSteps(products),
    shown: sortProducts(filterProducts(products, state), order, language).map((card) =>
      inChosenColour(card, chosenColours),
    ),
  };
}
