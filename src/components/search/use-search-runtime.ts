import { useEffect, useState } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { mayStore } from "../../consent/consent-rules";
import { useConsent } from "../../consent/consent-store";

type SearchRuntime = typeof import("../../search/search-runtime");
let loading: Promise<SearchRuntime> | undefined;

/** Search code loads on demand: the first page or panel that needs it pays for it, no other. */
export const loadSearchRuntime = (): Promise<SearchRuntime> =>
  (loading ??= import("../../search/search-runtime"));

/** The search runtime, connected for this page's language; undefined while it loads. */
export function useSearchRuntime(): SearchRuntime | undefined {
  const { language } = useI18next();
  const [runtime, setRuntime] = useState<SearchRuntime>();
  useEffect(() => {
    let current = true;
    void loadSearchRuntime().then((loaded) => {
      loaded.connect(language);
      if (current) setRuntime(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return runtime;
}

/** Search events and visitor data only with the visitor's consent. */
export const useSearchTracking = (): boolean =>
  useConsent((state) => mayStore("searchVisitor", state.granted));
