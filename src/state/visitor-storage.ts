import type { PersistStorage, StorageValue } from "zustand/middleware";
import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";
import type { AffiliateFields } from "./visitor-slice";

export interface VisitorStorageDeps {
  /** Browser storage, or undefined where there is none (server rendering, blocked storage). */
  local: () => KeyValueStorage | undefined;
  mayStoreAffiliateIds: () => boolean;
}

/** Affiliate ids only while marketing consent is given (the country lives in its own `country` cookie). */
export function visitorStorage(deps: VisitorStorageDeps): PersistStorage<AffiliateFields> {
  const local = neverThrowing(deps.local);
  const parse = (raw: string): Partial<AffiliateFields> => {
    try {
      return JSON.parse(raw) as Partial<AffiliateFields>;
    } catch {
      return {};
    }
  };
  return {
    getItem: (name): StorageValue<AffiliateFields> | null => {
      if (!deps.mayStoreAffiliateIds()) return null;
      const raw = local.getItem(name);
      const saved = raw ? (parse(raw) ?? {}) : {};
      const state: AffiliateFields = { awinId: undefined, cjEventId: undefined };
      if (typeof saved.awinId === "string") state.awinId = saved.awinId;
      if (typeof saved.cjEventId === "string") state.cjEventId = saved.cjEventId;
      return { state, version: 0 };
    },
    setItem: (name, { state }) => {
      const { awinId, cjEventId } = state;
      if (deps.mayStoreAffiliateIds() && (awinId || cjEventId)) {
        local.setItem(name, JSON.stringify({ awinId, cjEventId }));
      } else {
        local.removeItem(name);
      }
    },
    removeItem: (name) => local.removeItem(name),
  };
}
