import { useStore } from "zustand";
import { mayStoreNow } from "../consent/consent-store";
import { siteData } from "../site/runtime-site-data";
import { createStorefrontStore, type StorefrontState } from "./storefront-store";
import { visitorStorage } from "./visitor-storage";

/** The app's one storefront store, wired to the browser's cookies and storage. */
export const storefrontStore = createStorefrontStore(
  siteData,
  visitorStorage({
    local: () => (typeof window === "undefined" ? undefined : window.localStorage),
    mayStoreAffiliateIds: () => mayStoreNow("affiliate"),
  }),
);

export function useStorefront<T>(selector: (state: StorefrontState) => T): T {
  return useStore(storefrontStore, selector);
}
