import React, { type ReactNode } from "react";
import { useTranslation } from "../../i18n/hooks";
import type { CheckoutField, CheckoutForm } from "../../checkout/checkout-form";
import type { OrderRequest } from "../../checkout/order-request";
import { orderSummary } from "../../checkout/order-summary";
import type { ShippingOption } from "../../checkout/shipping";
import * as layout from "../layout/layout.module.css";
import * as styles from "./checkout.module.css";
import * as steps from "./steps.module.css";

interface OrderDetailsProps {
  form: CheckoutForm;
  /** The shop's shipping methods and country names, in the page's language. */
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
  /** Heading level of each part: 3 inside a step of the checkout, 2 on the confirmation. */
  level: 2 | 3;
  /** What the payment part adds: how payment happens, or that it did. */
  paymentNote: string;
  /** The gift options asked for in the cart. */
  gifts: Pick<OrderRequest, "giftMessage" | "giftBox">;
  /** On the review step: back to the form, at the field of the part to change. */
  onChange?: (field: CheckoutField) => void;
}

/** Who ordered, where it goes, how it is shipped and paid: the review step and the confirmation. */
export default function OrderDetails({
  form,
  shipping,
  countryNames,
  level,
  paymentNote,
  gifts,
  onChange,
}: OrderDetailsProps) {
  const { t } = useTranslation();
  const summary = orderSummary(form, shipping, countryNames);
  const Heading = level === 2 ? "h2" : "h3";
  const part = (id: string, title: string, change: string, field: CheckoutField, content: ReactNode) => (
    <section aria-labelledby={`order-${id}`} className={steps.detail}>
      <div className={steps.detailHead}>
        <Heading id={`order-${id}`}>{title}</Heading>
        {onChange && (
          <button
            type="button"
            className={layout.linkButton}
            aria-label={change}
            onClick={() => onChange(field)}
          >
            {t("checkout.change")}
          </button>
        )}
      </div>
      {content}
    </section>
  );
  return (
    <div className={steps.details}>
      {part(
        "contact",
        t("checkout.contact"),
        t("checkout.changeContact"),
        "email",
        <p>
          {form.email}
          {form.phone && (
            <>
              <br />
              {form.phone}
            </>
          )}
        </p>,
      )}
      {part(
        "address",
        t("checkout.shippingAddress"),
        t("checkout.changeAddress"),
        "firstName",
        <address>
          {form.firstName} {form.lastName}
          <br />
          {form.address}
          <br />
          {form.address2 && (
            <>
              {form.address2}
              <br />
            </>
          )}
          {form.postcode} {form.city}
          <br />
          {summary.countryName}
        </address>,
      )}
      {part(
        "shipping",
        t("checkout.shippingMethod"),
        t("checkout.changeShipping"),
        "shipping",
        summary.shipping && (
          <p>
            {summary.shipping.name}
            <br />
            {t("checkout.delivery", { estimate: summary.shipping.delivery })}
          </p>
        ),
      )}
      {part(
        "payment",
        t("checkout.payment"),
        t("checkout.changePayment"),
        "payment",
        <p>
          {summary.paymentLabel && t(summary.paymentLabel)}
          <br />
          <span className={styles.note}>{paymentNote}</span>
        </p>,
      )}
      {(gifts.giftMessage !== null || gifts.giftBox) && (
        <section aria-labelledby="order-gifts" className={steps.detail}>
          <Heading id="order-gifts">{t("checkout.gifts")}</Heading>
          {gifts.giftMessage !== null && (
            <p>
              {gifts.giftMessage ? (
                <>
                  {t("checkout.giftCard")}
                  <br />
                  <q>{gifts.giftMessage}</q>
                </>
              ) : (
                t("checkout.giftCardBlank")
              )}
            </p>
          )}
          {gifts.giftBox && <p>{t("checkout.giftBox")}</p>}
        </section>
      )}
    </div>
  );
}
