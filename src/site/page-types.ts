import { giftImage } from "../catalogue/images";
import { bundlePath, categoryPath, guidePath, productPath } from "../catalogue/paths";
import type { Catalogue, CatalogueContent, Currency, GiftOptions } from "../catalogue/schema";
import type { GuideView, ServicePageView, ViewContext } from "../catalogue/view-types";
import { bundleView, categoryView, guideView, homeView, productView } from "../catalogue/views";
import { shippingOptions, type ShippingFile } from "../checkout/load-shipping";
import { productDelivery } from "../checkout/product-delivery";
import type { ContentLanguage } from "../content/localized";
import type { Guide } from "../guides/schema";
import { servicePagePath, servicePageView, type ServicePage } from "../guides/service-pages";
import { pageVariants, type PageI18n } from "../i18n/page-variants";
import type { RedirectTable } from "../redirects/load-redirects";
import type { RuntimeSettings } from "../runtime-settings/runtime-settings";
import type { ShopsFile } from "../shops/shops-schema";
import type { CityNames } from "../store-locations/city-index";
import type { StoreLocation } from "../store-locations/schema";
import type { Listing } from "./page-listing";

export interface BuildContent {
  shops: ShopsFile;
  runtimeSettings: RuntimeSettings;
  currency: Currency;
  redirects: RedirectTable;
  catalogue: Catalogue;
  guides: Guide[];
  servicePages: ServicePage[];
  stores: StoreLocation[];
  cityNames: { file: string; cities: CityNames[] };
  shipping: ShippingFile;
}

/** What decides which pages there are; what they show also needs the engine's prices and stock. */
export interface PageSources {
  catalogue: CatalogueContent;
  guides: readonly BuildContent["guides"][number][];
  servicePages: readonly BuildContent["servicePages"][number][];
}

interface TypedPage<Data> {
  path: string;
  data: (context: ViewContext, content: BuildContent) => Data;
}

interface PageType<Data> {
  listing: Listing;
  pages: (sources: PageSources) => TypedPage<Data>[];
}

const pageType = <Data extends object>(type: PageType<Data>): PageType<Data> => type;

/** Every other mention of returns links to this page. */
const RETURNS_POLICY = "returns-and-warranty";

/** Products of their own, as the cart and checkout offer them. */
const giftFor = (option: GiftOptions["giftMessage"], { language, currency }: ViewContext) => ({
  sku: option.sku,
  name: option.name[language],
  unitPrice: option.prices[currency],
  currency,
  image: giftImage(option.sku),
});

const gifts = ({ catalogue }: BuildContent, context: ViewContext) => ({
  giftMessage: giftFor(catalogue.giftOptions.giftMessage, context),
  giftBox: giftFor(catalogue.giftOptions.giftBox, context),
});

const indexes = new WeakMap<readonly object[], Map<string, unknown>>();

function soldItem<T extends { handle: string }>(sold: readonly T[], handle: string): T {
  let byHandle = indexes.get(sold) as Map<string, T> | undefined;
  if (!byHandle) {
    byHandle = new Map(sold.map((item) => [item.handle, item]));
    indexes.set(sold, byHandle);
  }
  const item = byHandle.get(handle);
  if (!item) throw new Error(`The build's catalogue has nothing of handle "${handle}"`);
  return item;
}

function countryNames({ runtimeSettings, stores }: BuildContent, language: string): Record<string, string> {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const codes = new Set([
    ...runtimeSettings.allowedCountries,
    ...stores.map((store) => store.country.toUpperCase()),
  ]);
  return Object.fromEntries([...codes].map((code) => [code, names.of(code) ?? code]));
}

/** The checkout offers them, the confirmation names the order's. */
const delivery = (content: BuildContent, context: ViewContext) => {
  const names = countryNames(content, context.language);
  return {
    shipping: shippingOptions(content.shipping.methods, context.language, content.currency),
    countryNames: names,
    shipsTo: new Intl.ListFormat([context.language], { type: "conjunction" }).format(
      content.runtimeSettings.allowedCountries.map((code) => names[code] ?? code),
    ),
  };
};

