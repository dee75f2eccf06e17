import { createStore } from "zustand/vanilla";
import { persist, type PersistStorage } from "zustand/middleware";
import { createCartExtrasSlice, type CartExtrasSlice } from "./cart-extras-slice";
import { createScriptsSlice, type ScriptsSlice } from "./scripts-slice";
import { createUiSlice, type UiSlice } from "./ui-slice";
import { createVisitorSlice, type AffiliateFields, type VisitorSlice } from "./visitor-slice";

interface SettingsSlice {
  /** `production`, `staging`, …: the build's ENVIRONMENT (or GATSBY_ENVIRONMENT). */
  environment: string;
  allowedCountries: string[];
}

export type StorefrontState = SettingsSlice & UiSlice & ScriptsSlice & CartExtrasSlice & VisitorSlice;

export const AFFILIATE_STORAGE_KEY = "storefront-affiliate";

export function createSharedState(
  environment: string,
  allowedCountries: string[],
  storage: PersistStorage<AffiliateFields>,
) {
  return createStore<StorefrontState>()(
    persist(
      (...args) => ({
        environment,
        allowedCountries,
        ...createUiSlice(...args),
        ...createScriptsSlice(...args),
        ...createCartExtrasSlice(...args),
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
