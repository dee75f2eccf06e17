import { readAffiliateIds } from "../affiliate/affiliate-params";
import { mayStore } from "../consent/consent-rules";
import { consentStore } from "../consent/consent-store";
import { readCountryCookie, removeCountryCookie, writeCountryCookie } from "../country/country-cookie";
import { resolveSiteCountry } from "../country/site-country";
import { eraseSearchVisitorData } from "../search/erase-search-data";
import { siteData } from "../site/runtime-site-data";
import { storefrontStore } from "../store/use-storefront";

/** Reads who the visitor is from the URL and cookies, before the first render. */
export function startVisitor(search: string): void {
  const state = storefrontStore.getState();
  const site = resolveSiteCountry({
    query: new URLSearchParams(search).get("country"),
    cookie: readCountryCookie(),
    allowed: siteData.allowedCountries,
    inBrowser: true,
  });
  if (site.removeCookie) removeCountryCookie();
  if (site.source === "query") writeCountryCookie(site.country);
  state.setUserCountry(site.country);

  const { awinId, cjEventId } = readAffiliateIds(search);
  if (awinId) state.setAwinId(awinId);
  if (cjEventId) state.setCjEventId(cjEventId);

  // Stored affiliate ids are read, written or erased whenever the consent choice is known or changes;
  // what search kept is erased when its consent is not (or no longer) given.
  consentStore.subscribe(({ decided, granted }) => {
    void Promise.resolve(storefrontStore.persist.rehydrate()).then(() => storefrontStore.setState({}));
    if (decided && !mayStore("searchVisitor", granted))
      eraseSearchVisitorData([() => window.localStorage, () => window.sessionStorage]);
  });
}
