import type { PersistStorage, StorageValue } from "zustand/middleware";
import type { AffiliateFields } from "./visitor-slice";

export interface VisitorStorageDeps {
  /** Browser storage, or undefined where there is none (server rendering, blocked storage). */
  local: () => Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  mayStoreAffiliateIds: () => boolean;
}

/**
 * Affiliate ids live in local storage only while marketing consent is given. (The country lives in
 * the strictly necessary `country` cookie, written where the visitor picks it.) Storage that throws
 * (private browsing, full quota) is treated as absent.
 */
export function visitorStorage(deps: VisitorStorageDeps): PersistStorage<AffiliateFields> {
  const attempt = <T>(action: () => T): T | undefined => {
    try {
      return action();
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (name): StorageValue<AffiliateFields> | null => {
      if (!deps.mayStoreAffiliateIds()) return null;
      const raw = attempt(() => deps.local()?.getItem(name));
      const saved = raw ? (attempt(() => JSON.parse(raw) as Partial<AffiliateFields>) ?? {}) : {};
      const state: AffiliateFields = { awinId: undefined, cjEventId: undefined };
      if (typeof saved.awinId === "string") state.awinId = saved.awinId;
      if (typeof saved.cjEventId === "string") state.cjEventId = saved.cjEventId;
      return { state, version: 0 };
    },
    setItem: (name, { state }) => {
      const { awinId, cjEventId } = state;
      if (deps.mayStoreAffiliateIds() && (awinId || cjEventId)) {
        attempt(() => deps.local()?.setItem(name, JSON.stringify({ awinId, cjEventId })));
      } else {
        attempt(() => deps.local()?.removeItem(name));
      }
    },
    removeItem: (name) => attempt(() => deps.local()?.removeItem(name)),
  };
}
