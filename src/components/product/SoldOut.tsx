import React, { useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { useBrowserValue } from "../../app/use-browser-value";
import { listedEmail, storedRequests } from "../../checkout/back-in-stock-list";
import BackInStockForm from "./BackInStockForm";
import * as styles from "./product.module.css";

/**
 * What a sold-out variant offers, loaded only for one: the way to hear when it is back, or, for a
 * shopper who already asked (in this browser), that they are on the list.
 */
export default function SoldOut({ sku, colour }: { sku: string; colour: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const listed = listedEmail(useBrowserValue(storedRequests, null), sku);
  if (asking) return <BackInStockForm sku={sku} colour={colour} />;
  if (listed)
    return <p className={styles.notifyAnswer}>{t("product.notifyListed", { email: listed, colour })}</p>;
  return (
    <button type="button" className={styles.notifyButton} onClick={() => setAsking(true)}>
      {t("product.notifyMe")}
    </button>
  );
}
