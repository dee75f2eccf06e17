import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { ProductDelivery } from "../../checkout/product-delivery";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useFormatPrice } from "./Price";
import * as styles from "./product.module.css";

/** When the product arrives, what shipping costs (or from when it is free) and the returns promise. */
export function DeliveryPromises({ delivery, currency }: { delivery: ProductDelivery; currency: string }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const price = format(delivery.shipping, currency);
  const shipping =
    delivery.shipping === 0
      ? t("product.freeShipping")
      : delivery.freeFrom === null
        ? t("product.shippingCost", { price })
        : t("product.shippingFreeFrom", { price, threshold: format(delivery.freeFrom, currency) });
  const { returns } = delivery;
  return (
    <ul className={styles.promises}>
      <li>{t("product.delivery", { estimate: delivery.estimate })}</li>
      <li>{shipping}</li>
      <li>{returns.path ? <LocalizedLink to={returns.path}>{returns.text}</LocalizedLink> : returns.text}</li>
    </ul>
  );
}
