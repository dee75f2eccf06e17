import type { StateCreator } from "zustand/vanilla";
import type { ProductSummary } from "./product";

export interface CommerceSlice {
  /** The product just added to the cart, shown in the toaster. */
  toasterProduct: ProductSummary | undefined;
  setToasterProduct: (product: ProductSummary | undefined) => void;
}

export const createCommerceSlice: StateCreator<CommerceSlice> = (set) => ({
  toasterProduct: undefined,
  setToasterProduct: (toasterProduct) => set({ toasterProduct }),
});
