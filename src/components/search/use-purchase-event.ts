import { useEffect } from "react";
import { useI18next } from "../../i18n/hooks";
import { shopSettings } from "../../runtime-settings/runtime-settings";
import type { Order } from "../../commerce/platform";
import { loadSearchRuntime, useSearchTracking } from "./use-search-runtime";

const SENT_KEY = "storefront-purchase-sent";

/** Tells the search service about a placed order, once per order and only with consent. */
export function usePurchaseEvent(order: Order | null | undefined): void {
  const { language } = useI18next();
  const track = useSearchTracking();
  useEffect(() => {
    if (!order || !track) return;
    try {
      if (sessionStorage.getItem(SENT_KEY) === order.number) return;
      sessionStorage.setItem(SENT_KEY, order.number);
    } catch {
      // Without session storage a reload may send it again; the service counts orders by number.
    }
    void loadSearchRuntime().then((runtime) => {
      runtime.connect(shopSettings.shopId, language);
      runtime.sendPurchase(order);
    });
  }, [order, track, language]);
}
