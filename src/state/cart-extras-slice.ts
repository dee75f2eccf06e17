import type { StateCreator } from "zustand/vanilla";
import type { ProductSummary } from "./product";

/** What the cart shows beside its lines: the product just added. */
export interface CartExtrasSlice {
  /** The product just added to the cart, shown in the added-to-cart dialog. */
  addedProduct: ProductSummary | undefined;
  setAddedProduct: (product: ProductSummary | undefined) => void;
}

export const createCartExtrasSlice: StateCreator<CartExtrasSlice> = (set) => ({
  addedProduct: undefined,
  setAddedProduct: (addedProduct) => set({ addedProduct }),
});
