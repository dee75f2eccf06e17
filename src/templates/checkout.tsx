import React, { useEffect, useRef, useState, type FormEvent } from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { cartTotals } from "../cart/cart-lines";
import { useCart } from "../cart/cart-store";
import { useCartReady } from "../cart/use-cart-ready";
import { browserProvider } from "../checkout/browser-provider";
import {
  PAYMENT_METHODS,
  validateCheckout,
  type CheckoutField,
  type FieldError,
} from "../checkout/checkout-form";
import { useCheckoutDraft } from "../checkout/draft-store";
import { shippingCost, type ShippingOption } from "../checkout/shipping";
import { OrderLines } from "../components/cart/OrderLines";
import { Field } from "../components/checkout/Field";
import { Layout } from "../components/layout/Layout";
import { Recommendations } from "../components/search/Recommendations";
import { useFormatPrice } from "../components/product/Price";
import { pageHead } from "../components/seo/page-head";
import { localizedPath } from "../i18n/language-path";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import { siteData } from "../site/runtime-site-data";
import type { GiftOption } from "./cart";
import * as layout from "../components/layout/layout.module.css";
import * as cartStyles from "../components/cart/cart.module.css";
import * as styles from "../components/checkout/checkout.module.css";

type Content = {
  giftMessage: GiftOption;
  giftBox: GiftOption;
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
};

const PAYMENT_LABELS = {
  card: "checkout.paymentCard",
  ideal: "checkout.paymentIdeal",
  paypal: "checkout.paymentPaypal",
} as const;

export default function CheckoutPage({ data }: PageProps<PageData<Content>>) {
  const page = data.storefrontPage.data;
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  const formatPrice = useFormatPrice();
  const ready = useCartReady();
  const cart = useCart();
  const { form, setField } = useCheckoutDraft();
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, FieldError>>>({});
  const [status, setStatus] = useState<"idle" | "placing" | "failed">("idle");
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const currency = siteData.siteConfig.currency;
  const allowedCountries = siteData.allowedCountries;

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

  const field = (name: CheckoutField) => ({
    name,
    value: form[name],
    error: errors[name] ? t(`checkout.errors.${errors[name]}`) : undefined,
    onChange: (value: string) => {
      setField(name, value);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCheckout(form, {
      allowedCountries,
      shippingMethods: page.shipping.map((o) => o.id),
    });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      summaryRef.current?.focus();
      return;
    }
    setStatus("placing");
    try {
      const order = await browserProvider.placeOrder({
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
      });
      cart.clear();
      useCheckoutDraft.getState().reset();
      await navigate(
        `${localizedPath("/order-confirmation/", language, { defaultLanguage })}?order=${encodeURIComponent(order.number)}`,
      );
    } catch {
      setStatus("failed");
    }
  };

  if (ready && cart.lines.length === 0 && status === "idle") {
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

  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <Layout>
      <h1>{t("checkout.title")}</h1>
      <p className={layout.lead}>{t("checkout.intro")}</p>
      <div className={cartStyles.page}>
        <form noValidate onSubmit={submit} className={styles.form}>
          <p
            ref={summaryRef}
            tabIndex={-1}
            role={errorCount ? "alert" : undefined}
            className={errorCount ? cartStyles.notice : styles.hidden}
          >
            {errorCount ? t("checkout.errorSummary") : ""}
          </p>
          <fieldset>
            <legend>{t("checkout.contact")}</legend>
            <Field label={t("checkout.email")} type="email" autoComplete="email" {...field("email")} />
            <Field label={t("checkout.phone")} type="tel" autoComplete="tel" {...field("phone")} />
          </fieldset>
          <fieldset>
            <legend>{t("checkout.shippingAddress")}</legend>
            <div className={styles.row}>
              <Field
                label={t("checkout.firstName")}
                autoComplete="shipping given-name"
                {...field("firstName")}
              />
              <Field
                label={t("checkout.lastName")}
                autoComplete="shipping family-name"
                {...field("lastName")}
              />
            </div>
            <Field
              label={t("checkout.address")}
              autoComplete="shipping address-line1"
              {...field("address")}
            />
            <Field
              label={t("checkout.address2")}
              autoComplete="shipping address-line2"
              {...field("address2")}
            />
            <div className={styles.row}>
              <Field
                label={t("checkout.postcode")}
                autoComplete="shipping postal-code"
                {...field("postcode")}
              />
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
          {status === "failed" && (
            <p className={cartStyles.notice} role="alert">
              {t("checkout.failed")}
            </p>
          )}
          <button
            type="submit"
            className={`${layout.primaryButton} ${cartStyles.wide}`}
            disabled={status === "placing" || !ready}
          >
            {status === "placing" ? t("checkout.placing") : t("checkout.placeOrder")}
          </button>
        </form>
        <aside className={cartStyles.panel} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t("cart.summary")}</h2>
          <OrderLines lines={cart.lines} totals={totals} currency={currency} shippingKnown={!!method} />
        </aside>
      </div>
      <Recommendations
        pageType="CHECKOUT"
        context={{ cartProductIds: cart.lines.map((line) => line.handle) }}
      />
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
