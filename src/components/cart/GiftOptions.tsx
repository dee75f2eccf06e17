import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { useCart } from "../../commerce/commerce";
import { GIFT_MESSAGE_MAX } from "../../cart/cart-lines";
import type { ProductSummary } from "../../state/product";
import { useFormatPrice } from "../product/Price";
import * as styles from "./cart.module.css";

/** One gift option as the product it is: its picture, name and price, ticked to add it. */
function GiftOption({
  product,
  checked,
  onChange,
}: {
  product: ProductSummary;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const formatPrice = useFormatPrice();
  return (
    <label className={styles.giftOption}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <img src={product.image} alt="" width={48} height={48} loading="lazy" />
      <span>{product.name}</span>
      <span className={styles.giftPrice}>{formatPrice(product.unitPrice, product.currency)}</span>
    </label>
  );
}

/** The gift message card and the gift box, as the cart page's content offers them. */
export function GiftOptions({
  giftMessageProduct,
  giftBoxProduct,
}: {
  giftMessageProduct: ProductSummary;
  giftBoxProduct: ProductSummary;
}) {
  const { t } = useTranslation();
  const { giftMessage, giftBox, setGiftMessage, setGiftBox } = useCart();
  return (
    <fieldset className={styles.gift}>
      <legend>{t("cart.giftTitle")}</legend>
      <GiftOption
        product={giftMessageProduct}
        checked={giftMessage !== null}
        onChange={(checked) => setGiftMessage(checked ? "" : null)}
      />
      {giftMessage !== null && (
        <>
          <textarea
            aria-label={t("cart.giftMessageLabel")}
            aria-describedby="gift-message-count"
            value={giftMessage}
            maxLength={GIFT_MESSAGE_MAX}
            placeholder={t("cart.giftMessageLabel")}
            onChange={(event) => setGiftMessage(event.target.value)}
          />
          {/* Counted as the shopper types, so the limit never cuts a message short by surprise. */}
          <small id="gift-message-count">
            {t("cart.giftMessageCount", { length: giftMessage.length, max: GIFT_MESSAGE_MAX })}
          </small>
        </>
      )}
      <GiftOption product={giftBoxProduct} checked={giftBox} onChange={setGiftBox} />
    </fieldset>
  );
}
