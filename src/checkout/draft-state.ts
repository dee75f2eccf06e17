import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { neverThrowing } from "../consent/never-throwing-storage";
import { EMPTY_FORM, type CheckoutField, type CheckoutForm, type FieldError } from "./checkout-form";

/** A field the shop refused when the order was placed: its error shows on the field until it changes. */
interface RefusedField {
  field: CheckoutField;
  problem: FieldError;
}

interface DraftState {
  form: CheckoutForm;
  refused: RefusedField | null;
  setField: (field: CheckoutField, value: string) => void;
  refuse: (refused: RefusedField) => void;
  reset: () => void;
}

/** Session storage: gone when the tab closes, so an address is not left on a shared computer. */
export const useCheckoutDraft = create<DraftState>()(
  persist(
    (set) => ({
      form: EMPTY_FORM,
      refused: null,
      setField: (field, value) =>
        set((state) => ({
          form: { ...state.form, [field]: value },
          refused: state.refused?.field === field ? null : state.refused,
        })),
      refuse: (refused) => set({ refused }),
      reset: () => set({ form: EMPTY_FORM, refused: null }),
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

export const useDraftReady = (): boolean =>
  useSyncExternalStore(
    (onChange) => useCheckoutDraft.persist.onFinishHydration(onChange),
    () => useCheckoutDraft.persist.hasHydrated(),
    () => false,
  );
