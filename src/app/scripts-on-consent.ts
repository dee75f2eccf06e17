import { anyThirdPartyScript, type ThirdPartyConfig } from "../analytics/third-party-config";
import { consentState, mayStoreNow } from "../consent/consent-state";

/** A visitor who declines, or a build without third-party scripts, never downloads the loader. */
export function loadScriptsOnConsent(config: ThirdPartyConfig): void {
  if (!anyThirdPartyScript(config)) return;
  const check = () => {
    if (!mayStoreNow("tagManager") && !mayStoreNow("affiliate")) return;
    unsubscribe();
    void import("./third-party-scripts").then(({ startThirdPartyScripts }) => startThirdPartyScripts(config));
  };
  const unsubscribe = consentState.subscribe(check);
  check();
}
