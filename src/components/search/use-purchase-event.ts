import { useEffect } from "react";
import { useI18next } from "../../i18n/hooks";
import { shopSettings } from "../../runtime-settings/runtime-settings";
import type { Order } from "../../commerce/platform";
import { firstTelling } from "../../search/purchase-memory";
import { loadSearchRuntime, useSearchTracking } from "./use-search-runtime";

/** Tells the search service about a placed order, once per order and only with consent. */
export function usePurchaseEvent(order: Order | null | undefined): void {
  const { language } = useI18next();
  const track = useSearchTracking();
  useEffect(() => {
    if (!order || !track || !firstTelling(order.number)) return;
    void loadSearchRuntime().then((runtime) => {
      runtime.connect(shopSettings.shopId, language);
      runtime.sendPurchase(order);
    });
  }, [order, track, language]);
}
