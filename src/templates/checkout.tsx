import React, { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { useI18next, useTranslation } from "../i18n/hooks";
import { cartTotals } from "../cart/cart-lines";
import { useCart } from "../cart/cart-store";
import { useCartReady } from "../cart/use-cart-ready";
import {
  fieldId,
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  type CheckoutField,
  type FieldError,
} from "../checkout/checkout-form";
import { useCheckoutDraft, useDraftReady } from "../checkout/draft-store";
import { shippingCost, type ShippingOption } from "../checkout/shipping";
import { checkoutStep, type CheckoutStep } from "../checkout/steps";
import { OrderLines } from "../components/cart/OrderLines";
import { Field } from "../components/checkout/Field";
import { focusControl } from "../components/checkout/focus-control";
import { Layout } from "../components/layout/Layout";
import { Recommendations } from "../components/search/Recommendations";
import { useFormatPrice } from "../components/product/Price";
import { pageHead } from "../components/seo/page-head";
import { localizedPath } from "../i18n/language-path";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import { siteData } from "../site/runtime-site-data";
import { useStorefront } from "../store/use-storefront";
import type { GiftOption } from "./cart";
import * as layout from "../components/layout/layout.module.css";
import * as cartStyles from "../components/cart/cart.module.css";
import * as styles from "../components/checkout/checkout.module.css";

// The first load is the form alone: its checks and error summary load when the shopper starts on the
// form, the choices made in advance once the cart is known, the review and payment steps when the
// shopper gets there.
const loadErrorSummary = () => import("../components/checkout/ErrorSummary");
const loadChecks = () => import("../checkout/validate-checkout");
const ErrorSummary = lazy(loadErrorSummary);
const ReviewAndPayment = lazy(() => import("../components/checkout/ReviewAndPayment"));

type Content = {
  giftMessage: GiftOption;
  giftBox: GiftOption;
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
};

export default function CheckoutPage({ data, location }: PageProps<PageData<Content>>) {
  const page = data.storefrontPage.data;
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  const formatPrice = useFormatPrice();
  const cartReady = useCartReady();
  const draftReady = useDraftReady();
  const ready = cartReady && draftReady;
  const cart = useCart();
  const siteCountry = useStorefront((state) => state.userCountry);
  const { form, setField } = useCheckoutDraft();
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, FieldError>>>({});
  // The errors as of the last submit: the summary stays as it was while the shopper corrects them.
  const [submitted, setSubmitted] = useState<Partial<Record<CheckoutField, FieldError>>>({});
  const [attempt, setAttempt] = useState(0);
  const preselected = useRef(false);
  const currency = siteData.siteConfig.currency;
  const allowedCountries = siteData.allowedCountries;
  const shippingIds = page.shipping.map((option) => option.id);
  const validation = { allowedCountries, shippingMethods: shippingIds };

  useEffect(() => {
    void useCheckoutDraft.persist.rehydrate();
  }, []);

  const method = page.shipping.find((option) => option.id === form.shipping);
  const extras = {
    giftMessage: cart.giftMessage !== null ? page.giftMessage.price : 0,
    giftBox: cart.giftBox ? page.giftBox.price : 0,
  };
  const subtotal = cartTotals(cart.lines).subtotal;
  const totals = cartTotals(cart.lines, { ...extras, shipping: method ? shippingCost(method, subtotal) : 0 });

  // What the shop can choose for the shopper, once the cart and the saved draft are known.
  useEffect(() => {
    if (!ready || preselected.current) return;
    preselected.current = true;
    void import("../checkout/preselect").then(({ preselection }) => {
      const choices = preselection(useCheckoutDraft.getState().form, {
        shipping: page.shipping,
        subtotal,
        siteCountry,
        allowedCountries,
      });
      for (const [name, value] of Object.entries(choices)) setField(name as CheckoutField, value);
    });
  }, [ready, page.shipping, subtotal, siteCountry, allowedCountries, setField]);

  const requested = checkoutStep(location.state);
  const step = ready ? requested.step : "details";

  // Back from the review to change something: at that field. (Later steps focus their own heading.)
  useEffect(() => {
    if (step === "details" && requested.focus) focusControl(requested.focus);
  }, [step, requested.focus, location.key]);

  const goTo = useCallback(
    (next: CheckoutStep, replace = false) => void navigate(location.pathname, { state: next, replace }),
    [location.pathname],
  );

  const field = (name: CheckoutField) => ({
    name,
    id: fieldId(name),
    value: form[name],
    error: errors[name] ? t(`checkout.errors.${errors[name]}`) : undefined,
    onChange: (value: string) => {
      setField(name, value);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateCheckout } = await loadChecks();
    const found = validateCheckout(form, validation);
    setErrors(found);
    setSubmitted(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length === 0) goTo({ step: "review" });
  };

  // Paying empties the cart while the confirmation loads: the payment step stays until then.
  if (ready && cart.lines.length === 0 && step !== "payment") {
    return (
      <Layout>
        <h1>{t("checkout.title")}</h1>
        <p className={layout.lead}>{t("checkout.intro")}</p>
        <p>{t("checkout.empty")}</p>
        <LocalizedLink to="/" className={layout.primaryButton}>
          {t("cart.continue")}
        </LocalizedLink>
      </Layout>
    );
  }

  const details = (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => void Promise.all([loadChecks(), loadErrorSummary()])}
      className={styles.form}
    >
      <h2 className={styles.step}>{t("checkout.stepDetails")}</h2>
      {attempt > 0 && (
        <Suspense fallback={null}>
          <ErrorSummary
            errors={submitted}
            firstOption={{ shipping: shippingIds[0], payment: PAYMENT_METHODS[0] }}
            attempt={attempt}
          />
        </Suspense>
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
          {allowedCountries.map((code) => (
            <option key={code} value={code}>
              {page.countryNames[code] ?? code}
            </option>
          ))}
        </Field>
      </fieldset>
      <fieldset aria-describedby={errors.shipping ? "shipping-error" : undefined}>
        <legend>{t("checkout.shippingMethod")}</legend>
        {page.shipping.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              type="radio"
              name="shipping"
              id={fieldId("shipping", option.id)}
              value={option.id}
              checked={form.shipping === option.id}
              onChange={() => field("shipping").onChange(option.id)}
            />
            <span>
              <strong>{option.name}</strong> · {option.delivery}
              <small>
                {shippingCost(option, subtotal) === 0
                  ? t("checkout.free")
                  : formatPrice(option.price, currency)}
                {option.freeFrom !== null &&
                  ` (${t("checkout.freeFrom", { price: formatPrice(option.freeFrom, currency) })})`}
              </small>
            </span>
          </label>
        ))}
        {errors.shipping && (
          <p id="shipping-error" className={styles.error}>
            {t(`checkout.errors.${errors.shipping}`)}
          </p>
        )}
      </fieldset>
      <fieldset aria-describedby={errors.payment ? "payment-error" : "payment-note"}>
        <legend>{t("checkout.payment")}</legend>
        {PAYMENT_METHODS.map((payment) => (
          <label key={payment} className={styles.option}>
            <input
              type="radio"
              name="payment"
              id={fieldId("payment", payment)}
              value={payment}
              checked={form.payment === payment}
              onChange={() => field("payment").onChange(payment)}
            />
            <span>{t(PAYMENT_LABELS[payment])}</span>
          </label>
        ))}
        {errors.payment && (
          <p id="payment-error" className={styles.error}>
            {t(`checkout.errors.${errors.payment}`)}
          </p>
        )}
        <p id="payment-note" className={styles.note}>
          {t("checkout.paymentNote")}
        </p>
      </fieldset>
      <button type="submit" className={`${layout.primaryButton} ${cartStyles.wide}`} disabled={!ready}>
        {t("checkout.toReview")}
      </button>
    </form>
  );

  return (
    <Layout>
      <h1>{t("checkout.title")}</h1>
      <p className={layout.lead}>{t("checkout.intro")}</p>
      <div className={cartStyles.page}>
        <div>
          {step === "details" && details}
          {step !== "details" && (
            <Suspense fallback={null}>
              <ReviewAndPayment
                step={step}
                cancelled={requested.notice === "cancelled"}
                request={{
                  form,
                  lines: cart.lines,
                  giftMessage: cart.giftMessage,
                  giftBox: cart.giftBox,
                  currency,
                  totals: {
                    subtotal: totals.subtotal,
                    gifts: totals.gifts,
                    shipping: totals.shipping,
                    total: totals.total,
                  },
                }}
                validation={validation}
                shipping={page.shipping}
                countryNames={page.countryNames}
                confirmationPath={localizedPath("/order-confirmation/", language, { defaultLanguage })}
                goTo={goTo}
              />
            </Suspense>
          )}
        </div>
        <aside className={cartStyles.panel} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t("cart.summary")}</h2>
          <OrderLines lines={cart.lines} totals={totals} currency={currency} shippingKnown={!!method} />
        </aside>
      </div>
      {step === "details" && (
        <Recommendations
          pageType="CHECKOUT"
          context={{ cartProductIds: cart.lines.map((line) => line.handle) }}
        />
      )}
    </Layout>
  );
}

export const Head = pageHead<Content>((_, t) => ({
  title: `${t("checkout.title")} | Babyshop`,
  noindex: true,
}));

export const query = graphql`
  query CheckoutPage($id: String!, $language: String!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
