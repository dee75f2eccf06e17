import React, { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { loadCommerce, useCart } from "../../commerce/commerce";
import { fieldId, type CheckoutField } from "../../checkout/checkout-form";
import type { OrderRequest } from "../../checkout/order-request";
import { isStockShortage, type Order } from "../../commerce/platform";
import { limitToStock, type ShortLine } from "../../cart/stock-check";
import { useCheckoutDraft } from "../../checkout/draft-state";
import type { ShippingOption } from "../../checkout/shipping";
import type { CheckoutStep } from "../../checkout/steps";
import { validateCheckout, type ValidationContext } from "../../checkout/validate-checkout";
import PaymentPartnerStep from "./PaymentPartnerStep";
import ReviewStep from "./ReviewStep";

interface ReviewAndPaymentProps {
  step: "review" | "payment";
  cancelled: boolean;
  request: OrderRequest;
  validation: ValidationContext;
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
  /** The order confirmation in the page's language. */
  confirmationPath: string;
  goTo: (next: CheckoutStep, replace?: boolean) => void;
}

/** The checkout's later steps, loaded when the shopper gets there: review, place, pay or cancel. */
export default function ReviewAndPayment({
  step,
  cancelled,
  request,
  validation,
  shipping,
  countryNames,
  confirmationPath,
  goTo,
}: ReviewAndPaymentProps) {
  const [status, setStatus] = useState<"idle" | "placing" | "failed">("idle");
  // Lines the stock check found short: the cart now holds what the shop has; the form is as typed.
  const [short, setShort] = useState<ShortLine[]>([]);
  // The order being paid, still shown while the confirmation loads.
  const [paying, setPaying] = useState<Order | null>(null);
  // The order waiting for payment, as the platform has it (undefined until it has answered).
  const [awaiting, setAwaiting] = useState<Order | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadCommerce()
      .then((commerce) => commerce.orderAwaitingPayment())
      .then(
        (order) => current && setAwaiting(order),
        () => current && setAwaiting(null),
      );
    return () => {
      current = false;
    };
  }, [step]);
  const order = awaiting ?? paying;
  // Nothing to pay (paid or cancelled elsewhere), or details to complete first: back to the form.
  const unready =
    step === "payment"
      ? awaiting !== undefined && !order
      : Object.keys(validateCheckout(request.form, validation)).length > 0;
  useEffect(() => {
    if (unready) goTo({ step: "details" }, true);
  }, [unready, goTo]);

  const placeOrder = async () => {
    setStatus("placing");
    setShort([]);
    try {
      setAwaiting(await (await loadCommerce()).placeOrder(request));
      setStatus("idle");
      goTo({ step: "payment" });
    } catch (error) {
      if (isStockShortage(error)) {
        useCart.setState((cart) => ({ lines: limitToStock(cart.lines, error.short) }));
        setShort(error.short);
        setStatus("idle");
      } else setStatus("failed");
    }
  };

  const pay = async (pending: Order) => {
    setStatus("placing");
    setPaying(pending);
    try {
      // Paying empties the cart (the platform's rule); the form is done with too.
      const paid = await (await loadCommerce()).settlePayment(pending.number, "paid");
      if (!paid) throw new Error("The order waiting for payment is gone");
      useCheckoutDraft.getState().reset();
      await navigate(`${confirmationPath}?order=${encodeURIComponent(paid.number)}`);
    } catch {
      setPaying(null);
      setStatus("failed");
    }
  };

  // Nothing is lost: the cart and the form stay as they were, back at the review.
  const cancel = async (pending: Order) => {
    setPaying(pending);
    await (await loadCommerce()).settlePayment(pending.number, "cancelled");
    setAwaiting(null);
    goTo({ step: "review", notice: "cancelled" }, true);
  };

  const change = (name: CheckoutField) => {
    const option = name === "shipping" || name === "payment" ? request.form[name] : undefined;
    goTo({ step: "details", focus: fieldId(name, option) });
  };

  if (unready) return null;
  if (step === "review") {
    return (
      <ReviewStep
        form={request.form}
        gifts={request}
        shipping={shipping}
        countryNames={countryNames}
        cancelled={cancelled}
        short={short}
        status={status}
        onChange={change}
        onPlaceOrder={() => void placeOrder()}
      />
    );
  }
  return (
    order && (
      <PaymentPartnerStep
        order={order}
        status={status}
        onPay={() => void pay(order)}
        onCancel={() => void cancel(order)}
      />
    )
  );
}
