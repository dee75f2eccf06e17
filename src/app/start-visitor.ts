import { readAffiliateIds } from "../analytics/affiliate-params";
import { mayStore } from "../consent/consent-rules";
import { consentState, mayStoreNow } from "../consent/consent-state";
import { readCountryCookie, writeCountryCookie } from "../country/country-cookie";
import { resolveShoppingCountry } from "../country/shopping-country";
import { eraseSearchVisitorData } from "../search/erase-search-data";
import { allowedCountries } from "../runtime-settings/runtime-settings";
import { sharedState } from "../state/use-storefront";

export function startVisitor(search: string): void {
  const state = sharedState.getState();
  const site = resolveShoppingCountry({
    query: new URLSearchParams(search).get("country"),
    cookie: readCountryCookie(),
    allowed: allowedCountries,
    runtime: navigator.webdriver ? "test-browser" : "browser",
  });
  if (site.source === "query" && mayStoreNow("country")) writeCountryCookie(site.country);
  state.setUserCountry(site.country);

  const { awinId, cjEventId } = readAffiliateIds(search);
  if (awinId) state.setAwinId(awinId);
  if (cjEventId) state.setCjEventId(cjEventId);

  // Affiliate ids follow every consent change; what search kept is erased without its consent.
  consentState.subscribe(({ decided, granted }) => {
    void Promise.resolve(sharedState.persist.rehydrate()).then(() => sharedState.setState({}));
    if (decided && !mayStore("searchVisitor", granted))
      eraseSearchVisitorData([() => window.localStorage, () => window.sessionStorage]);
  });
}
