import { anyThirdPartyScript, type ThirdPartyConfig } from "../analytics/third-party-config";
import { consentState, mayStoreNow } from "../consent/consent-state";

/**
 * Fetches the code that loads third-party scripts only once the visitor consents to one of them, and
 * only in a build configured with one: a visitor who declines never downloads it.
 */
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
