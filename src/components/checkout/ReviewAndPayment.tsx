import React, { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { loadCommerce, useCart } from "../../commerce/commerce";
import { fieldId, type CheckoutField } from "../../checkout/checkout-form";
import { confirmationLink } from "../../checkout/confirmation-link";
import type { OrderRequest } from "../../checkout/order-request";
import {
  isCommerceClosed,
  isCommerceUnavailable,
  isFieldRefusal,
  isStockShortage,
  type Order,
  type PaymentOutcome,
} from "../../commerce/platform";
import type { ShortLine } from "../../cart/stock-check";
import { useCheckoutDraft } from "../../checkout/draft-state";
import type { ShippingOption } from "../../checkout/shipping";
import type { CheckoutStep } from "../../checkout/steps";
import { validateCheckout, type ValidationContext } from "../../checkout/validate-checkout";
import type { CheckoutProblem } from "./CheckoutProblemNotice";
import PaymentPartnerStep from "./PaymentPartnerStep";
import ReviewStep from "./ReviewStep";

interface ReviewAndPaymentProps {
  step: "review" | "payment";
  cancelled: boolean;
  request: OrderRequest;
  validation: ValidationContext;
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
  confirmationPath: string;
  goTo: (next: CheckoutStep, replace?: boolean) => void;
}

const problemOf = (error: unknown): CheckoutProblem =>
  isCommerceClosed(error)
    ? { kind: "closed" }
    : isCommerceUnavailable(error)
      ? { kind: "unavailable" }
      : { kind: "failed" };

/** Loaded when the shopper gets there; placing the order holds its stock. */
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  // Lines the stock check found short: the cart now holds what the shop has; the form is as typed.
  const [short, setShort] = useState<ShortLine[]>([]);
  // The order being paid, still shown while the confirmation loads.
  const [paying, setPaying] = useState<Order | null>(null);
  // The order waiting for payment, as the platform has it (undefined until it has answered).
  const [awaiting, setAwaiting] = useState<Order | null | undefined>(undefined);
  // Asked on the payment step alone: the review shows what the shopper typed, and placing asks anew.
  useEffect(() => {
    if (step !== "payment") return;
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
  // Nothing to pay (paid or given up elsewhere), or details to complete first: back to the form.
  const unready =
    step === "payment"
      ? awaiting !== undefined && !order
      : Object.keys(validateCheckout(request.form, validation)).length > 0;
  useEffect(() => {
    if (unready) goTo({ step: "details" }, true);
  }, [unready, goTo]);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const change = (name: CheckoutField) => {
    const option = name === "shipping" || name === "payment" ? request.form[name] : undefined;
    goTo({ step: "details", focus: fieldId(name, option) });
  };

  const placeOrder = () =>
    attempt(async () => {
      setShort([]);
      try {
        setAwaiting(await (await loadCommerce()).placeOrder(request));
        goTo({ step: "payment" });
      } catch (error) {
        if (isFieldRefusal(error)) {
          // Back to the field, which shows the shop's reason in the shopper's words until it changes.
          useCheckoutDraft.getState().refuse({ field: error.field, problem: error.problem });
          change(error.field);
          return;
        }
        if (!isStockShortage(error)) throw error;
        setShort(error.short);
        // The cart now holds what the shop has, as the notice says.
        for (const line of error.short) await useCart.getState().setQuantity(line.sku, line.available);
      }
    });

  const pay = (pending: Order, outcome: PaymentOutcome) =>
    attempt(async () => {
      setPaying(pending);
      const result = await (
        await loadCommerce()
      ).pay(pending.number, { method: pending.form.payment, outcome });
      if (result.status !== "paid") {
        setPaying(null);
        setProblem({ kind: result.status === "declined" ? "declined" : "payment-failed" });
        return;
      }
      // Paying emptied the cart (the platform's rule); the form is done with too.
      useCheckoutDraft.getState().reset();
      await navigate(confirmationLink(confirmationPath, result.order.number, result.order.key));
    });

  // Nothing is lost: the cart and the form stay as they were, back at the review.
  const cancel = (pending: Order) =>
    attempt(async () => {
      setPaying(pending);
      await (await loadCommerce()).cancelPayment(pending.number);
      setAwaiting(null);
      goTo({ step: "review", notice: "cancelled" }, true);
    });

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
        busy={busy}
        problem={problem}
        empty={request.lines.length === 0}
        onChange={change}
        onPlaceOrder={() => void placeOrder()}
      />
    );
  }
  return (
    order && (
      <PaymentPartnerStep
        order={order}
        reviewedTotal={request.totals.total}
        busy={busy}
        problem={problem}
        onPay={(outcome) => void pay(order, outcome)}
        onCancel={() => void cancel(order)}
      />
    )
  );
}
