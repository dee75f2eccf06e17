import { useStore } from "zustand";
import { mayStoreNow } from "../consent/consent-state";
import { allowedCountries, shopSettings } from "../runtime-settings/runtime-settings";
import { createSharedState, type StorefrontState } from "./shared-state";
import { visitorStorage } from "./visitor-storage";

export const sharedState = createSharedState(
  shopSettings.environment,
  allowedCountries,
  visitorStorage({
    local: () => (typeof window === "undefined" ? undefined : window.localStorage),
    mayStoreAffiliateIds: () => mayStoreNow("affiliate"),
  }),
);

export function useStorefront<T>(selector: (state: StorefrontState) => T): T {
  return useStore(sharedState, selector);
}
