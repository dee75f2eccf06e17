import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { neverThrowing } from "../storage/never-throwing-storage";
import { EMPTY_FORM, type CheckoutField, type CheckoutForm } from "./checkout-form";

interface DraftState {
  form: CheckoutForm;
  setField: (field: CheckoutField, value: string) => void;
  reset: () => void;
}

/**
 * What the shopper typed at checkout survives errors and reloads, in session storage: it is gone
 * when the tab closes, so an address is not left behind on a shared computer.
 */
export const useCheckoutDraft = create<DraftState>()(
  persist(
    (set) => ({
      form: EMPTY_FORM,
      setField: (field, value) => set((state) => ({ form: { ...state.form, [field]: value } })),
      reset: () => set({ form: EMPTY_FORM }),
    }),
    {
      name: "storefront-checkout",
      // Without session storage the draft lives in memory for this page only.
      storage: createJSONStorage(() => neverThrowing(() => window.sessionStorage)),
      partialize: ({ form }) => ({ form }),
      // A draft saved before the form had a field gets that field empty.
      merge: (stored, current) => ({
        ...current,
        form: { ...EMPTY_FORM, ...(stored as Partial<DraftState> | undefined)?.form },
      }),
      skipHydration: true,
    },
  ),
);

/** False until the saved draft has been read (after the first render), like the cart. */
export const useDraftReady = (): boolean =>
  useSyncExternalStore(
    (onChange) => useCheckoutDraft.persist.onFinishHydration(onChange),
    () => useCheckoutDraft.persist.hasHydrated(),
    () => false,
  );
