import React, { Suspense, useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { useCart } from "../commerce/commerce";
import { useCartReady } from "../cart/use-cart-ready";
import { checkoutTotals } from "../checkout/checkout-totals";
import { useCheckoutDraft, useDraftReady } from "../checkout/draft-state";
import { OrderLines } from "../components/cart/OrderLines";
import { DetailsForm } from "../components/checkout/DetailsForm";
import { OrderSteps } from "../components/checkout/load-later-steps";
import { useCheckoutStep } from "../components/checkout/use-checkout-step";
import { usePreselection } from "../components/checkout/use-preselection";
import { Recommendations } from "../components/later-parts";
import { ContinueShoppingLink } from "../components/layout/ContinueShoppingLink";
import { Layout } from "../components/layout/Layout";
import { pageHead } from "../components/seo/page-head";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import { shopSettings, allowedCountries } from "../runtime-settings/runtime-settings";
import * as layout from "../components/layout/layout.module.css";
import * as cartStyles from "../components/cart/cart.module.css";

type Content = PageContent<"checkout">;

export default function CheckoutPage({ data, location }: PageProps<PageData<Content>>) {
  const page = data.storefrontPage.data;
  const { t } = useTranslation();
  const cartReady = useCartReady(useCart);
  const draftReady = useDraftReady();
  const ready = cartReady && draftReady;
  const cart = useCart();
  const form = useCheckoutDraft((state) => state.form);
  const { step, cancelled, goTo } = useCheckoutStep(location, ready);
  const { totals, method } = checkoutTotals(cart, page, form.shipping);
  const currency = shopSettings.currency;
  const validation = {
    allowedCountries,
    shippingMethods: page.shipping.map((option) => option.id),
  };

  useEffect(() => {
    void useCheckoutDraft.persist.rehydrate();
  }, []);
  // What is checked out is the shop's cart as it is now, not as this browser last saw it.
  useEffect(() => {
    if (cartReady) void useCart.getState().refresh();
  }, [cartReady]);
  const preselected = usePreselection(ready, page.shipping, totals.subtotal);

  const heading = (
    <>
      <h1>{t("checkout.title")}</h1>
      <p className={layout.lead}>{t("checkout.intro")}</p>
    </>
  );

  // Paying empties the cart while the confirmation loads: the payment step stays until then. The
  // review says itself when what was left of the cart sold out.
  if (ready && cart.lines.length === 0 && step === "details") {
    return (
      <Layout>
        {heading}
        <p>{t("checkout.empty")}</p>
        <ContinueShoppingLink>{t("cart.continue")}</ContinueShoppingLink>
      </Layout>
    );
  }

  return (
    <Layout>
      {heading}
      <div className={cartStyles.page}>
        <div>
          {step === "details" ? (
            <DetailsForm
              shipping={page.shipping}
              countryNames={page.countryNames}
              shipsTo={page.shipsTo}
              subtotal={totals.subtotal}
              ready={ready && preselected}
              validation={validation}
              onComplete={() => goTo({ step: "review" })}
            />
          ) : (
            <Suspense fallback={null}>
              <OrderSteps
                step={step}
                cancelled={cancelled}
                totals={totals}
                validation={validation}
                shipping={page.shipping}
                countryNames={page.countryNames}
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
      {step === "details" && <Recommendations pageType="CHECKOUT" withCart />}
    </Layout>
  );
}

export const Head = pageHead<Content>((_, t) => ({
  title: t("checkout.title"),
}));

export const query = graphql`
  query CheckoutPage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
