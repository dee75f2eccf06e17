import { createStore } from "zustand/vanilla";
import { persist, type PersistStorage } from "zustand/middleware";
import type { SiteData } from "../site/site-data";
import { createCommerceSlice, type CommerceSlice } from "./commerce-slice";
import { createUiSlice, type UiSlice } from "./ui-slice";
import { createVisitorSlice, type AffiliateFields, type VisitorSlice } from "./visitor-slice";

interface SiteSlice {
  allowedCountries: string[];
}

export type StorefrontState = SiteSlice & UiSlice & CommerceSlice & VisitorSlice;

export const AFFILIATE_STORAGE_KEY = "storefront-affiliate";

/** The shared storefront state: one state, one slice per concern, visitor fields persisted. */
export function createSharedState(siteData: SiteData, storage: PersistStorage<AffiliateFields>) {
  return createStore<StorefrontState>()(
    persist(
      (...args) => ({
        allowedCountries: siteData.allowedCountries,
        ...createUiSlice(...args),
        ...createCommerceSlice(...args),
        ...createVisitorSlice(...args),
      }),
      {
        name: AFFILIATE_STORAGE_KEY,
        storage,
        partialize: ({ awinId, cjEventId }) => ({ awinId, cjEventId }),
        // Ids from the current URL win over stored ones.
        merge: (stored, current) => ({
          ...current,
          awinId: current.awinId ?? (stored as Partial<AffiliateFields> | undefined)?.awinId,
          cjEventId: current.cjEventId ?? (stored as Partial<AffiliateFields> | undefined)?.cjEventId,
        }),
        skipHydration: true,
      },
    ),
  );
}

export type SharedState = ReturnType<typeof createSharedState>;
