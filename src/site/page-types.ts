import { giftImage } from "../catalogue/images";
import { bundlePath, categoryPath, guidePath, productPath } from "../catalogue/paths";
import type { GiftOptions } from "../catalogue/schema";
import type { ViewContext } from "../catalogue/view-types";
import { bundleView, categoryView, guideView, homeView, productView } from "../catalogue/views";
import { shippingOptions } from "../checkout/load-shipping";
import { productDelivery } from "../checkout/product-delivery";
import type { ContentLanguage } from "../content/localized";
import { servicePagePath, servicePageView } from "../guides/service-pages";
import { pageVariants, type PageI18n } from "../i18n/page-variants";
import type { BuildContent } from "./load-build-content";

/** The templates under `src/templates/` that pages built from content use. */
type StorefrontTemplate =
  | "home"
  | "category"
  | "product"
  | "bundle"
  | "guide"
  | "stores"
  | "cart"
  | "checkout"
  | "order-confirmation"
  | "return-request";

/** One page built from content: where it lives, what renders it and what it shows. */
export interface StorefrontPage {
  /** With the language prefix: `/en-US/products/baby-carrier-one/`. */
  path: string;
  template: StorefrontTemplate;
  language: ContentLanguage;
  i18n: PageI18n;
  /** What the template shows, worked out from content for the page's language and currency. */
  data: object;
}

/** The gift message card and gift box as the cart and checkout offer them: products of their own. */
const giftFor = (option: GiftOptions["giftMessage"], { language, currency }: ViewContext) => ({
  sku: option.sku,
  name: option.name[language],
  unitPrice: option.prices[currency],
  currency,
  image: giftImage(option.sku),
});

/**
 * Every page the shop builds from content, in each of its languages. Each page carries all it
 * shows, so that a change of content changes exactly the pages that show it.
 */
export function storefrontPages(content: BuildContent): StorefrontPage[] {
  const { catalogue, guides, servicePages, currency, stores, shipping, siteData } = content;
  const { languages, defaultLanguage } = siteData.siteConfig;
  const pages: StorefrontPage[] = [];
  const page = (
    originalPath: string,
    template: StorefrontTemplate,
    data: (context: ViewContext) => object,
  ) => {
    for (const variant of pageVariants(originalPath, languages, defaultLanguage)) {
      const language = variant.language as ContentLanguage;
      pages.push({
        path: variant.path,
        template,
        language,
        i18n: variant.i18n,
        data: data({ language, currency }),
      });
    }
  };
  const countryNames = (language: string) => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    const codes = new Set([
      ...siteData.allowedCountries,
      ...stores.map((store) => store.country.toUpperCase()),
    ]);
    return Object.fromEntries([...codes].map((code) => [code, names.of(code) ?? code]));
  };
  const gifts = (context: ViewContext) => ({
    giftMessage: giftFor(catalogue.giftOptions.giftMessage, context),
    giftBox: giftFor(catalogue.giftOptions.giftBox, context),
  });

  page("/", "home", (context) => ({ view: homeView(catalogue, guides, context) }));
  for (const category of catalogue.categories) {
    page(categoryPath(category.handle), "category", (context) => ({
      view: categoryView(category, catalogue, context),
    }));
  }
  const returnsPage = guides.some((guide) => guide.handle === "returns") ? guidePath("returns") : null;
  for (const product of catalogue.products) {
    page(productPath(product.handle), "product", (context) => ({
      view: productView(product, catalogue, context),
      delivery: productDelivery(
        shippingOptions(shipping.methods, context.language, currency),
        product.prices[currency],
        { text: shipping.returns[context.language], path: returnsPage },
      ),
    }));
  }
  for (const bundle of catalogue.bundles) {
    page(bundlePath(bundle.handle), "bundle", (context) => ({
      view: bundleView(bundle, catalogue, context),
    }));
  }
  for (const guide of guides) {
    page(guidePath(guide.handle), "guide", (context) => ({ view: guideView(guide, catalogue, context) }));
  }
  for (const servicePage of servicePages) {
    page(servicePagePath(servicePage.handle), "guide", ({ language }) => ({
      view: servicePageView(servicePage, language),
    }));
  }
  page("/stores/", "stores", ({ language }) => ({ stores, countryNames: countryNames(language) }));
  page("/cart/", "cart", (context) => ({
    ...gifts(context),
    shipping: shippingOptions(shipping.methods, context.language, currency),
  }));
  // Shipping methods and country names in the page's language: the checkout offers them, the
  // confirmation names the order's.
  const delivery = (context: ViewContext) => ({
    shipping: shippingOptions(shipping.methods, context.language, currency),
    countryNames: countryNames(context.language),
  });
  page("/checkout/", "checkout", (context) => ({ ...gifts(context), ...delivery(context) }));
  page("/order-confirmation/", "order-confirmation", delivery);
  page("/return-request/", "return-request", () => ({}));
  return pages;
}
