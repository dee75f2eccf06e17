import type { INestApplicationContext } from "@nestjs/common";
import {
  ChannelService,
  CurrencyCode,
  defaultShippingEligibilityChecker,
  GlobalSettingsService,
  LanguageCode,
  manualFulfillmentHandler,
  ProductOptionGroupService,
  ProductOptionService,
  ProductService,
  ProductVariantService,
  RequestContextService,
  ShippingMethodService,
  TaxCategoryService,
  type RequestContext,
} from "@vendure/core";
import { populateInitialData } from "@vendure/core/cli";
import { GlobalFlag, type CreateProductVariantInput } from "@vendure/common/lib/generated-types";
import { CURRENCIES } from "../orders/shipping-rates";
import type { SeedData } from "./seed-data";

type Localized = Record<"nl-NL" | "en-US", string>;

/** The engine's languages for the shop's two: Vendure names them by language alone. */
const LANGUAGES = [
  [LanguageCode.nl, "nl-NL"],
  [LanguageCode.en, "en-US"],
] as const;

const translations = <T extends object>(make: (text: (value: Localized) => string) => T) =>
  LANGUAGES.map(([languageCode, language]) => ({ languageCode, ...make((value) => value[language]) }));

/**
 * A variant with its price in each currency (the engine's `create` takes one price, in the channel's
 * default currency). Prices in the content are in the currency's units; the engine counts cents.
 */
async function createVariant(
  variants: ProductVariantService,
  ctx: RequestContext,
  prices: Record<string, number>,
  input: CreateProductVariantInput,
) {
  const [variant] = await variants.create(ctx, [input]);
  for (const currency of CURRENCIES)
    if (prices[currency] !== undefined)
      await variants.createOrUpdateProductVariantPrice(
        ctx,
        variant!.id,
        Math.round(prices[currency] * 100),
        ctx.channelId,
        currency as CurrencyCode,
      );
}

const countryName = (code: string, language: string) =>
  new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code.toUpperCase();

/**
 * Fills a new engine: Dutch and English, euros and the shops' other currencies with prices that
 * include tax (set before any product, or the engine prices them in dollars), one tax zone of every
 * country a shop sells to, the payment methods, the shipping methods, and the catalogue with the
 * storefront's handles as slugs and its SKUs.
 */
export async function seedEngine(app: INestApplicationContext, data: SeedData): Promise<void> {
  const ctx = await app.get(RequestContextService).create({ apiType: "admin" });
  await app.get(GlobalSettingsService).updateSettings(ctx, {
    availableLanguages: [LanguageCode.nl, LanguageCode.en],
    trackInventory: true,
    outOfStockThreshold: 0,
  });
  const channels = app.get(ChannelService);
  const channel = await channels.getDefaultChannel(ctx);
  await channels.update(ctx, {
    id: channel.id,
    defaultLanguageCode: LanguageCode.nl,
    availableLanguageCodes: [LanguageCode.nl, LanguageCode.en],
    defaultCurrencyCode: CurrencyCode.EUR,
    availableCurrencyCodes: CURRENCIES.map((currency) => currency as CurrencyCode),
    pricesIncludeTax: true,
  });

  await populateInitialData(app, {
    defaultLanguage: LanguageCode.nl,
    defaultZone: "Shops",
    // One zone and one rate: every shop's prices include the same tax, whatever the address.
    countries: data.countries.map((code) => ({
      code: code.toUpperCase(),
      name: countryName(code, "nl"),
      zone: "Shops",
    })),
    taxRates: [{ name: "Standard", percentage: 21 }],
    shippingMethods: [],
    paymentMethods: ["card", "ideal", "paypal"].map((name) => ({
      name,
      handler: { code: "dummy-payment-handler", arguments: [{ name: "automaticSettle", value: "true" }] },
    })),
    collections: [],
  });

  // A new context: the channel now has its tax zone, which pricing the products needs.
  const seeding = await app.get(RequestContextService).create({ apiType: "admin" });
  const [taxCategory] = (await app.get(TaxCategoryService).findAll(seeding)).items;
  await seedProducts(app, seeding, data, String(taxCategory!.id));
  await seedShipping(app, seeding, data);
}

async function seedProducts(
  app: INestApplicationContext,
  ctx: RequestContext,
  data: SeedData,
  taxCategoryId: string,
) {
  const products = app.get(ProductService);
  const variants = app.get(ProductVariantService);
  const groups = app.get(ProductOptionGroupService);
  const options = app.get(ProductOptionService);

  for (const product of data.products) {
    const created = await products.create(ctx, {
      translations: translations((text) => ({
        name: text(product.name),
        slug: product.handle,
        description: text(product.description),
      })),
    });
    const group = await groups.create(ctx, {
      code: `${product.handle}-colour`,
      translations: [
        { languageCode: LanguageCode.nl, name: "Kleur" },
        { languageCode: LanguageCode.en, name: "Colour" },
      ],
    });
    await products.addOptionGroupToProduct(ctx, created.id, group.id);
    for (const variant of product.variants) {
      const colour = data.colours[variant.colour]!.name;
      const option = await options.create(ctx, group, {
        code: variant.colour,
        translations: translations((text) => ({ name: text(colour) })),
      });
      await createVariant(variants, ctx, product.prices, {
        productId: created.id,
        sku: variant.sku,
        optionIds: [option.id],
        translations: translations((text) => ({ name: `${text(product.name)} – ${text(colour)}` })),
        stockOnHand: variant.stock,
        trackInventory: GlobalFlag.TRUE,
        taxCategoryId,
      });
    }
  }

  // Gift options and sets are sold as products of their own, not counted by the piece.
  const extras = [
    ...[data.giftOptions.giftMessage, data.giftOptions.giftBox].map((gift) => ({
      handle: gift.sku.toLowerCase(),
      sku: gift.sku,
      name: gift.name,
      description: gift.name,
      prices: gift.prices,
      giftOption: true,
    })),
    ...data.bundles.map((bundle) => ({
      handle: bundle.handle,
      sku: `BUNDLE-${bundle.handle.toUpperCase()}`,
      name: bundle.name,
      description: bundle.description,
      prices: bundle.prices,
      giftOption: false,
    })),
  ];
  for (const extra of extras) {
    const created = await products.create(ctx, {
      translations: translations((text) => ({
        name: text(extra.name),
        slug: extra.handle,
        description: text(extra.description),
      })),
      customFields: { giftOption: extra.giftOption },
    });
    await createVariant(variants, ctx, extra.prices, {
      productId: created.id,
      sku: extra.sku,
      translations: translations((text) => ({ name: text(extra.name) })),
      trackInventory: GlobalFlag.FALSE,
      taxCategoryId,
    });
  }
}

async function seedShipping(app: INestApplicationContext, ctx: RequestContext, data: SeedData) {
  const methods = app.get(ShippingMethodService);
  for (const method of data.shipping) {
    const rates = CURRENCIES.flatMap((currency) => [
      { name: `price${currency}`, value: String(Math.round((method.prices[currency] ?? 0) * 100)) },
      { name: `freeFrom${currency}`, value: String(Math.round((method.freeFrom?.[currency] ?? 0) * 100)) },
    ]);
    await methods.create(ctx, {
      code: method.id,
      fulfillmentHandler: manualFulfillmentHandler.code,
      checker: {
        code: defaultShippingEligibilityChecker.code,
        arguments: [{ name: "orderMinimum", value: "0" }],
      },
      calculator: { code: "rate-per-currency", arguments: rates },
      translations: translations((text) => ({ name: text(method.name), description: text(method.delivery) })),
    });
  }
}
