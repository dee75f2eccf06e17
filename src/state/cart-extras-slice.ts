import type { StateCreator } from "zustand/vanilla";
import type { ProductSummary } from "./product";

export interface CartExtrasSlice {
  addedProduct: ProductSummary | undefined;
  setAddedProduct: (product: ProductSummary | undefined) => void;
}

export const createCartExtrasSlice: StateCreator<CartExtrasSlice> = (set) => ({
  addedProduct: undefined,
  setAddedProduct: (addedProduct) => set({ addedProduct }),
});
