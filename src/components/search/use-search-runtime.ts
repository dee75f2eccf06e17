import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { useI18next } from "../../i18n/hooks";
import { shopSettings } from "../../runtime-settings/runtime-settings";
import { mayStore } from "../../consent/consent-rules";
import { consentState } from "../../consent/consent-state";

/** The search code: the search service's client, its queries and its query cache. */
export type SearchRuntime = typeof import("../../search/search-runtime");
let loading: Promise<SearchRuntime> | undefined;

/** Search code loads on demand: the first page or panel that needs it pays for it, no other. */
export const loadSearchRuntime = (): Promise<SearchRuntime> =>
  (loading ??= import("../../search/search-runtime").catch((error: unknown) => {
    // A later attempt (after a reload, or a retry) loads it afresh.
    loading = undefined;
    throw error;
  }));

/**
 * The search runtime, connected for this page's language; undefined while it loads. When its code
 * cannot load, the error goes to the nearest error boundary: one reload, then that part's fallback.
 */
export function useSearchRuntime(): SearchRuntime | undefined {
  const { language } = useI18next();
  const [runtime, setRuntime] = useState<SearchRuntime>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    let current = true;
    loadSearchRuntime()
      .then((loaded) => {
        loaded.connect(shopSettings.shopId, language);
        if (current) setRuntime(loaded);
      })
      .catch((error: unknown) => current && setFailure({ error }));
    return () => {
      current = false;
    };
  }, [language]);
  if (failure) throw failure.error;
  return runtime;
}

/** Search events and visitor data only with the visitor's consent. */
export const useSearchTracking = (): boolean =>
  useStore(consentState, (state) => mayStore("searchVisitor", state.granted));
