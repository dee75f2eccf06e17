import React, { useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import BackInStockForm from "./BackInStockForm";
import * as styles from "./product.module.css";
import { useCommerceAnswer } from "./use-commerce-answer";

/**
 * What a sold-out variant offers, loaded only for one: the way to hear when it is back, or, for a
 * shopper who already asked, that they are on the list.
 */
export default function SoldOut({ sku, colour }: { sku: string; colour: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Unknown (the platform did not answer): the shopper may ask again.
  const listed = useCommerceAnswer("backInStockEmail", sku);
  if (asking) return <BackInStockForm sku={sku} colour={colour} />;
  if (listed)
    return <p className={styles.notifyAnswer}>{t("product.notifyListed", { email: listed, colour })}</p>;
  return (
    <button type="button" className={styles.notifyButton} onClick={() => setAsking(true)}>
      {t("product.notifyMe")}
    </button>
  );
}
