import React, { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { loadCommerce } from "../../commerce/commerce";
import BackInStockForm from "./BackInStockForm";
import * as styles from "./product.module.css";

/**
 * What a sold-out variant offers, loaded only for one: the way to hear when it is back, or, for a
 * shopper who already asked, that they are on the list.
 */
export default function SoldOut({ sku, colour }: { sku: string; colour: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [listed, setListed] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadCommerce()
      .then((commerce) => commerce.backInStockEmail(sku))
      // Unknown (the platform did not answer): the shopper may ask again.
      .then(
        (email) => current && setListed(email),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [sku]);
  if (asking) return <BackInStockForm sku={sku} colour={colour} />;
  if (listed)
    return <p className={styles.notifyAnswer}>{t("product.notifyListed", { email: listed, colour })}</p>;
  return (
    <button type="button" className={styles.notifyButton} onClick={() => setAsking(true)}>
      {t("product.notifyMe")}
    </button>
  );
}
