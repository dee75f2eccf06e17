import { mayStoreNow } from "../consent/consent-state";
import { hasPendingAnalytics, PENDING_ANALYTICS_KEY } from "../search/pending-analytics";
import { shopSettings } from "../runtime-settings/runtime-settings";

/** Analytics a reload cut off are sent at the next start, with consent (the search code replays them). */
export function replayPendingAnalytics(): void {
  const pending = hasPendingAnalytics(() => window.sessionStorage.getItem(PENDING_ANALYTICS_KEY));
  if (pending && mayStoreNow("searchVisitor"))
    void import("../search/search-runtime").then(({ connect }) =>
      connect(shopSettings.shopId, document.documentElement.lang),
    );
}
