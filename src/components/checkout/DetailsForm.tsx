import React, { useEffect, useRef, useState, type FormEvent } from "react";
import { afterLoadWhenIdle } from "../../page-start/deferred-start";
import { useTranslation } from "../../i18n/hooks";
import {
  fieldId,
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  type CheckoutField,
  type FieldError,
} from "../../checkout/checkout-form";
import type { ValidationContext } from "../../checkout/checkout-schema";
import { useCheckoutDraft } from "../../checkout/draft-state";
import { shippingCost, type ShippingOption } from "../../checkout/shipping";
import { shopSettings } from "../../runtime-settings/runtime-settings";
import { useFormatPrice } from "../product/Price";
import { Choices } from "./Choices";
import { Field } from "./Field";
import { loadChecks } from "./load-later-steps";
import { useEarlyInput } from "./use-early-input";
import * as layout from "../layout/layout.module.css";
import * as cartStyles from "../cart/cart.module.css";
import * as styles from "./checkout.module.css";

type FieldErrors = Partial<Record<CheckoutField, FieldError>>;
type ErrorSummary = NonNullable<Awaited<ReturnType<typeof loadChecks>>>["ErrorSummary"];

interface DetailsFormProps {
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
  /** The countries the shop delivers to, as one list in the page's language. */
  shipsTo: string;
  /** The order's value before shipping: whether a method ships free depends on it. */
  subtotal: number;
  /** The cart and the saved draft have been read, and the shop has made its own choices in it. */
  ready: boolean;
  validation: ValidationContext;
  /** Everything is filled in as it should be: on to the review. */
  onComplete: () => void;
}

/** The first step: contact details, shipping address, shipping and payment method, checked on submit. */
export function DetailsForm({
  shipping,
  countryNames,
  shipsTo,
  subtotal,
  ready,
  validation,
  onComplete,
}: DetailsFormProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { form, refused, setField } = useCheckoutDraft();
  const [errors, setErrors] = useState<FieldErrors>({});
  // The errors as of the last submit: the summary stays as it was while the shopper corrects them.
  const [submitted, setSubmitted] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  // From the checks' chunk, once loaded: it shows in the same render as the fields' messages.
  const [Summary, setSummary] = useState<ErrorSummary>();
  const [checksFailed, setChecksFailed] = useState(false);
  const currency = shopSettings.currency;
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, ready);

  // The checks load once the page is idle or the shopper starts on the form, whichever comes first.
  useEffect(() => (ready ? afterLoadWhenIdle(loadChecks) : undefined), [ready]);

  // What the shop refused when the order was placed, as typed: an error of the field until it changes.
  const refusedNow: FieldErrors = refused ? { [refused.field]: refused.problem } : {};

  const field = (name: CheckoutField) => ({
    name,
    id: fieldId(name),
    value: form[name],
    error:
      (errors[name] ?? refusedNow[name])
        ? t(`checkout.errors.${errors[name] ?? refusedNow[name]}`)
        : undefined,
    onChange: (value: string) => {
      setField(name, value);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = await loadChecks();
    // Without its checks the form stays as it is, with everything typed, and says so.
    setChecksFailed(!checks);
    if (!checks) return;
    const found = { ...refusedNow, ...checks.validateCheckout(form, validation) };
    setSummary(() => checks.ErrorSummary);
    setErrors(found);
    setSubmitted(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length > 0) return;
    checks.tidyDraft();
    onComplete();
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={loadChecks}
      className={styles.form}
    >
      <h2 className={styles.step}>{t("checkout.stepDetails")}</h2>
      {attempt > 0 && Summary && (
        <Summary
          errors={submitted}
          firstOption={{ shipping: validation.shippingMethods[0], payment: PAYMENT_METHODS[0] }}
          attempt={attempt}
        />
      )}
      <fieldset>
        <legend>{t("checkout.contact")}</legend>
        <Field label={t("checkout.email")} type="email" autoComplete="email" {...field("email")} />
        <Field label={t("checkout.phone")} type="tel" autoComplete="tel" {...field("phone")} />
      </fieldset>
      <fieldset>
        <legend>{t("checkout.shippingAddress")}</legend>
        <div className={styles.row}>
          <Field label={t("checkout.firstName")} autoComplete="shipping given-name" {...field("firstName")} />
          <Field label={t("checkout.lastName")} autoComplete="shipping family-name" {...field("lastName")} />
        </div>
        <Field label={t("checkout.address")} autoComplete="shipping address-line1" {...field("address")} />
        <Field label={t("checkout.address2")} autoComplete="shipping address-line2" {...field("address2")} />
        <div className={styles.row}>
          <Field label={t("checkout.postcode")} autoComplete="shipping postal-code" {...field("postcode")} />
          <Field label={t("checkout.city")} autoComplete="shipping address-level2" {...field("city")} />
        </div>
        <Field label={t("checkout.country")} autoComplete="shipping country" {...field("country")}>
          <option value="">{t("checkout.chooseCountry")}</option>
          {validation.allowedCountries.map((code) => (
            <option key={code} value={code}>
              {countryNames[code] ?? code}
            </option>
          ))}
        </Field>
        <p className={styles.note}>{t("checkout.deliversTo", { countries: shipsTo })}</p>
      </fieldset>
      <Choices
        legend={t("checkout.shippingMethod")}
        options={shipping.map((option) => [
          option.id,
          <>
            <strong>{option.name}</strong> · {option.delivery}
            <small>
              {/* Free says it all; a price says from when it would be free. */}
              {shippingCost(option, subtotal) === 0
                ? t("checkout.free")
                : formatPrice(option.price, currency)}
              {shippingCost(option, subtotal) > 0 &&
                option.freeFrom !== null &&
                ` (${t("checkout.freeFrom", { price: formatPrice(option.freeFrom, currency) })})`}
            </small>
          </>,
        ])}
        {...field("shipping")}
      />
      <Choices
        legend={t("checkout.payment")}
        options={PAYMENT_METHODS.map((payment) => [payment, t(PAYMENT_LABELS[payment])])}
        note={t("checkout.paymentNote")}
        {...field("payment")}
      />
      {checksFailed && (
        <p className={cartStyles.notice} role="alert">
          {t("error.text")}
        </p>
      )}
      <button type="submit" className={`${layout.primaryButton} ${cartStyles.wide}`} disabled={!ready}>
        {t("checkout.toReview")}
      </button>
    </form>
  );
}
