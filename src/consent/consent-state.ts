import { createStore } from "zustand/vanilla";
import { grantedCategories, mayStore, type ConsentCategory, type StoredData } from "./consent-rules";

interface ConsentState {
  granted: ConsentCategory[];
  decided: boolean;
  setAccepted: (accepted: readonly string[]) => void;
}

export const consentState = createStore<ConsentState>()((set) => ({
  granted: ["strict"],
  decided: false,
  setAccepted: (accepted) => set({ granted: grantedCategories(accepted), decided: true }),
}));

/** The one question the whole app asks before keeping anything in the browser. */
export const mayStoreNow = (data: StoredData): boolean => mayStore(data, consentState.getState().granted);
