import { LanguageCode, ShippingCalculator, type Order } from "@vendure/core";
import type { ConfigArgs } from "@vendure/core/dist/common/configurable-operation";
// The product's `giftOption` field is declared there.
import type {} from "../custom-fields";

export const CURRENCIES = ["EUR", "USD", "GBP", "SEK", "CAD", "AUD", "HKD", "KRW"] as const;
type Currency = (typeof CURRENCIES)[number];

const money = (label: string): ConfigArgs[string] => ({
  type: "int",
  defaultValue: 0,
  ui: { component: "number-form-input", min: 0 },
  label: [{ languageCode: LanguageCode.en, value: label }],
});

const args: ConfigArgs = Object.fromEntries(
  CURRENCIES.flatMap((currency) => [
    [`price${currency}`, money(`Price in ${currency}, in cents`)],
    [`freeFrom${currency}`, money(`Free from this order value in ${currency}, in cents (0: never free)`)],
  ]),
);

/** Gift options do not count towards free shipping: only what the shopper buys for the child does. */
export const productsValue = (order: Order): number =>
  order.lines
    .filter((line) => !line.productVariant?.product?.customFields?.giftOption)
    .reduce((sum, line) => sum + line.proratedLinePriceWithTax, 0);

/**
 * A flat rate per currency, free from an order value in that currency. Prices include tax, as the
 * shop's prices do, so the shopper pays the rate shown.
 */
export const ratePerCurrency = new ShippingCalculator({
  code: "rate-per-currency",
  description: [{ languageCode: LanguageCode.en, value: "Flat rate per currency, free from an order value" }],
  args,
  calculate: (_ctx, order, values) => {
    const currency = order.currencyCode as Currency;
    const rates = values as Record<string, number>;
    const price = rates[`price${currency}`];
    if (price === undefined) return undefined;
    const freeFrom = rates[`freeFrom${currency}`] ?? 0;
    const free = freeFrom > 0 && productsValue(order) >= freeFrom;
    return { price: free ? 0 : price, priceIncludesTax: true, taxRate: 0 };
  },
});
