import { createStore } from "zustand/vanilla";
import { grantedCategories, mayStore, type ConsentCategory, type StoredData } from "./consent-rules";

interface ConsentState {
  /** Categories granted; only `strict` until the visitor chooses. */
  granted: ConsentCategory[];
  /** The visitor has made a choice (or an earlier choice was read back). */
  decided: boolean;
  setAccepted: (accepted: readonly string[]) => void;
}

/** The visitor's consent, shared by everything that stores or sends; components read it with `useStore`. */
export const consentState = createStore<ConsentState>()((set) => ({
  granted: ["strict"],
  decided: false,
  setAccepted: (accepted) => set({ granted: grantedCategories(accepted), decided: true }),
}));

/** The one question the whole app asks before keeping anything in the browser. */
export const mayStoreNow = (data: StoredData): boolean => mayStore(data, consentState.getState().granted);
