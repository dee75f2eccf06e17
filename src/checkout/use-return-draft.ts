import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { neverThrowing } from "../consent/never-throwing-storage";
import type { ReasonChoices } from "./return-request";

interface ReturnDraft {
  orderNumber: string;
  email: string;
  reasons: ReasonChoices;
}

const EMPTY: ReturnDraft = { orderNumber: "", email: "", reasons: {} };

interface ReturnDraftState extends ReturnDraft {
  set: (change: Partial<ReturnDraft>) => void;
  reset: () => void;
}

/** Kept in session storage like the checkout draft; read after the first render. */
export const useReturnDraft = create<ReturnDraftState>()(
  persist(
    (set) => ({
      ...EMPTY,
      set: (change) => set(change),
      reset: () => set(EMPTY),
    }),
    {
      name: "storefront-return",
      storage: createJSONStorage(() => neverThrowing(() => window.sessionStorage)),
      partialize: ({ orderNumber, email, reasons }) => ({ orderNumber, email, reasons }),
      skipHydration: true,
    },
  ),
);