/** By template under `src/templates/`; a new page type is an entry here, its template, and its content. */
const PAGE_TYPES = {
  home: pageType({
    listing: "listed",
    pages: ({ guides }) => [
      { path: "/", data: (context, { catalogue }) => ({ view: homeView(catalogue, guides, context) }) },
    ],
  }),
  category: pageType({
    listing: "listed",
    pages: ({ catalogue }) =>
      catalogue.categories.map((category) => ({
        path: categoryPath(category.handle),
        data: (context, { catalogue: sold }) => ({ view: categoryView(category, sold, context) }),
      })),
  }),
  product: pageType({
    listing: "listed",
    pages: ({ catalogue, servicePages }) => {
      const returnsPage = servicePages.some((page) => page.handle === RETURNS_POLICY)
        ? servicePagePath(RETURNS_POLICY)
        : null;
      return catalogue.products.map(({ handle }) => ({
        path: productPath(handle),
        data: (context, { catalogue: sold, shipping, currency }) => {
          const product = soldItem(sold.products, handle);
          return {
            view: productView(product, sold, context),
            delivery: productDelivery(
              shippingOptions(shipping.methods, context.language, currency),
              product.prices[currency],
              { text: shipping.returns[context.language], path: returnsPage },
            ),
          };
        },
      }));
    },
  }),
  bundle: pageType({
    listing: "listed",
    pages: ({ catalogue }) =>
      catalogue.bundles.map(({ handle }) => ({
        path: bundlePath(handle),
        data: (context, { catalogue: sold }) => ({
          view: bundleView(soldItem(sold.bundles, handle), sold, context),
        }),
      })),
  }),
  // A guide, or a page the shop must have (customer service, terms …), which has no picture or products.
  guide: pageType<{ view: GuideView | ServicePageView }>({
    listing: "listed",
    pages: ({ guides, servicePages }) => [
      ...guides.map((guide) => ({
        path: guidePath(guide.handle),
        data: (context: ViewContext, { catalogue }: BuildContent) => ({
          view: guideView(guide, catalogue, context),
        }),
      })),
      ...servicePages.map((servicePage) => ({
        path: servicePagePath(servicePage.handle),
        data: ({ language }: ViewContext) => ({ view: servicePageView(servicePage, language) }),
      })),
    ],
  }),
  stores: pageType({
    listing: "listed",
    pages: () => [
      {
        path: "/stores/",
        data: ({ language }, content) => ({
          stores: content.stores,
          countryNames: countryNames(content, language),
        }),
      },
    ],
  }),
  cart: pageType({
    listing: "private",
    pages: () => [
      {
        path: "/cart/",
        data: (context, content) => ({
          ...gifts(content, context),
          shipping: shippingOptions(content.shipping.methods, context.language, content.currency),
        }),
      },
    ],
  }),
  checkout: pageType({
    listing: "private",
    pages: () => [
      {
        path: "/checkout/",
        data: (context, content) => ({ ...gifts(content, context), ...delivery(content, context) }),
      },
    ],
  }),
  "order-confirmation": pageType({
    listing: "private",
    pages: () => [{ path: "/order-confirmation/", data: (context, content) => delivery(content, context) }],
  }),
  "return-request": pageType({
    listing: "private",
    pages: () => [{ path: "/return-request/", data: () => ({}) }],
  }),
};

type Template = keyof typeof PAGE_TYPES;

export type PageContent<T extends Template> =
  (typeof PAGE_TYPES)[T] extends PageType<infer Data> ? Data : never;

export interface StorefrontPage {
  path: string;
  template: Template;
  listing: Listing;
  language: ContentLanguage;
  i18n: PageI18n;
  data: object;
}

/** Each page carries all it shows, so a change of content changes exactly the pages that show it. */
export function storefrontPages(content: BuildContent): StorefrontPage[] {
  const { languages, defaultLanguage } = content.runtimeSettings.shop;
  return (Object.entries(PAGE_TYPES) as [Template, PageType<object>][]).flatMap(([template, type]) =>
    type.pages(content).flatMap(({ path, data }) =>
      pageVariants(path, languages, defaultLanguage).map((variant) => {
        const language = variant.language as ContentLanguage;
        return {
          path: variant.path,
          template,
          listing: type.listing,
          language,
          i18n: variant.i18n,
          data: data({ language, currency: content.currency }, content),
        };
      }),
    ),
  );
}

export const typedPages = (sources: PageSources): { path: string; listing: Listing }[] =>
  Object.values(PAGE_TYPES).flatMap((type: PageType<object>) =>
    type.pages(sources).map(({ path }) => ({ path, listing: type.listing })),
  );
