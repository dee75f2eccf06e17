import type { StateCreator } from "zustand/vanilla";
import type { ProductSummary } from "./product";

export interface CommerceSlice {
  giftMessageProduct: ProductSummary | undefined;
  giftBoxProduct: ProductSummary | undefined;
  /** The product just added to the cart, shown in the toaster. */
  toasterProduct: ProductSummary | undefined;
  setGiftMessageProduct: (product: ProductSummary | undefined) => void;
  setGiftBoxProduct: (product: ProductSummary | undefined) => void;
  setToasterProduct: (product: ProductSummary | undefined) => void;
}

export const createCommerceSlice: StateCreator<CommerceSlice> = (set) => ({
  giftMessageProduct: undefined,
  giftBoxProduct: undefined,
  toasterProduct: undefined,
  setGiftMessageProduct: (giftMessageProduct) => set({ giftMessageProduct }),
  setGiftBoxProduct: (giftBoxProduct) => set({ giftBoxProduct }),
  setToasterProduct: (toasterProduct) => set({ toasterProduct }),
});
