import type { StateCreator } from "zustand/vanilla";
import type { ProductSummary } from "./product";

/** What the cart shows beside its lines: the product just added, and the gift options it offers. */
export interface CartExtrasSlice {
  /** The product just added to the cart, shown in the added-to-cart dialog. */
  addedProduct: ProductSummary | undefined;
  /** The gift message card and the gift box the cart offers. */
  giftMessageProduct: ProductSummary | undefined;
  giftBoxProduct: ProductSummary | undefined;
  setAddedProduct: (product: ProductSummary | undefined) => void;
  setGiftMessageProduct: (product: ProductSummary | undefined) => void;
  setGiftBoxProduct: (product: ProductSummary | undefined) => void;
}

export const createCartExtrasSlice: StateCreator<CartExtrasSlice> = (set) => ({
  addedProduct: undefined,
  giftMessageProduct: undefined,
  giftBoxProduct: undefined,
  setAddedProduct: (addedProduct) => set({ addedProduct }),
  setGiftMessageProduct: (giftMessageProduct) => set({ giftMessageProduct }),
  setGiftBoxProduct: (giftBoxProduct) => set({ giftBoxProduct }),
});
