import type { StateCreator } from "zustand/vanilla";

export interface VisitorSlice {
  /** Upper-case code of the visitor's shopping country. */
  userCountry: string | undefined;
  /** Affiliate click ids from the `awc` and `cjevent` query parameters. */
  awinId: string | undefined;
  cjEventId: string | undefined;
  setUserCountry: (country: string) => void;
  setAwinId: (id: string | undefined) => void;
  setCjEventId: (id: string | undefined) => void;
}

export type AffiliateFields = Pick<VisitorSlice, "awinId" | "cjEventId">;

export const createVisitorSlice: StateCreator<VisitorSlice> = (set) => ({
  userCountry: undefined,
  awinId: undefined,
  cjEventId: undefined,
  setUserCountry: (userCountry) => set({ userCountry }),
  setAwinId: (awinId) => set({ awinId }),
  setCjEventId: (cjEventId) => set({ cjEventId }),
});
