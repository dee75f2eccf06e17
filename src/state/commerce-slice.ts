import type { StateCreator } from "zustand/vanilla";
import type { ProductSummary } from "./product";

export interface CommerceSlice {
  /** The product just added to the cart, shown in the toaster. */
  toasterProduct: ProductSummary | undefined;
  /** The gift message card and the gift box the cart offers. */
  giftMessageProduct: ProductSummary | undefined;
  giftBoxProduct: ProductSummary | undefined;
  setToasterProduct: (product: ProductSummary | undefined) => void;
  setGiftMessageProduct: (product: ProductSummary | undefined) => void;
  setGiftBoxProduct: (product: ProductSummary | undefined) => void;
}

export const createCommerceSlice: StateCreator<CommerceSlice> = (set) => ({
  toasterProduct: undefined,
  giftMessageProduct: undefined,
  giftBoxProduct: undefined,
  setToasterProduct: (toasterProduct) => set({ toasterProduct }),
  setGiftMessageProduct: (giftMessageProduct) => set({ giftMessageProduct }),
  setGiftBoxProduct: (giftBoxProduct) => set({ giftBoxProduct }),
});
